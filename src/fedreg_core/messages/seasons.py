"""Messages of seasons, their points tables and rankings, and the ranking's workbook and PDF
(sr, en); ``fedreg_core.messages`` merges them in."""

SEASON_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "error_season_points_rows": "Tabela bodova ima od 1 do {most} redova.",
        "error_season_place": "Plasman je ceo broj od 1 do {most}.",
        "error_season_place_twice": "Ovaj plasman je već u tabeli.",
        "error_season_points": "Bodovi su ceo broj od 0 do {most}.",
        "error_season_ends_before": "Sezona ne može da se završi pre nego što počne.",
        "error_season_name_taken": "Već postoji sezona s ovim nazivom.",
        "error_season_overlaps": "Datumi se preklapaju sa sezonom „{season}”.",
        "error_season_unknown": "Ova sezona ne postoji.",
        "error_ranking_other_group": (
            "Rang-lista je za drugu kategoriju ili disciplinu: nosioci se uzimaju samo iz "
            "rang-liste iste grupe."
        ),
        "ranking_title": "Rang-lista: {season}",
        "ranking_season": "Sezona",
        "ranking_days": "Period",
        "ranking_tournaments": "Turniri",
        "ranking_group": "Grupa",
        "ranking_position": "Mesto",
        "ranking_name": "Ime",
        "ranking_club": "Klub",
        "ranking_points": "Bodovi",
        "ranking_placings": "Plasmani",
        "ranking_empty": "Još nema završenih grupa u ovoj sezoni.",
    },
    "en": {
        "error_season_points_rows": "A points table has 1 to {most} rows.",
        "error_season_place": "A place is a whole number from 1 to {most}.",
        "error_season_place_twice": "This place is already in the table.",
        "error_season_points": "Points are a whole number from 0 to {most}.",
        "error_season_ends_before": "A season cannot end before it starts.",
        "error_season_name_taken": "There is already a season with this name.",
        "error_season_overlaps": "The dates overlap the season “{season}”.",
        "error_season_unknown": "This season does not exist.",
        "error_ranking_other_group": (
            "The ranking is of another category or discipline: seeds come only from the "
            "ranking of the same group."
        ),
        "ranking_title": "Ranking: {season}",
        "ranking_season": "Season",
        "ranking_days": "Dates",
        "ranking_tournaments": "Tournaments",
        "ranking_group": "Group",
        "ranking_position": "Place",
        "ranking_name": "Name",
        "ranking_club": "Club",
        "ranking_points": "Points",
        "ranking_placings": "Placings",
        "ranking_empty": "No group of this season is complete yet.",
    },
}

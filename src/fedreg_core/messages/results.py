"""Messages of results on the day (a result the bracket cannot take, a stale or unpublished
draw, a bout another table recorded first) and the results workbook's headers (sr, en);
``fedreg_core.messages`` merges them in."""

RESULT_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "error_result_bout_not_ready": "Ova borba još nema oba takmičara.",
        "error_result_not_a_fighter": "Pobednik mora biti jedan od dvoje u ovoj borbi.",
        "error_results_draws_not_published": "Rezultati se unose tek kada je žreb objavljen.",
        "error_results_draw_stale": (
            "Prijave u grupi su se promenile posle žreba: ponovite žreb ili ga potvrdite "
            "pre unosa rezultata."
        ),
        "error_result_recorded_first": (
            "Drugi sto je prvi upisao rezultat ove borbe (pobednik: {winner}). Osvežite "
            "prikaz i proverite ga."
        ),
        "error_result_none": "Ova borba nema upisan rezultat.",
        "error_draw_not_stale": (
            "Prijave u grupi se nisu menjale posle žreba: nema šta da se potvrdi."
        ),
        "error_results_points": "Poeni su ceo broj od 0 do 99.",
        "error_kata_score": "Ocena je broj od 0 do 100, najviše sa dve decimale (npr. 42,30).",
        "error_kata_round_not_reached": "Ovo kolo još nije počelo: prethodno kolo nije završeno.",
        "error_kata_not_in_round": "Takmičar ne nastupa u ovom kolu.",
        "error_kata_not_by_points": "Ova grupa se ne takmiči u kati po poenima.",
        "error_kata_recorded_first": (
            "Drugi sto je prvi upisao ocenu ovog nastupa ({score}). Osvežite prikaz i proverite je."
        ),
        "error_kata_score_none": "Ovaj nastup nema upisanu ocenu.",
        "kata_tied": (
            "Izjednačeni su: {names}. Neka ponovo izvedu katu, pa upišite ocene koje ih "
            "razdvajaju (ili ocene za razrešenje)."
        ),
        "results_sheet_medals": "Medalje",
        "results_sheet_placings": "Plasmani",
        "results_club": "Klub",
        "results_gold": "Zlato",
        "results_silver": "Srebro",
        "results_bronze": "Bronza",
        "results_category": "Kategorija",
        "results_discipline": "Disciplina",
        "results_place": "Mesto",
        "results_name": "Ime i prezime",
        "results_complete": "Završeno",
        "results_yes": "da",
        "results_no": "ne",
        "print_results": "Rezultati",
        "print_results_round": "Kolo",
        "print_results_bout": "Borba",
        "print_results_red": "Crveni (aka)",
        "print_results_blue": "Plavi (ao)",
        "print_results_winner": "Pobednik",
        "print_results_ending": "Ishod",
        "print_results_score": "Poeni",
        "print_results_wins": "Pobede",
        "print_results_points": "Poeni",
        "print_results_total": "Ukupno",
        "print_results_medals": "Medalje po klubovima",
        "print_results_placings": "Plasmani",
        "print_results_bouts": "Borbe",
        "print_results_standings": "Tabela",
        "print_results_no_placings": "Još nema plasmana.",
        "print_results_no_medals": "Još nema osvojenih medalja.",
        "print_results_state": "Stanje",
        "print_results_complete": "završeno",
        "print_results_in_progress": "u toku",
        "print_ending_POINTS": "poeni",
        "print_ending_KIKEN": "kiken",
        "print_ending_HANSOKU": "hansoku",
        "print_ending_SHIKKAKU": "šikaku",
        "print_ending_NO_SHOW": "nije izašao",
    },
    "en": {
        "error_result_bout_not_ready": "This bout does not have both fighters yet.",
        "error_result_not_a_fighter": "The winner must be one of the two in this bout.",
        "error_results_draws_not_published": "Results are entered once the draws are published.",
        "error_results_draw_stale": (
            "The group's entries changed after the draw: draw it again or confirm it before "
            "entering results."
        ),
        "error_result_recorded_first": (
            "Another table recorded this bout first (winner: {winner}). Refresh and check it."
        ),
        "error_result_none": "This bout has no recorded result.",
        "error_draw_not_stale": (
            "The group's entries have not changed since the draw: there is nothing to confirm."
        ),
        "error_results_points": "Points are a whole number from 0 to 99.",
        "error_kata_score": (
            "A score is a number from 0 to 100 with at most two decimals (e.g. 42.30)."
        ),
        "error_kata_round_not_reached": (
            "This round has not started: the round before is not complete."
        ),
        "error_kata_not_in_round": "This competitor does not perform in this round.",
        "error_kata_not_by_points": "This group does not compete in kata by points.",
        "error_kata_recorded_first": (
            "Another table recorded this performance's score first ({score}). Reload and check it."
        ),
        "error_kata_score_none": "This performance has no recorded score.",
        "kata_tied": (
            "Level: {names}. Have them perform again, then record the scores that part them "
            "(or tie-break scores)."
        ),
        "results_sheet_medals": "Medals",
        "results_sheet_placings": "Placings",
        "results_club": "Club",
        "results_gold": "Gold",
        "results_silver": "Silver",
        "results_bronze": "Bronze",
        "results_category": "Category",
        "results_discipline": "Discipline",
        "results_place": "Place",
        "results_name": "Name",
        "results_complete": "Finished",
        "results_yes": "yes",
        "results_no": "no",
        "print_results": "Results",
        "print_results_round": "Round",
        "print_results_bout": "Bout",
        "print_results_red": "Red (aka)",
        "print_results_blue": "Blue (ao)",
        "print_results_winner": "Winner",
        "print_results_ending": "Ending",
        "print_results_score": "Points",
        "print_results_wins": "Wins",
        "print_results_points": "Points",
        "print_results_total": "Total",
        "print_results_medals": "Medals per club",
        "print_results_placings": "Placings",
        "print_results_bouts": "Bouts",
        "print_results_standings": "Table",
        "print_results_no_placings": "No placings yet.",
        "print_results_no_medals": "No medals won yet.",
        "print_results_state": "State",
        "print_results_complete": "finished",
        "print_results_in_progress": "in progress",
        "print_ending_POINTS": "points",
        "print_ending_KIKEN": "kiken",
        "print_ending_HANSOKU": "hansoku",
        "print_ending_SHIKKAKU": "shikkaku",
        "print_ending_NO_SHOW": "no show",
    },
}

"""Messages of team sizes: a team discipline's member range and a team that does not fit it
(sr, en); ``fedreg_core.messages`` merges them in."""

TEAM_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "team_members_bound": "Broj članova ekipe mora biti između {min} i {max}.",
        "error_team_size": (
            "Broj članova ekipe u disciplini {discipline}: od {min} do {max} (izabrano: {count})."
        ),
        "error_team_size_exact": (
            "Broj članova ekipe u disciplini {discipline}: tačno {min} (izabrano: {count})."
        ),
    },
    "en": {
        "team_members_bound": "A team has between {min} and {max} members.",
        "error_team_size": ("A team in {discipline} has {min} to {max} members ({count} chosen)."),
        "error_team_size_exact": (
            "A team in {discipline} has exactly {min} members ({count} chosen)."
        ),
    },
}

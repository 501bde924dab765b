"""Messages of tatamis and their table officials (sr, en); ``fedreg_core.messages`` merges
them in."""

TATAMI_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "error_tatami_number_range": "Broj tatamija je od 1 do {most}.",
        "error_tatami_number_twice": "Dva tatamija ne mogu imati isti broj.",
        "error_tatami_group_unknown": "Jedna od grupa nije izvučena (ponovite učitavanje).",
        "error_tatami_group_twice": "Grupa može biti samo na jednom tatamiju.",
        "error_tatami_official_unknown": (
            "Sudija za stolom mora biti korisnik koji se može prijaviti (nije blokiran)."
        ),
        "error_result_not_your_tatami": (
            "Rezultate ove grupe unose administratori i sudije za stolom njenog tatamija."
        ),
        "error_result_admin_corrects": "Upisan rezultat menja ili briše samo administrator.",
        "error_tatami_bout_minutes": "Trajanje borbe je od 1 do {most} minuta.",
    },
    "en": {
        "error_tatami_number_range": "A tatami's number is from 1 to {most}.",
        "error_tatami_number_twice": "Two tatamis cannot have the same number.",
        "error_tatami_group_unknown": "One of the groups is not drawn (reload the page).",
        "error_tatami_group_twice": "A group can be on one tatami only.",
        "error_tatami_official_unknown": (
            "A table official must be a user who can sign in (not blocked)."
        ),
        "error_result_not_your_tatami": (
            "This group's results are entered by admins and its tatami's table officials."
        ),
        "error_result_admin_corrects": "Only an admin changes or clears a recorded result.",
        "error_tatami_bout_minutes": "A bout takes from 1 to {most} minutes.",
    },
}

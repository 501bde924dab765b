"""Messages of caps, club quotas and the waiting list (sr, en); ``fedreg_core.messages``
merges them in."""

ENTRY_LIMIT_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "error_limit_below_zero": "Ograničenje ne može biti manje od nule.",
        "error_limit_below_entries": (
            "Ograničenje ne može biti manje od broja već prijavljenih: {count}."
        ),
        "error_quota_reached": (
            "Kvota kluba za ovu kategoriju i disciplinu je popunjena (kvota: {quota})."
        ),
        "error_entry_not_waiting": "Ova prijava nije na listi čekanja.",
        "notice_entry_waiting": "na listi čekanja",
        "error_waiting_list_admins_only": (
            "Samo administrator može da menja ograničenja i listu čekanja."
        ),
    },
    "en": {
        "error_limit_below_zero": "A limit cannot be below zero.",
        "error_limit_below_entries": "A limit cannot be below the entries already in: {count}.",
        "error_quota_reached": (
            "The club's quota for this category and discipline is reached (quota: {quota})."
        ),
        "error_entry_not_waiting": "This entry is not on the waiting list.",
        "notice_entry_waiting": "on the waiting list",
        "error_waiting_list_admins_only": "Only an admin may change limits and the waiting list.",
    },
}

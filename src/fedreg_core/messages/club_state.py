"""Messages of blocked and deleted clubs, moves of entered people and pay flags (sr, en);
``fedreg_core.messages`` merges them in."""

CLUB_STATE_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "error_club_blocked": (
            "Vaš klub je blokiran: podatke možete da pregledate, ali ne i da ih menjate."
        ),
        "error_club_deleted": "Vaš klub je obrisan: nalog se više ne može koristiti.",
        "error_person_has_entries": (
            "Osoba ne može preći u drugi klub dok je prijavljena na turnirima koji nisu "
            "arhivirani: {entries}. Prvo uklonite te prijave."
        ),
        "error_pay_flags_admins_only": (
            "Oslobađanje od plaćanja može da menja samo administrator."
        ),
    },
    "en": {
        "error_club_blocked": "Your club is blocked: you may look at its data but not change it.",
        "error_club_deleted": "Your club was deleted: the account can no longer be used.",
        "error_person_has_entries": (
            "They cannot move to another club while entered in tournaments that are not "
            "archived: {entries}. Remove those entries first."
        ),
        "error_pay_flags_admins_only": "Only an administrator may change who does not pay.",
    },
}

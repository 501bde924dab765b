"""Messages of the mailed notices (sr, en); ``fedreg_core.messages`` merges them in."""

NOTICE_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "notice_greeting": "Zdravo {name},",
        "notice_payment_subject": "Podsetnik za uplatu: {tournament}",
        "notice_payment_intro": (
            "Za turnir {tournament} klub {club} još duguje {amount} (računi {numbers}, "
            "rok plaćanja {due}). Kod za uplatu skeniranjem je na stranici turnira."
        ),
        "notice_open_subject": "Prijave su otvorene: {tournament}",
        "notice_open_intro": "Otvorene su prijave za turnir {tournament}.",
        "notice_dates": "Prijave traju od {start} do {end}.",
        "notice_dates_no_end": "Prijave su otvorene od {start}.",
        "notice_event_date": "Takmičenje počinje {day}",  # the date's dot ends it
        "notice_link": "Prijave vašeg kluba:",
        "notice_entries_subject": "Prijave kluba {club}: {tournament}",
        "notice_entries_intro": (
            "Prijave kluba {club} za turnir {tournament} su promenjene. Ovo je ceo trenutni spisak:"
        ),
        "notice_deadline_subject": "Prijave se zatvaraju {end}: {tournament}",
        "notice_deadline_entries": (
            "Prijave za turnir {tournament} se zatvaraju {end}. Ovo su trenutne prijave"
            " kluba {club}:"
        ),
        "notice_deadline_invitation": (
            "Prijave za turnir {tournament} se zatvaraju {end}. Klub {club} još nema"
            " prijavljenih takmičara: prijavite ih na vreme."
        ),
        "notice_competitors": "Takmičari",
        "notice_teams": "Ekipe",
        "notice_coaches": "Treneri",
        "notice_referees": "Sudije",
        "notice_officials": "Službena lica",
        "notice_fee": "Kotizacija: {total}",
        "notice_stop": "Ovakva obaveštenja možete isključiti u svom profilu:",
    },
    "en": {
        "notice_greeting": "Hello {name},",
        "notice_payment_subject": "Payment reminder: {tournament}",
        "notice_payment_intro": (
            "For the tournament {tournament}, the club {club} still owes {amount} (invoices "
            "{numbers}, due on {due}). The code that pays it by scanning is on the "
            "tournament's page."
        ),
        "notice_open_subject": "Applications are open: {tournament}",
        "notice_open_intro": "Applications for {tournament} are open.",
        "notice_dates": "Applications run from {start} to {end}.",
        "notice_dates_no_end": "Applications are open from {start}.",
        "notice_event_date": "The competition starts on {day}.",
        "notice_link": "Your club's entries:",
        "notice_entries_subject": "Entries of {club}: {tournament}",
        "notice_entries_intro": (
            "The entries of {club} in {tournament} have changed. This is the whole current list:"
        ),
        "notice_deadline_subject": "Applications close on {end}: {tournament}",
        "notice_deadline_entries": (
            "Applications for {tournament} close on {end}. These are the current entries of {club}:"
        ),
        "notice_deadline_invitation": (
            "Applications for {tournament} close on {end}. {club} has entered no competitors"
            " yet: enter them in time."
        ),
        "notice_competitors": "Competitors",
        "notice_teams": "Teams",
        "notice_coaches": "Coaches",
        "notice_referees": "Referees",
        "notice_officials": "Officials",
        "notice_fee": "Fee: {total}",
        "notice_stop": "You can turn notices like this off in your profile:",
    },
}

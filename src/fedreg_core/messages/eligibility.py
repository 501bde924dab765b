"""Messages of the eligibility limits (sr, en): why a member may not enter a category or
discipline, with the numbers. ``fedreg_core.messages`` merges them into its catalogues.

Dates and kilograms are ``date`` and ``Decimal`` values that ``translate`` writes as the
language does (``messages.local_formats``: ``01.03.2027.`` and ``61,5``, ``01/03/2027``
and ``61.5``);
``belt_*`` labels of the WFF variant's belts live here too (the default variant's are in
``messages.sheets``). A message that names the member has an ``_unnamed`` twin for lines that
name the member already (``unnamed``: the list of entries no longer eligible, where the entry
is the competitor).
"""

UNNAMED = "_unnamed"

ELIGIBILITY_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "eligibility_age_min": (
            "{name} ima {age} god. na dan {day}; {category} je za uzrast od {min} godina."
        ),
        "eligibility_age_max": (
            "{name} ima {age} god. na dan {day}; {category} je za uzrast do {max} godina."
        ),
        "eligibility_belt_min": (
            "{name} ima pojas {belt}; {category} je za pojaseve od {min} naviše."
        ),
        "eligibility_belt_max": "{name} ima pojas {belt}; {category} je za pojaseve do {max}.",
        "eligibility_weight_max": (
            "Težina {weight} kg je iznad granice discipline {discipline} ({limit} kg)."
        ),
        "eligibility_weight_min": (
            "Težina {weight} kg nije iznad donje granice discipline {discipline} ({limit} kg)."
        ),
        "eligibility_weight_missing": (
            "{name} nema upisanu težinu, a disciplina {discipline} ima težinsku granicu."
        ),
        # The date's own dot ends the sentence.
        "eligibility_medical_expired": (
            "Lekarsko uverenje ({name}) važi do {until}, pre takmičenja {day}"
        ),
        "eligibility_medical_missing": (
            "{name} nema upisan datum lekarskog uverenja, a turnir ga zahteva."
        ),
        "eligibility_consent_missing": (
            "{name} je maloletan/na na dan takmičenja {day}, a nema upisanu saglasnost roditelja."
        ),
        "eligibility_reasons": "{reasons}",
        "eligibility_age_min_unnamed": (
            "Ima {age} god. na dan {day}; {category} je za uzrast od {min} godina."
        ),
        "eligibility_age_max_unnamed": (
            "Ima {age} god. na dan {day}; {category} je za uzrast do {max} godina."
        ),
        "eligibility_belt_min_unnamed": (
            "Ima pojas {belt}; {category} je za pojaseve od {min} naviše."
        ),
        "eligibility_belt_max_unnamed": "Ima pojas {belt}; {category} je za pojaseve do {max}.",
        "eligibility_weight_missing_unnamed": (
            "Nema upisanu težinu, a disciplina {discipline} ima težinsku granicu."
        ),
        "eligibility_medical_expired_unnamed": (
            "Lekarsko uverenje važi do {until}, pre takmičenja {day}"
        ),
        "eligibility_medical_missing_unnamed": (
            "Nema upisan datum lekarskog uverenja, a turnir ga zahteva."
        ),
        "eligibility_consent_missing_unnamed": (
            "Maloletan/na na dan takmičenja {day}, a nema upisanu saglasnost roditelja."
        ),
        "error_licence_taken": "Član sa ovim brojem licence već postoji.",
        "weight_range": "Unesite težinu u kg, sa najviše jednom decimalom (npr. 61,5).",
        "age_range": "Unesite uzrast u celim godinama, od 0 do 120.",
        "limits_order": "Donja granica ne može biti veća od gornje.",
        "event_date_order": "Datum takmičenja ne može biti pre početka prijava.",
        "event_date_needed": (
            "Unesite datum takmičenja: po njemu se računaju godine, važenje lekarskih"
            " uverenja i saglasnosti roditelja, pa bez njega prijave ne mogu biti otvorene."
        ),
        "belt_BLACK": "Crni",
        "belt_BROWN": "Braon",
        "belt_PURPLE": "Ljubičasti",
        "belt_BLUE": "Plavi",
        "belt_GREEN": "Zeleni",
        "belt_ORANGE": "Narandžasti",
        "belt_YELLOW": "Žuti",
        "belt_WHITE": "Beli",
    },
    "en": {
        "eligibility_age_min": ("{name} is {age} on {day}; {category} is for ages {min} and up."),
        "eligibility_age_max": ("{name} is {age} on {day}; {category} is for ages up to {max}."),
        "eligibility_belt_min": (
            "{name} has a {belt} belt; {category} is for belts from {min} up."
        ),
        "eligibility_belt_max": "{name} has a {belt} belt; {category} is for belts up to {max}.",
        "eligibility_weight_max": (
            "Weight {weight} kg is over the limit of {discipline} ({limit} kg)."
        ),
        "eligibility_weight_min": (
            "Weight {weight} kg is not over the lower limit of {discipline} ({limit} kg)."
        ),
        "eligibility_weight_missing": (
            "{name} has no weight recorded; {discipline} has a weight limit."
        ),
        "eligibility_medical_expired": (
            "The medical certificate of {name} is valid until {until}, before the event on {day}."
        ),
        "eligibility_medical_missing": (
            "{name} has no medical certificate date; the tournament requires one."
        ),
        "eligibility_consent_missing": (
            "{name} is under 18 on the event day {day} and has no parental consent recorded."
        ),
        "eligibility_reasons": "{reasons}",
        "eligibility_age_min_unnamed": (
            "Aged {age} on {day}; {category} is for ages {min} and up."
        ),
        "eligibility_age_max_unnamed": ("Aged {age} on {day}; {category} is for ages up to {max}."),
        "eligibility_belt_min_unnamed": "Has a {belt} belt; {category} is for belts from {min} up.",
        "eligibility_belt_max_unnamed": "Has a {belt} belt; {category} is for belts up to {max}.",
        "eligibility_weight_missing_unnamed": (
            "No weight recorded; {discipline} has a weight limit."
        ),
        "eligibility_medical_expired_unnamed": (
            "The medical certificate is valid until {until}, before the event on {day}."
        ),
        "eligibility_medical_missing_unnamed": (
            "No medical certificate date; the tournament requires one."
        ),
        "eligibility_consent_missing_unnamed": (
            "Under 18 on the event day {day} and no parental consent recorded."
        ),
        "error_licence_taken": "A member with this licence number already exists.",
        "weight_range": "Enter the weight in kg with at most one decimal (e.g. 61.5).",
        "age_range": "Enter the age in whole years, from 0 to 120.",
        "limits_order": "The lower limit cannot be above the upper one.",
        "event_date_order": "The event date cannot be before registration opens.",
        "event_date_needed": (
            "Enter the event date: ages, medical certificates and parental consents count on"
            " it, so applications cannot be open without it."
        ),
        "belt_BLACK": "Black",
        "belt_BROWN": "Brown",
        "belt_PURPLE": "Purple",
        "belt_BLUE": "Blue",
        "belt_GREEN": "Green",
        "belt_ORANGE": "Orange",
        "belt_YELLOW": "Yellow",
        "belt_WHITE": "White",
    },
}


def unnamed(message_key: str) -> str:
    """The key of ``message_key``'s twin without the member's name, or ``message_key`` itself
    when it names no one (the weight limits)."""
    twin = message_key + UNNAMED
    return twin if twin in ELIGIBILITY_MESSAGES["sr"] else message_key

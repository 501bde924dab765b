"""Server-side message catalogues (Serbian Latin default, Serbian Cyrillic, English).

Rules and errors carry keys; adapters translate them for the user's language. The Serbian
Cyrillic catalogue (``sr-Cyrl``) is made from the Latin one when this module is imported
(``transliteration.cyrillic_catalogue``): a message is written once, in Latin.
"""

from collections.abc import Mapping
from datetime import date, datetime
from decimal import Decimal

from fedreg_core.domain.transliteration import cyrillic_catalogue
from fedreg_core.messages.club_state import CLUB_STATE_MESSAGES
from fedreg_core.messages.eligibility import ELIGIBILITY_MESSAGES
from fedreg_core.messages.entry_limits import ENTRY_LIMIT_MESSAGES
from fedreg_core.messages.local_formats import printed_date, printed_decimal, printed_moment
from fedreg_core.messages.notices import NOTICE_MESSAGES
from fedreg_core.messages.payments import PAYMENT_MESSAGES
from fedreg_core.messages.privacy import PRIVACY_MESSAGES
from fedreg_core.messages.results import RESULT_MESSAGES
from fedreg_core.messages.seasons import SEASON_MESSAGES
from fedreg_core.messages.second_factor import SECOND_FACTOR_MESSAGES
from fedreg_core.messages.sheets import SHEET_MESSAGES
from fedreg_core.messages.tatamis import TATAMI_MESSAGES
from fedreg_core.messages.teams import TEAM_MESSAGES

DEFAULT_LANGUAGE = "sr"

MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "required": "Ovo polje je obavezno.",
        "email": "Unesite ispravnu email adresu.",
        "integer": "Ovo polje mora biti broj.",
        "url": "Unesite ispravan URL.",
        "min_length": "Potrebno je više karaktera: najmanje {min}.",
        "max_length": "Previše karaktera.",
        "same_as_password": "Lozinke se moraju poklapati.",
        "password_too_long": "Lozinka može imati najviše 72 bajta.",
        "dan_range": "Dan mora biti između 1 i 10.",
        "choice": "Izaberite jednu od ponuđenih vrednosti.",
        "invalid_value": "Neispravna vrednost.",
        "unknown_field": "Nepoznato polje.",
        "born_out_of_range": "Datum rođenja mora biti između 1. 1. 1900. i danas.",
        "pays_conflict": "Član ne može istovremeno biti oslobođen plaćanja i uvek plaćati.",
        "error_admin_only_field": "Samo administrator može da menja ovo polje.",
        "error_members_create_locked": "Dodavanje članova je trenutno zaključano.",
        "error_members_edit_locked": "Izmena članova je trenutno zaključana.",
        "error_own_club": "Ne možete obrisati sopstveni klub.",
        "error_own_account": "Ovu radnju ne možete izvršiti nad sopstvenim nalogom.",
        "error_default": "Došlo je do greške. Pokušajte ponovo.",
        "error_invalid_input": "Podaci nisu ispravni.",
        "error_not_signed_in": "Niste prijavljeni.",
        "error_wrong_credentials": "Pogrešna kombinacija email adrese i lozinke.",
        "error_forbidden": "Nemate dozvolu za ovu radnju.",
        "error_account_blocked": "Nalog je blokiran.",
        "error_not_found": "Traženi podatak ne postoji.",
        "error_method_not_allowed": "Ova radnja ovde nije podržana.",
        "error_conflict": "Podatak već postoji.",
        "error_idempotency_key": "Idempotency-Key mora imati od 1 do 255 ASCII znakova.",
        "error_idempotency_key_reused": (
            "Ovaj Idempotency-Key je već poslat uz drugačiji zahtev. Za novi zahtev pošaljite novi"
            " ključ."
        ),
        "error_idempotency_key_running": (
            "Zahtev sa ovim Idempotency-Key je u toku ili je izvršen bez sačuvanog odgovora."
            " Osvežite stranicu da vidite rezultat."
        ),
        "error_email_taken": "Nalog sa ovom email adresom već postoji.",
        "error_club_name_taken": "Klub sa ovim nazivom već postoji.",
        "error_name_hidden_characters": (
            "Ime ili naziv ne sme da sadrži prelome reda, tabulatore, "
            "kontrolne ni nevidljive znakove."
        ),
        "error_name_formula": "Ime ili naziv ne sme da počinje znakom =, +, - ili @.",
        "error_unknown_email": "Ne postoji nalog sa ovom email adresom.",
        "error_reset_token_invalid": "Link za promenu lozinke nije ispravan ili je istekao.",
        "error_wrong_current_password": "Trenutna lozinka nije ispravna.",
        "error_too_many_attempts": "Previše pokušaja. Pokušajte ponovo za minut.",
        "error_busy": "Server je trenutno preopterećen. Pokušajte ponovo za nekoliko sekundi.",
        "error_file_too_large": "Fajl je prevelik.",
        "error_file_type": "Dozvoljene su samo slike. (.jpg, .jpeg, .png, .gif)",
        "mail_reset_subject": "Promena lozinke",
        "mail_reset_body": (
            "Zdravo {name},\n\nza promenu lozinke otvorite link:\n{link}\n\n"
            "Link važi 60 minuta i može se iskoristiti jednom. "
            "Ako niste tražili promenu lozinke, zanemarite ovu poruku."
        ),
        "pay_flags": "Disciplina ne može istovremeno biti besplatna i uvek se naplaćivati.",
        "kata_flags": "Disciplina je kata A ili kata B, ne oba.",
        "kata_points_for_kata": "Kata po poenima je sistem samo za kata discipline.",
        "not_negative": "Vrednost ne može biti negativna.",
        "break_over_fee": "Popust ne može biti veći od kotizacije.",
        "end_before_start": "Kraj prijava mora biti posle početka.",
        "late_from_outside_window": "Kasne prijave moraju početi u periodu prijava.",
        "deadline_outside_window": "Rok za odjave mora biti u periodu prijava.",
        "discipline_unavailable": "Disciplina ne postoji ili je arhivirana.",
        "error_tournament_active": "Turnir je aktivan: zatvorite prijave pre arhiviranja.",
        "error_tournament_archived": "Turnir je arhiviran.",
        "error_draw_seeds": "Nosioci su brojevi od 1 do 4, svaki najviše jednom u grupi.",
        "error_draw_empty_group": "Grupa nema nijednog takmičara.",
        "error_draw_unknown_group": "Nepoznata grupa ili grupa bez prijava.",
        "error_draw_seed_not_entered": "Nosilac mora biti prijavljen u grupi.",
        "error_draws_not_published": "Žreb još nije objavljen.",
        "error_draws_applications_open": "Žreb se pravi tek kada su prijave zatvorene.",
        "error_already_linked": "Veza već postoji.",
        "error_last_category": "Disciplina mora imati bar jednu kategoriju.",
        "error_last_discipline": "Turnir mora imati bar jednu disciplinu.",
        "error_last_team_discipline": "Turnir mora imati bar jednu ekipnu disciplinu.",
        "error_in_use": "Podatak se koristi i ne može se obrisati.",
        "error_person_entered": (
            "Ne može se obrisati dok je prijavljen(a) na turnirima: {tournaments}."
        ),
        "error_document_type": (
            "Dozvoljeni su samo dokumenti i slike. "
            "(.pdf, .doc, .docx, .xls, .xlsx, .odt, .ods, .jpg, .png)"
        ),
        "error_enter_at_least_one_discipline": "Morate uneti bar jednu disciplinu.",
        "error_discipline_not_offered": "Disciplina nije ponuđena na ovom turniru.",
        "error_discipline_not_in_category": "Disciplina ne pripada ovoj kategoriji.",
        "error_discipline_sex": "Disciplina nije dozvoljena za pol takmičara.",
        "error_discipline_is_team": "Ovo je ekipna disciplina: u nju se prijavljuju ekipe.",
        "error_discipline_is_individual": (
            "Ovo je pojedinačna disciplina: u nju se prijavljuju pojedinci, ne ekipe."
        ),
        "error_team_disciplines_listed": ("Ovo su ekipne, a ne pojedinačne discipline: {names}."),
        "error_individual_disciplines_listed": (
            "Ovo su pojedinačne, a ne ekipne discipline: {names}."
        ),
        "error_listed_as_individual": (
            "Ne može postati ekipna: turniri je navode među pojedinačnim disciplinama: {names}."
        ),
        "error_listed_as_team": (
            "Ne može postati pojedinačna: turniri je navode među ekipnim disciplinama: {names}."
        ),
        "error_duplicate_choice": "Isti izbor je naveden više puta.",
        "error_team_one_club": "Svi članovi ekipe moraju biti iz istog kluba.",
        "error_team_type_sex": "Pol članova ne odgovara tipu ekipe.",
        "error_already_registered": "Već je prijavljen na ovaj turnir.",
        "error_team_already_registered": (
            "Ista ekipa (isti članovi, isti tip) je već prijavljena u ovoj kategoriji i disciplini."
        ),
        "error_member_change_breaks_entries": (
            "Izmena bi prekršila pravila prijava na turnirima koji nisu arhivirani: {entries}. "
            "Prvo izmenite ili uklonite te prijave."
        ),
        "error_member_has_entries": (
            "Član ne može preći u drugi klub dok ima prijave na turnirima koji nisu arhivirani: "
            "{entries}. Prvo uklonite te prijave."
        ),
        "error_registration_closed": "Prijave za ovaj turnir su zatvorene.",
        "error_registration_not_open_yet": "Prijave za ovaj turnir još nisu počele.",
        "error_registration_withdrawn": "Ova prijava je već odjavljena.",
        "error_other_club": "Možete prijavljivati samo svoj klub.",
        "error_deduction_exists": "Klub već ima umanjenje za ovaj turnir.",
        "error_club_unavailable": "Klub je blokiran ili obrisan.",
        "deduction_range": "Umanjenje mora biti između 0 i 100.",
        "demo_title": "Demo savez",
        "duplicate_name": "Ovo ime se ponavlja.",
    },
    "en": {
        "required": "This field is required.",
        "email": "Enter a valid email address.",
        "integer": "This field must be a number.",
        "url": "Enter a valid URL.",
        "min_length": "More characters needed: at least {min}.",
        "max_length": "Too many characters.",
        "same_as_password": "Passwords must match.",
        "password_too_long": "The password may have at most 72 bytes.",
        "dan_range": "Dan must be between 1 and 10.",
        "choice": "Choose one of the offered values.",
        "invalid_value": "Invalid value.",
        "unknown_field": "Unknown field.",
        "born_out_of_range": "The date of birth must be between 1 January 1900 and today.",
        "pays_conflict": "A member cannot be both free of charge and always paying.",
        "error_admin_only_field": "Only an admin may change this field.",
        "error_members_create_locked": "Adding members is locked at the moment.",
        "error_members_edit_locked": "Changing members is locked at the moment.",
        "error_own_club": "You cannot delete your own club.",
        "error_own_account": "You cannot do this to your own account.",
        "error_default": "There was an error. Please try again.",
        "error_invalid_input": "The data is not valid.",
        "error_not_signed_in": "You are not signed in.",
        "error_wrong_credentials": "Wrong email/password combination.",
        "error_forbidden": "You are not allowed to do this.",
        "error_account_blocked": "Account blocked",
        "error_not_found": "Not found.",
        "error_method_not_allowed": "This call is not supported here.",
        "error_conflict": "Already exists.",
        "error_idempotency_key": "Idempotency-Key must be 1 to 255 printable ASCII characters.",
        "error_idempotency_key_reused": (
            "This Idempotency-Key was already sent with a different request. Send a new key for"
            " a new request."
        ),
        "error_idempotency_key_running": (
            "A request with this Idempotency-Key is under way, or was carried out and its answer"
            " was lost. Reload to see the result."
        ),
        "error_email_taken": "An account with this email already exists.",
        "error_club_name_taken": "A club with this name already exists.",
        "error_name_hidden_characters": (
            "A name may not contain line breaks, tabs, or control or invisible characters."
        ),
        "error_name_formula": "A name may not begin with =, +, - or @.",
        "error_unknown_email": "There is no account with this email.",
        "error_reset_token_invalid": "The password reset link is not valid or has expired.",
        "error_wrong_current_password": "The current password is not correct.",
        "error_too_many_attempts": "Too many attempts. Try again in a minute.",
        "error_busy": "The server is busy. Please try again in a few seconds.",
        "error_file_too_large": "The file is too large.",
        "error_file_type": "Only image files are allowed. (.jpg, .jpeg, .png, .gif)",
        "mail_reset_subject": "Password reset",
        "mail_reset_body": (
            "Hello {name},\n\nto set a new password open this link:\n{link}\n\n"
            "The link is valid for 60 minutes and works once. "
            "If you did not ask for a new password, ignore this message."
        ),
        "pay_flags": "A discipline cannot be both not chargeable and always chargeable.",
        "kata_flags": "A discipline is kata A or kata B, not both.",
        "kata_points_for_kata": "Kata by points is a format for kata disciplines only.",
        "not_negative": "The value cannot be negative.",
        "break_over_fee": "The discount cannot be larger than the fee.",
        "end_before_start": "The end must be after the start.",
        "late_from_outside_window": "Late entries must start within the application window.",
        "deadline_outside_window": "The withdrawal deadline must be within the application window.",
        "discipline_unavailable": "The discipline does not exist or is archived.",
        "error_tournament_active": "The tournament is active: close applications before archiving.",
        "error_tournament_archived": "The tournament is archived.",
        "error_draw_seeds": "Seeds are numbers 1 to 4, each at most once in a group.",
        "error_draw_empty_group": "The group has no entrant.",
        "error_draw_unknown_group": "Unknown group, or a group without entries.",
        "error_draw_seed_not_entered": "A seed must be entered in the group.",
        "error_draws_not_published": "The draws are not published yet.",
        "error_draws_applications_open": "Draws are made only once applications are closed.",
        "error_already_linked": "This link already exists.",
        "error_last_category": "A discipline needs at least one category.",
        "error_last_discipline": "A tournament needs at least one discipline.",
        "error_last_team_discipline": "A tournament needs at least one team discipline.",
        "error_in_use": "This is in use and cannot be deleted.",
        "error_person_entered": (
            "Cannot be deleted while entered in these tournaments: {tournaments}."
        ),
        "error_document_type": (
            "Only documents and images are allowed. "
            "(.pdf, .doc, .docx, .xls, .xlsx, .odt, .ods, .jpg, .png)"
        ),
        "error_enter_at_least_one_discipline": "Enter at least one discipline.",
        "error_discipline_not_offered": "The discipline is not offered at this tournament.",
        "error_discipline_not_in_category": "The discipline does not belong to this category.",
        "error_discipline_sex": "The discipline is not open to the competitor's sex.",
        "error_discipline_is_team": "This is a team discipline: teams enter it.",
        "error_discipline_is_individual": (
            "This is an individual discipline: single competitors enter it, not teams."
        ),
        "error_team_disciplines_listed": (
            "These are team disciplines, not individual ones: {names}."
        ),
        "error_individual_disciplines_listed": (
            "These are individual disciplines, not team ones: {names}."
        ),
        "error_listed_as_individual": (
            "It cannot become a team discipline: tournaments list it among their individual"
            " disciplines: {names}."
        ),
        "error_listed_as_team": (
            "It cannot become an individual discipline: tournaments list it among their team"
            " disciplines: {names}."
        ),
        "error_duplicate_choice": "The same choice is given more than once.",
        "error_team_one_club": "All team members must be of the same club.",
        "error_team_type_sex": "The members' sex does not match the team type.",
        "error_already_registered": "Already registered for this tournament.",
        "error_team_already_registered": (
            "The same team (same members, same type) is already registered in this category "
            "and discipline."
        ),
        "error_member_change_breaks_entries": (
            "This change would break the rules of entries in tournaments that are not "
            "archived: {entries}. Change or remove those entries first."
        ),
        "error_member_has_entries": (
            "The member cannot move to another club while entered in tournaments that are not "
            "archived: {entries}. Remove those entries first."
        ),
        "error_registration_closed": "Applications for this tournament are closed.",
        "error_registration_not_open_yet": "Applications for this tournament have not opened yet.",
        "error_registration_withdrawn": "This entry has already been withdrawn.",
        "error_other_club": "You may register your own club only.",
        "error_deduction_exists": "The club already has a deduction for this tournament.",
        "error_club_unavailable": "The club is blocked or deleted.",
        "deduction_range": "The deduction must be between 0 and 100.",
        "demo_title": "Demo federation",
        "duplicate_name": "This name is used more than once.",
    },
}

for _catalogues in (
    SHEET_MESSAGES,
    ELIGIBILITY_MESSAGES,
    NOTICE_MESSAGES,
    CLUB_STATE_MESSAGES,
    TEAM_MESSAGES,
    PAYMENT_MESSAGES,
    RESULT_MESSAGES,
    TATAMI_MESSAGES,
    SEASON_MESSAGES,
    ENTRY_LIMIT_MESSAGES,
    PRIVACY_MESSAGES,
    SECOND_FACTOR_MESSAGES,
):
    for _language, _texts in _catalogues.items():
        MESSAGES[_language].update(_texts)

CYRILLIC = "sr-Cyrl"
MESSAGES[CYRILLIC] = cyrillic_catalogue(MESSAGES[DEFAULT_LANGUAGE])

LANGUAGES = tuple(MESSAGES)


def language_of_tag(tag: str) -> str | None:
    """The catalogue of a language tag (``sr-Cyrl-RS`` → ``sr-Cyrl``, ``sr-Latn`` and ``sr-RS``
    → ``sr``, ``en-GB`` → ``en``), ``None`` for a language there is none of."""
    wanted = tag.strip().lower()
    for language in sorted(LANGUAGES, key=len, reverse=True):
        code = language.lower()
        if wanted == code or wanted.startswith(f"{code}-"):
            return language
    return None


class MessageTerm(str):
    """A value of a message that is itself a message key (a belt's name): translated into
    the message's language before it is filled in."""

    __slots__ = ()


class MessageParts(tuple[tuple[str, Mapping[str, object]], ...]):
    """A value of a message that is several messages (key and values each): each translated
    into the message's language, joined by spaces (every reason of one field)."""

    __slots__ = ()


def _written(value: object, language: str) -> object:
    """A message's value as ``language`` writes it: a ``MessageTerm`` translated, a date, a
    moment or a decimal number in the language's pattern (``local_formats``)."""
    if isinstance(value, MessageTerm):
        return translate(value, language)
    if isinstance(value, MessageParts):
        return " ".join(translate(key, language, values) for key, values in value)
    if isinstance(value, datetime):
        return printed_moment(value, language)
    if isinstance(value, date):
        return printed_date(value, language)
    if isinstance(value, Decimal):
        return printed_decimal(value, language)
    return value


def translate(
    key: str, language: str = DEFAULT_LANGUAGE, values: Mapping[str, object] | None = None
) -> str:
    """The message for ``key`` in ``language``, falling back to Serbian, then to the key;
    ``values`` fill its placeholders (``{entries}``), written as the language writes them
    (``_written``: terms and ``MessageParts`` translated, dates and decimals in the language's
    pattern)."""
    catalogue = MESSAGES.get(language, MESSAGES[DEFAULT_LANGUAGE])
    text = catalogue.get(key) or MESSAGES[DEFAULT_LANGUAGE].get(key, key)
    if not values:
        return text
    filled = {name: _written(value, language) for name, value in values.items()}
    return text.format_map(filled)

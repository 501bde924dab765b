"""Erasure of a person (docs/privacy.md, Erasure): what replaces their name, what is left of
their birth date, and how every copy of the name is rewritten.

The pseudonym is stable (the same person always gets the same one) and reveals nothing but
the person's kind and id, which their row keeps anyway: six hexadecimal digits of a digest
of both after the site's words for an erased person, ``Obrisano lice 7F3A0C`` / ``Erased
person 7F3A0C``.
It is stored in the name fields themselves, so every list, draw, result, invoice and history
line shows it with no special case.
"""

import hashlib
import re
from dataclasses import dataclass, replace
from datetime import date, datetime
from typing import Any, TypeVar

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.domain.errors import Conflict

PSEUDONYM_DIGITS = 6
ERASED_ENTRY = "error_person_erased_entry"
"""The message refusing to enter an erased person in a tournament."""


def pseudonym_code(person: PersonRef) -> str:
    """The person's stable code: hexadecimal capitals of a digest of kind and id."""
    digest = hashlib.sha256(f"fedreg erasure {person.kind} {person.id}".encode()).hexdigest()
    return digest[:PSEUDONYM_DIGITS].upper()


def ensure_not_erased(
    erased_at: datetime | None, message_key: str = "error_person_erased", field: str | None = None
) -> None:
    """An erased person (``erased_at`` set) takes no change and no new entry (409)."""
    if erased_at is not None:
        raise Conflict(message_key, field=field)


def year_only(born: date) -> date:
    """A birth date reduced to its year, as results and age categories need it: 1 January."""
    return date(born.year, 1, 1)


@dataclass(frozen=True, slots=True)
class Renaming:
    """A person's names (``first``, ``last``) and the pseudonym written over them
    (``new_first`` the site's words for an erased person, ``new_last`` the code)."""

    first: str
    last: str
    new_first: str
    new_last: str

    @property
    def new_name(self) -> str:
        return f"{self.new_first} {self.new_last}"

    @property
    def forms(self) -> tuple[str, ...]:
        """How a text may name the person: ``First Last`` (lists, history, invoices) and
        ``Last First`` (bank statements), as written and in capitals; longest first."""
        written = (f"{self.first} {self.last}", f"{self.last} {self.first}")
        every = (*written, *(form.upper() for form in written))
        return tuple(sorted(dict.fromkeys(every), key=len, reverse=True))

    def in_text(self, text: str) -> str:
        """``text`` with every form of the name replaced by the pseudonym."""
        for form in self.forms:
            text = text.replace(form, self.new_name)
        return text

    def names(self, text: str) -> bool:
        """Whether ``text`` names the person in one of the forms."""
        return any(form in text for form in self.forms)

    def in_team_lines(self, text: str) -> str:
        """A history line of a draw's or result's change, where a team goes by its members'
        last names (``Seniori · Kata: 1: Anić, Ilić: 41.00 → 41.20``, ``-Anić, Ilić``): the
        person's last name as one of them (after ``:``, ``,``, ``→``, ``+`` or ``-``, before
        ``,``, ``:``, `` →``, `` (`` or the end) replaced by the code; a namesake's ``Ana
        Anić`` is left."""
        before = r"(?:^|(?<=[:,→] )|(?<=[+\-]))"
        after = r"(?=$|,|:| →| \()"
        return re.sub(before + re.escape(self.last) + after, self.new_last, text)

    def in_last_names(self, names: str) -> str:
        """A team as a draw names it (last names, comma-separated) with the person's last
        name replaced by the code, once."""
        parts = names.split(", ")
        if self.last in parts:
            parts[parts.index(self.last)] = self.new_last
        return ", ".join(parts)


T = TypeVar("T", Member, Coach, Referee, Official)


def _erased(person: T, renaming: Renaming, at: datetime, **cleared: Any) -> T:
    """The person under the pseudonym, without a photo, erased ``at``, with ``cleared``."""
    return replace(
        person,
        first_name=renaming.new_first,
        last_name=renaming.new_last,
        avatar=None,
        erased_at=at,
        **cleared,
    )


def erased_member(member: Member, renaming: Renaming, at: datetime) -> Member:
    """What is kept of a member: the pseudonym, sex, belt, birth year, club and pay flags
    (the fees of their entries); photo, weight, medical date, licence number, nationality
    and the parental consent (the parent's name, its date, its scanned copy) go."""
    return _erased(
        member, renaming, at, born=year_only(member.born), weight_hg=None,
        medical_valid_until=None, licence_number=None, nationality=None,
        consent_date=None, consent_by=None, consent_document=None,
    )  # fmt: skip


def erased_coach(coach: Coach, renaming: Renaming, at: datetime) -> Coach:
    """What is kept of a coach: the pseudonym and the club."""
    return _erased(coach, renaming, at, no_certificate_wff="", no_fudokan_passport="")


def erased_referee(referee: Referee, renaming: Renaming, at: datetime) -> Referee:
    """What is kept of a referee: the pseudonym, the club, dan and rank (as a member's
    belt); the rank's free text and the certificate and passport numbers go."""
    return _erased(
        referee, renaming, at, rang_other="", no_certificate_wff="",
        no_referee_certificate_wff="", no_fudokan_passport="",
    )  # fmt: skip


def erased_official(official: Official, renaming: Renaming, at: datetime) -> Official:
    """What is kept of an official: the pseudonym and the club; the function (free text)
    goes."""
    return _erased(official, renaming, at, funct="")

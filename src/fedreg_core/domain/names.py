"""One rule for the names of people, clubs and users, for the API, the import and the CLI.

A name is kept in NFC with its spaces trimmed and every inner run of spaces made one
(``clean_name``). It may hold no control character (line breaks and tabs included), no
invisible formatting character (bidi overrides, isolates and marks, zero-width characters:
Unicode category Cf), no surrogate and no line or paragraph separator; and it may not begin
with a character that makes a spreadsheet cell a formula (``= + - @`` and their full-width
forms). Inside a name a hyphen or an apostrophe is fine: ``Ana-Marija``, ``O'Brien``.
"""

import re
import unicodedata
from dataclasses import replace
from typing import Any, ClassVar, Protocol, TypeVar

from fedreg_core.domain.entities import Club

FORMULA_STARTS = frozenset("=+-@＝＋－＠")
"""Characters that make a cell beginning with them a formula in a spreadsheet."""
HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
"""Control, format (bidi, zero-width), surrogate, line and paragraph separator characters."""

# Space separators (Unicode category Zs): a run of them becomes one space.
_SPACES = re.compile(r"[ \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+")


def clean_name(text: str) -> str:
    """``text`` in NFC, trimmed, inner runs of spaces made one; other characters kept as
    they are, so that the rule below sees them."""
    return _SPACES.sub(" ", unicodedata.normalize("NFC", text)).strip(" ")


def name_has_no_hidden_characters(text: str) -> bool:
    """No control, invisible formatting, surrogate or line separator character."""
    if text.isascii():
        return text.isprintable()
    return not any(unicodedata.category(c) in HIDDEN_CATEGORIES for c in text)


def name_does_not_start_a_formula(text: str) -> bool:
    """The first character after any leading blanks is none of ``FORMULA_STARTS``."""
    return text.lstrip()[:1] not in FORMULA_STARTS


class NamedPerson(Protocol):
    """A club's person as a dataclass: member, coach, referee or official."""

    __dataclass_fields__: ClassVar[dict[str, Any]]
    first_name: str
    last_name: str


PersonT = TypeVar("PersonT", bound=NamedPerson)


def person_with_clean_names(person: PersonT) -> PersonT:
    """A copy of ``person`` with clean first and last names."""
    return replace(
        person, first_name=clean_name(person.first_name), last_name=clean_name(person.last_name)
    )


def club_with_clean_names(club: Club) -> Club:
    """A copy of ``club`` with a clean name, short name and city."""
    return replace(
        club,
        name=clean_name(club.name),
        short_name=clean_name(club.short_name),
        city=clean_name(club.city),
    )

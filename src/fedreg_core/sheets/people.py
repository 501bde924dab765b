"""Each kind of a club's people as a sheet: its columns, its title, how a row becomes a person
and a person a row. Imports, exports and templates all use these."""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.folding import fold
from fedreg_core.ports.people_directory import KnownPerson, PeopleKind, Person
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.columns import (
    COACH_COLUMNS,
    MEMBER_COLUMNS,
    OFFICIAL_COLUMNS,
    REFEREE_COLUMNS,
    SheetColumn,
    in_variant,
)

PersonKey = tuple[str, str, date | None]
"""Who a person is for duplicate detection: first and last name without case and diacritics,
and the date of birth (members; the others have none)."""


def person_key(first_name: str, last_name: str, born: date | None) -> PersonKey:
    return fold(first_name), fold(last_name), born


def key_of(person: Person | KnownPerson) -> PersonKey:
    born = person.born if isinstance(person, Member | KnownPerson) else None
    return person_key(person.first_name, person.last_name, born)


@dataclass(frozen=True, slots=True)
class PeopleSheet:
    kind: PeopleKind
    title_key: str
    all_columns: tuple[SheetColumn, ...]
    make: Callable[..., Person]
    """The entity class: called with ``club_id`` and the columns' attributes."""

    def columns(self, variant: Variant) -> tuple[SheetColumn, ...]:
        """The columns of this kind in a variant (certificates are the WFF's only)."""
        return in_variant(self.all_columns, variant)

    def person(self, club_id: int, values: dict[str, object]) -> Person:
        return self.make(club_id=club_id, **values)

    def row(self, person: Person, columns: Sequence[SheetColumn], language: str) -> list[Cell]:
        return [column.write(getattr(person, column.attribute), language) for column in columns]


SHEETS: dict[PeopleKind, PeopleSheet] = {
    PeopleKind.MEMBERS: PeopleSheet(PeopleKind.MEMBERS, "sheet_members", MEMBER_COLUMNS, Member),
    PeopleKind.COACHES: PeopleSheet(PeopleKind.COACHES, "sheet_coaches", COACH_COLUMNS, Coach),
    PeopleKind.REFEREES: PeopleSheet(
        PeopleKind.REFEREES, "sheet_referees", REFEREE_COLUMNS, Referee
    ),
    PeopleKind.OFFICIALS: PeopleSheet(
        PeopleKind.OFFICIALS, "sheet_officials", OFFICIAL_COLUMNS, Official
    ),
}

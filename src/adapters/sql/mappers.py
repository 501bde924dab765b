"""Copy core entities to rows and back.

Entities and rows share their field names, so one ``RowMapper`` per entity kind does the work;
it also keeps lists of ids as link rows (``LinkList``) and value objects as flat columns
(``Embedded``).
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from sqlalchemy.orm import selectinload
from sqlalchemy.orm.interfaces import LoaderOption

from adapters.sql.models import (
    Base,
    CategoryRow,
    ClubDeductionRow,
    ClubRow,
    CoachRow,
    DisciplineCategoryRow,
    DisciplineRow,
    MemberRow,
    OfficialRow,
    PasswordResetRow,
    RefereeRow,
    SettingsRow,
    TournamentDisciplineRow,
    TournamentRow,
    TournamentTeamDisciplineRow,
    UserRow,
)
from fedreg_core.domain.entities import (
    Category,
    Club,
    ClubDeduction,
    Coach,
    Discipline,
    Member,
    Official,
    PasswordReset,
    Referee,
    Settings,
    Tournament,
    User,
)
from fedreg_core.fees import FeeSchedule


class Identified(Protocol):
    """A core entity: a dataclass whose ``id`` is ``None`` until stored."""

    __dataclass_fields__: ClassVar[dict[str, Any]]
    id: int | None


E = TypeVar("E", bound=Identified)
R = TypeVar("R", bound=Base)


@dataclass(frozen=True, slots=True)
class LinkList:
    """An entity's list of ids (``field``) kept as link rows of a row's ``relation``.

    ``key`` is the link-row column that holds the id. Updates keep the links that stay,
    delete the ones removed and add the new ones, so unchanged links keep their ids.
    """

    field: str
    relation: str
    link_row: type[Base]
    key: str

    def read(self, row: Base) -> list[int]:
        return [int(getattr(link, self.key)) for link in getattr(row, self.relation)]

    def sync(self, row: Base, ids: Iterable[int]) -> None:
        links = getattr(row, self.relation)
        wanted = list(dict.fromkeys(ids))
        for link in [link for link in links if getattr(link, self.key) not in wanted]:
            links.remove(link)
        present = {getattr(link, self.key) for link in links}
        links.extend(self.link_row(**{self.key: i}) for i in wanted if i not in present)

    def loader(self, row_class: type[Base]) -> LoaderOption:
        return selectinload(getattr(row_class, self.relation))


@dataclass(frozen=True, slots=True)
class Embedded:
    """A value-object ``field`` of the entity whose own fields are columns of the row."""

    field: str
    value_type: type[Any]

    @property
    def columns(self) -> list[str]:
        return [f.name for f in fields(self.value_type)]


class RowMapper(Generic[E, R]):
    """Maps one entity dataclass to one row class by field name.

    ``id`` is never copied onto a row (the database gives it); a ``None`` for a column
    with a default (``created_at``) leaves the stored or default value in place.
    """

    def __init__(
        self,
        entity: type[E],
        row: type[R],
        *,
        links: Sequence[LinkList] = (),
        embedded: Sequence[Embedded] = (),
    ) -> None:
        self.entity = entity
        self.row = row
        self.links = tuple(links)
        self.embedded = tuple(embedded)
        special = {link.field for link in links} | {value.field for value in embedded}
        self._fields = [f.name for f in fields(entity) if f.name not in special]
        table_columns = row.__table__.columns
        self._defaulted = {c.key for c in table_columns if c.default is not None}
        flat = [*self._fields, *(name for value in embedded for name in value.columns)]
        missing = [name for name in flat if name not in table_columns]
        if missing:
            raise TypeError(f"{row.__name__} has no columns {missing} of {entity.__name__}")

    def load_options(self) -> list[LoaderOption]:
        """Loader options that fetch every link list together with the rows."""
        return [link.loader(self.row) for link in self.links]

    def to_entity(self, row: R) -> E:
        return self.from_columns(row, **{link.field: link.read(row) for link in self.links})

    def from_columns(self, row: Any, **link_lists: list[int]) -> E:
        """The entity of a row, or of a Core result row whose columns are named like the
        row's; link lists (when the entity has any) are given by field name."""
        values: dict[str, Any] = {name: getattr(row, name) for name in self._fields}
        for value in self.embedded:
            parts = {name: getattr(row, name) for name in value.columns}
            values[value.field] = value.value_type(**parts)
        values.update(link_lists)
        return self.entity(**values)

    def to_row(self, entity: E) -> R:
        row = self.row()
        for link in self.links:  # a new row's collections must be set, not read
            setattr(row, link.relation, [])
        self.apply(entity, row)
        return row

    def apply(self, entity: E, row: R) -> None:
        """Copy the entity's values onto the row (all but ``id``)."""
        for name in self._fields:
            self._set(row, name, getattr(entity, name))
        for value in self.embedded:
            part = getattr(entity, value.field)
            for name in value.columns:
                self._set(row, name, getattr(part, name))
        for link in self.links:
            link.sync(row, getattr(entity, link.field))

    def _set(self, row: R, name: str, value: object) -> None:
        if name == "id" or (value is None and name in self._defaulted):
            return
        setattr(row, name, value)


USERS = RowMapper(User, UserRow)
PASSWORD_RESETS = RowMapper(PasswordReset, PasswordResetRow)
SETTINGS = RowMapper(Settings, SettingsRow)
CLUBS = RowMapper(Club, ClubRow)
MEMBERS = RowMapper(Member, MemberRow)
COACHES = RowMapper(Coach, CoachRow)
REFEREES = RowMapper(Referee, RefereeRow)
OFFICIALS = RowMapper(Official, OfficialRow)
CATEGORIES = RowMapper(Category, CategoryRow)
DISCIPLINES = RowMapper(
    Discipline,
    DisciplineRow,
    links=[LinkList("category_ids", "category_links", DisciplineCategoryRow, "category_id")],
)
TOURNAMENTS = RowMapper(
    Tournament,
    TournamentRow,
    links=[
        LinkList("discipline_ids", "discipline_links", TournamentDisciplineRow, "discipline_id"),
        LinkList(
            "team_discipline_ids",
            "team_discipline_links",
            TournamentTeamDisciplineRow,
            "discipline_id",
        ),
    ],
    embedded=[Embedded("fees", FeeSchedule)],
)
CLUB_DEDUCTIONS = RowMapper(ClubDeduction, ClubDeductionRow)

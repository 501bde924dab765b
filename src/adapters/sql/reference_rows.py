"""The statements for what a tournament's registrations refer to beside members and clubs:
the catalogue and the tournament's coaches, referees and officials, one statement each.

As in ``registration_rows``, each statement is built once (its values are bound parameters)
and has a ``NamedTuple`` record naming its columns in order (``in_order``); ``*_lines`` turn
its rows into records.
"""

from collections.abc import Iterable
from functools import cache
from typing import Any, NamedTuple

from sqlalchemy import String, false, null, select, type_coerce, union_all

from adapters.sql.models import (
    CategoryRow,
    CoachRow,
    DisciplineCategoryRow,
    DisciplineRow,
    OfficialRow,
    RefereeRow,
    TournamentCoachRow,
    TournamentOfficialRow,
    TournamentRefereeRow,
)
from adapters.sql.registration_rows import AnySelect, Scope, in_order, inline, new_record, of
from adapters.sql.serbian_order import serbian_order
from fedreg_core.domain.enums import DrawFormat, ForSex


class CatalogueLine(NamedTuple):
    """A discipline once per category it is offered in (kind ``DISCIPLINE``) or a category
    (``CATEGORY``: FALSE and NULL in the discipline's columns)."""

    kind: int
    id: int
    name: str
    no_pay: bool
    is_archived: bool
    always_pay: bool
    is_kata_a: bool
    is_kata_b: bool
    is_deleted: bool
    for_sex: ForSex | None
    min_weight_hg: int | None
    max_weight_hg: int | None
    draw_format: DrawFormat | None
    is_team: bool
    team_min_members: int | None
    team_max_members: int | None
    min_age: int | None
    max_age: int | None
    age_by: str | None
    min_belt: str | None
    max_belt: str | None
    category_id: int | None
    link_id: int | None


DISCIPLINE, CATEGORY = 0, 1
CATEGORY_LIMITS = ("min_age", "max_age", "age_by", "min_belt", "max_belt")


@cache
def catalogue() -> AnySelect:
    """Every discipline once per category it is offered in, then every category."""
    d, link, c = DisciplineRow, DisciplineCategoryRow, CategoryRow
    names = CatalogueLine._fields
    own = names[1 : names.index("min_age")]
    columns = {
        "kind": inline(DISCIPLINE),
        **{name: getattr(d, name) for name in own},
        **{name: null() for name in CATEGORY_LIMITS},
        "category_id": link.category_id,
        "link_id": link.id,
    }
    disciplines = select(*in_order(CatalogueLine, columns)).outerjoin(
        link, link.discipline_id == d.id
    )
    flags, nulls = [false()] * 4, [null()] * 4
    limits = [type_coerce(c.age_by, String), c.min_belt, c.max_belt]
    categories = select(
        inline(CATEGORY),
        c.id,
        c.name,
        c.no_pay,
        c.is_archived,
        *flags,
        *nulls,
        false(),
        *nulls[:2],
        c.min_age,
        c.max_age,
        *limits,
        *nulls[:2],
    )
    rows = union_all(disciplines, categories).subquery()
    return select(rows).order_by(rows.c.kind, rows.c.id, rows.c.link_id)


def catalogue_lines(rows: Iterable[Any]) -> list[CatalogueLine]:
    return [new_record(CatalogueLine, row) for row in rows]


class PersonLine(NamedTuple):
    """A coach, referee or official of the tournament (``kind``) with its person. Past the
    avatar each column is its kind's (typed as such) and NULL in the other kinds' rows:
    coaches the two numbers, referees all but ``funct``, officials ``funct``."""

    kind: int
    link_id: int
    link_club_id: int
    person_id: int
    person_club_id: int
    first_name: str
    last_name: str
    avatar: str | None
    no_certificate_wff: str
    no_fudokan_passport: str
    rang: str
    rang_other: str
    no_referee_certificate_wff: str
    dan: int
    funct: str


COACH, REFEREE, OFFICIAL = 0, 1, 2
KINDS: tuple[tuple[Any, Any, str], ...] = (
    (TournamentCoachRow, CoachRow, "coach_id"),
    (TournamentRefereeRow, RefereeRow, "referee_id"),
    (TournamentOfficialRow, OfficialRow, "official_id"),
)
"""Per kind, in kind order: the link row, the person row and the link's person column."""


_OWN = PersonLine._fields[PersonLine._fields.index("avatar") + 1 :]


def _own_type(name: str) -> Any:
    """The type of the kinds' column ``name`` (``rang`` as text)."""
    if name == "rang":
        return String
    return next(p.__table__.c[name].type for _, p, _ in KINDS if name in p.__table__.c)


def _own_columns(person: Any) -> dict[str, Any]:
    """The kind's columns of ``PersonLine`` past the avatar (``rang`` as text); the other
    kinds' as NULL, typed as theirs (a union of them reads that type)."""
    table = person.__table__.columns
    columns = {name: getattr(person, name) for name in _OWN if name in table}
    if "rang" in columns:
        columns["rang"] = type_coerce(person.rang, String)
    return {name: columns.get(name, type_coerce(null(), _own_type(name))) for name in _OWN}


def people_rows(scope: Scope) -> Any:
    """The tournament's coaches, referees and officials in ``scope`` (a subquery of
    ``PersonLine``'s columns, in no order)."""
    branches = []
    for kind, (link, person, column) in enumerate(KINDS):
        person_id = getattr(link, column)
        columns = {
            "kind": inline(kind),
            "link_id": link.id,
            "link_club_id": link.club_id,
            "person_id": person_id,
            "person_club_id": person.club_id,
            "first_name": person.first_name,
            "last_name": person.last_name,
            "avatar": person.avatar,
            **_own_columns(person),
        }
        branches.append(
            select(*in_order(PersonLine, columns))
            .join(person, person.id == person_id)
            .where(of(link, scope))
        )
    return union_all(*branches).subquery()


def people_order(rows: Any) -> list[Any]:
    """The order of ``people_rows``: coaches, then referees, then officials, each by last and
    first name."""
    c = rows.c
    return [c.kind, serbian_order(c.last_name), serbian_order(c.first_name), c.link_id]


@cache
def people(scope: Scope) -> AnySelect:
    """Coaches, then referees, then officials, each by last and first name."""
    rows = people_rows(scope)
    return select(rows).order_by(*people_order(rows))


def person_lines(rows: Iterable[Any]) -> list[PersonLine]:
    return [new_record(PersonLine, row) for row in rows]

"""The wide statements behind ``SqlRegistrationReads``: one per kind of thing, each joining
what it refers to, so a snapshot takes 6 statements however many registrations there are
(the catalogue and the tournament's people: ``reference_rows``; the tournament:
``tournament_views``).

Each statement has a record (a ``NamedTuple``) whose fields name its columns: ``in_order``
labels the columns and places them in the order of the record's fields, and ``*_lines`` turn
rows into records, so readers use names and only the statement's module knows the order.
Records are made straight from a row's values (``tuple.__new__``): a snapshot reads 30,000
of them, and a SQLAlchemy row's attribute access costs about ten times its index. Unions pad
the columns a branch lacks with NULL so that one statement carries rows of different shapes.

Every statement is built once (``functools.cache`` over its shape: a ``Scope``, a flag) and
its values travel as bound parameters (``params``): building a compound select costs more
than running it (docs/performance.md, "Statements are built once").
"""

from collections.abc import Iterable
from dataclasses import fields
from datetime import datetime
from enum import Enum
from functools import cache
from typing import Any, NamedTuple

from sqlalchemy import (
    Boolean,
    ColumnElement,
    Integer,
    Select,
    String,
    and_,
    bindparam,
    literal_column,
    null,
    select,
    type_coerce,
    union_all,
)

from adapters.sql.models import (
    ClubDeductionRow,
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    MemberRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
)
from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import EntryRule

AnySelect = Select[*tuple[Any, ...]]

new_record = tuple.__new__  # a row's values as a record, without going through its fields


def in_order(record: Any, columns: dict[str, Any]) -> list[Any]:
    """``columns`` labeled with their names, in the order of ``record``'s fields."""
    assert set(columns) == set(record._fields), set(columns) ^ set(record._fields)
    return [columns[name].label(name) for name in record._fields]


class Scope(Enum):
    """Which of a tournament's rows a statement reads: the parameter ``tournament_id``, and
    ``club_id`` (``CLUB``) or ``ids`` (``IDS``)."""

    TOURNAMENT = "every club's"
    CLUB = "one club's"
    IDS = "those with these ids"


def scope_of(club_id: int | None, ids: list[int] | None = None) -> Scope:
    return Scope.IDS if ids is not None else Scope.TOURNAMENT if club_id is None else Scope.CLUB


def params(
    tournament_id: int, club_id: int | None = None, ids: Iterable[int] | None = None
) -> dict[str, Any]:
    """The bound parameters of a statement of ``scope_of(club_id, ids)``."""
    values: dict[str, Any] = {"tournament_id": tournament_id}
    if ids is not None:
        values["ids"] = list(ids)
    elif club_id is not None:
        values["club_id"] = club_id
    return values


def of(row_class: Any, scope: Scope) -> ColumnElement[bool]:
    """The tournament's rows in ``scope``, as bound parameters."""
    mine: ColumnElement[bool] = row_class.tournament_id == bindparam("tournament_id", type_=Integer)
    if scope is Scope.IDS:
        mine = mine & row_class.id.in_(bindparam("ids", expanding=True, type_=Integer))
    elif scope is Scope.CLUB:
        mine = mine & (row_class.club_id == bindparam("club_id", type_=Integer))
    return mine


def rules_of(stored: str | None) -> tuple[EntryRule, ...]:
    """A registration's ``overridden_rules`` as stored ('AGE,MEDICAL'; '' for none)."""
    return tuple(EntryRule(rule) for rule in stored.split(",")) if stored else ()


def stored_rules(rules: Iterable[EntryRule]) -> str:
    return ",".join(rule.value for rule in rules)


def inline(value: int) -> ColumnElement[int]:
    """A constant written into the SQL (no parameter: PostgreSQL must know its type)."""
    return literal_column(str(value), Integer)


MEMBER_FIELDS = tuple(f.name for f in fields(Member))
"""``Member``'s fields; competitor and team rows name their columns ``member_`` + field."""
MEMBER_COLUMNS = {f"member_{f.name}": f.type for f in fields(Member) if f.name != "id"}
"""The member columns of a record besides ``member_id`` (which readers use by name): added
to the record's fields from the entity, so a new field of ``Member`` needs nothing here."""


def _member_columns() -> dict[str, Any]:
    return {f"member_{name}": getattr(MemberRow, name) for name in MEMBER_FIELDS}


def member(line: "CompetitorLine | TeamLine") -> Member:
    """The member of a competitor row or of a team's member row."""
    return Member(**{name: getattr(line, f"member_{name}") for name in MEMBER_FIELDS})


class CompetitorLine(NamedTuple):
    """A competitor registration with one of its entries (NULLs without any) and its member."""

    id: int
    club_id: int
    assigned_number: int | None
    created_at: datetime
    overridden_rules: str
    withdrawn_at: datetime | None
    category_id: int | None
    discipline_id: int  # NULL exactly when category_id is (read only after that check)
    entry_waiting: bool | None  # the entry is on the waiting list
    member_id: int
    __annotations__.update(MEMBER_COLUMNS)  # type: ignore[misc]


def competitor_rows(scope: Scope) -> tuple[AnySelect, list[Any]]:
    """One row per entry (or one with NULLs) and the columns that order them: by
    registration then entry."""
    r, e = CompetitorRegistrationRow, CompetitorEntryRow
    columns = {
        "id": r.id,
        "club_id": r.club_id,
        "assigned_number": r.assigned_number,
        "created_at": r.created_at,
        "overridden_rules": r.overridden_rules,
        "withdrawn_at": r.withdrawn_at,
        "category_id": e.category_id,
        "discipline_id": e.discipline_id,
        "entry_waiting": e.waiting,
        **_member_columns(),
    }
    statement = (
        select(*in_order(CompetitorLine, columns))
        .join(MemberRow, MemberRow.id == r.member_id)
        .outerjoin(e, e.registration_id == r.id)
        .where(of(r, scope))
    )
    return statement, [r.id, e.id]


@cache
def competitors(scope: Scope) -> AnySelect:
    """One row per entry (or one with NULLs), by registration then entry."""
    statement, order = competitor_rows(scope)
    return statement.order_by(*order)


def competitor_lines(rows: Iterable[Any]) -> list[CompetitorLine]:
    return [new_record(CompetitorLine, row) for row in rows]


class TeamLine(NamedTuple):
    """A team with one of its members (part ``TEAM_MEMBER``: the member columns) or of its
    entries (``TEAM_ENTRY``: category and discipline), or with NULLs when it has neither."""

    id: int
    club_id: int
    type: str
    no_pay: bool
    always_pays: bool
    created_at: datetime
    overridden_rules: str
    withdrawn_at: datetime | None
    part: int | None
    ord: int | None
    category_id: int | None
    discipline_id: int  # NULL exactly when category_id is (read only after that check)
    entry_waiting: bool | None  # an entry on the waiting list (NULL for a member)
    member_id: int
    __annotations__.update(MEMBER_COLUMNS)  # type: ignore[misc]


TEAM_MEMBER, TEAM_ENTRY = 0, 1


def team_rows(scope: Scope) -> tuple[AnySelect, list[Any]]:
    """Per team its members then its entries, and the columns that order them: by team, then
    members (by position) before entries (in id order)."""
    t, tm, te = TeamRegistrationRow, TeamMemberRow, TeamEntryRow
    mine = of(t, scope)
    members = (
        select(
            tm.team_id,
            inline(TEAM_MEMBER).label("part"),
            tm.position.label("ord"),
            type_coerce(null(), Integer).label("category_id"),
            type_coerce(null(), Integer).label("discipline_id"),
            type_coerce(null(), Boolean).label("entry_waiting"),
            *(column.label(name) for name, column in _member_columns().items()),
        )
        .join(t, t.id == tm.team_id)
        .join(MemberRow, MemberRow.id == tm.member_id)
        .where(mine)
    )
    padding = [null()] * len(MEMBER_FIELDS)
    entries = (
        select(
            te.team_id,
            inline(TEAM_ENTRY),
            te.id,
            te.category_id,
            te.discipline_id,
            te.waiting,
            *padding,
        )
        .join(t, t.id == te.team_id)
        .where(mine)
    )
    # computed once: without table statistics PostgreSQL may rerun it for every team
    parts = (
        union_all(members, entries).cte("parts").prefix_with("MATERIALIZED", dialect="postgresql")
    )
    columns = {
        "id": t.id,
        "club_id": t.club_id,
        "type": type_coerce(t.type, String),
        "no_pay": t.no_pay,
        "always_pays": t.always_pays,
        "created_at": t.created_at,
        "overridden_rules": t.overridden_rules,
        "withdrawn_at": t.withdrawn_at,
        **{column.key: column for column in list(parts.c)[1:]},
    }
    statement = (
        select(*in_order(TeamLine, columns)).outerjoin(parts, parts.c.team_id == t.id).where(mine)
    )
    return statement, [t.id, parts.c.part, parts.c.ord]


@cache
def teams(scope: Scope) -> AnySelect:
    """Per team its members (by position) then its entries (in id order)."""
    statement, order = team_rows(scope)
    return statement.order_by(*order)


def team_lines(rows: Iterable[Any]) -> list[TeamLine]:
    return [new_record(TeamLine, row) for row in rows]


@cache
def clubs(with_deductions: bool) -> AnySelect:
    """The clubs of the parameter ``club_ids`` (and, ``with_deductions``, every club with a
    deduction for the tournament), each with its deduction columns (NULL without one); read
    by the columns' names."""
    d = ClubDeductionRow
    tournament_id = bindparam("tournament_id", type_=Integer)
    wanted: ColumnElement[bool] = ClubRow.id.in_(
        bindparam("club_ids", expanding=True, type_=Integer)
    )
    if with_deductions:
        wanted = wanted | ClubRow.id.in_(select(d.club_id).where(d.tournament_id == tournament_id))
    return (
        select(*ClubRow.__table__.columns, d.id.label("deduction_id"), d.deduction)
        .outerjoin(d, and_(d.club_id == ClubRow.id, d.tournament_id == tournament_id))
        .where(wanted)
    )

"""The statements of ``entry_limits``: the limits, the entries of both kinds counted in
one statement (a union of competitor and team entries: their groups never mix, the total
counts both), the waiting list of each kind and the tickets that order it."""

from typing import Any

from sqlalchemy import (
    Integer,
    String,
    bindparam,
    case,
    delete,
    func,
    literal_column,
    null,
    or_,
    select,
    type_coerce,
    union_all,
    update,
)

from adapters.sql.models import (
    CategoryRow,
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    EntryLimitRow,
    MemberRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
)
from fedreg_core.domain.entry_limits import EntryKind

L, E, R = EntryLimitRow, CompetitorEntryRow, CompetitorRegistrationRow
TE, T, TM = TeamEntryRow, TeamRegistrationRow, TeamMemberRow

ALL_LIMITS = select(L).where(L.tournament_id == bindparam("t")).order_by(L.id)
_CATEGORIES: Any = bindparam("categories", expanding=True)
_DISCIPLINES: Any = bindparam("disciplines", expanding=True)
GROUP_LIMITS = ALL_LIMITS.where(
    or_(L.category_id.is_(None), L.category_id.in_(_CATEGORIES) & L.discipline_id.in_(_DISCIPLINES))
)
"""The total's row and the rows of the entry's categories × disciplines (for an entry into one
group: its row alone), so that entries into other groups take other locks."""
ALL_LOCKED = ALL_LIMITS.with_for_update()
GROUPS_LOCKED = GROUP_LIMITS.with_for_update()

HASH_PLANNED = {
    statement: statement.add_columns(func.set_config("enable_nestloop", "off", True))
    for statement in (ALL_LIMITS, ALL_LOCKED, GROUPS_LOCKED)
}
"""PostgreSQL: the limits read, and the rest of the transaction (the entries counted next)
planned without nested loops, in the same round trip (``SqlEntryLimitStore._rows``)."""


def _entries(groups: bool) -> Any:
    """Every entry of the tournament that holds a place or waits (a withdrawn one holds none);
    ``groups``: only those of the categories and disciplines bound."""

    def of(entry: Any, *where: Any) -> Any:
        if groups:
            where = (*where, entry.category_id.in_(_CATEGORIES))
            where = (*where, entry.discipline_id.in_(_DISCIPLINES))
        return where

    competitor = (
        select(E.category_id, E.discipline_id, E.waiting, E.ticket, R.club_id)
        .join(R, R.id == E.registration_id)
        .where(*of(E, R.tournament_id == bindparam("t"), R.withdrawn_at.is_(None)))
    )
    team = (
        select(TE.category_id, TE.discipline_id, TE.waiting, TE.ticket, T.club_id)
        .join(T, T.id == TE.team_id)
        .where(*of(TE, TE.tournament_id == bindparam("t"), T.withdrawn_at.is_(None)))
    )
    return union_all(competitor, team).subquery("entries")


def _counts(entries: Any) -> Any:
    n = entries.c
    return select(
        n.category_id,
        n.discipline_id,
        func.sum(case((n.waiting, 0), else_=1)).label("entered"),
        func.sum(case((n.club_id == bindparam("club"), 1), else_=0)).label("club"),
        func.sum(case((n.waiting, 1), else_=0)).label("waiting"),
        func.max(n.ticket).label("ticket"),
    ).group_by(n.category_id, n.discipline_id)


_ENTRIES = _entries(groups=False)
_N = _ENTRIES.c
COUNTS = _counts(_ENTRIES)
GROUP_COUNTS = _counts(_entries(groups=True))
"""``COUNTS`` of the bound categories × disciplines: what an entry without a total cap needs,
whatever the number of the tournament's other entries."""
HELD = select(_N.club_id, _N.category_id, _N.discipline_id, func.count().label("n")).group_by(
    _N.club_id, _N.category_id, _N.discipline_id
)
LAST_TICKET = select(func.coalesce(func.max(_N.ticket), 0))


def _waiting(entry: Any, registration: Any, owner: Any, kind: EntryKind, *names: Any) -> Any:
    """The waiting entries of one kind with their club's, category's and discipline's names
    and ``names`` (a competitor's; a team's are NULL)."""
    return (
        select(
            literal_column(f"'{kind.value}'", String).label("kind"),
            entry.id,
            entry.category_id,
            entry.discipline_id,
            func.coalesce(entry.ticket, 0).label("ticket"),
            registration.id.label("registration_id"),
            registration.club_id,
            ClubRow.name.label("club_name"),
            CategoryRow.name.label("category_name"),
            DisciplineRow.name.label("discipline_name"),
            *names,
        )
        .join(registration, owner)
        .join(ClubRow, ClubRow.id == registration.club_id)
        .join(CategoryRow, CategoryRow.id == entry.category_id)
        .join(DisciplineRow, DisciplineRow.id == entry.discipline_id)
        .where(
            registration.tournament_id == bindparam("t"),
            registration.withdrawn_at.is_(None),  # withdrawn past the deadline: waits no more
            entry.waiting,
        )
    )


_NO_NAME = type_coerce(null(), String)
_NO_ID = type_coerce(null(), Integer)
WAITING = union_all(
    _waiting(
        E, R, R.id == E.registration_id, EntryKind.COMPETITOR,
        MemberRow.first_name.label("first_name"), MemberRow.last_name.label("last_name"),
        MemberRow.id.label("member_id"),
    ).join(MemberRow, MemberRow.id == R.member_id),
    _waiting(
        TE, T, T.id == TE.team_id, EntryKind.TEAM,
        _NO_NAME.label("first_name"), _NO_NAME.label("last_name"), _NO_ID.label("member_id"),
    ),
)  # fmt: skip
"""The waiting entries of both kinds; teams are named by ``WAITING_TEAM_MEMBERS``."""
WAITING_TEAM_MEMBERS = (
    select(TM.team_id, TM.position, TM.member_id, MemberRow.first_name, MemberRow.last_name)
    .join(MemberRow, MemberRow.id == TM.member_id)
    .where(TM.team_id.in_(select(TE.team_id).where(TE.tournament_id == bindparam("t"), TE.waiting)))
    .order_by(TM.team_id, TM.position)
)


def _mark(entry: Any, owner: Any) -> Any:
    ticket: Any = bindparam("ticket")
    where = (owner, entry.category_id == bindparam("c"), entry.discipline_id == bindparam("d"))
    return update(entry).where(*where).values(waiting=True, ticket=ticket)


def _promote(entry: Any) -> Any:
    return update(entry).where(entry.id.in_(bindparam("ids", expanding=True))).values(waiting=False)


def _remove(entry: Any) -> Any:
    return delete(entry).where(entry.id == bindparam("id"), entry.waiting)


MARK_WAITING = {
    EntryKind.COMPETITOR: _mark(E, E.registration_id == bindparam("r")),
    EntryKind.TEAM: _mark(TE, TE.team_id == bindparam("r")),
}
PROMOTE = {EntryKind.COMPETITOR: _promote(E), EntryKind.TEAM: _promote(TE)}
REMOVE = {EntryKind.COMPETITOR: _remove(E), EntryKind.TEAM: _remove(TE)}

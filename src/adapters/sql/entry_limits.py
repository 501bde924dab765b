"""Caps, club quotas and the waiting list of competitor entries (``ports.entry_limits``). An
entry withdrawn after the withdrawal deadline (kept, billable, not drawn) holds no place.

Entries lock the limit rows of their groups and the total's row (``FOR UPDATE``, in id
order; SQLite renders no lock and runs one writer at a time), then count: entries made at
once are counted one after the other. Limits change in place, so an entry waiting for a
row's lock reads the row as changed.
"""

from collections import Counter
from typing import Any

from sqlalchemy import bindparam, case, delete, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import (
    CategoryRow,
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    EntryLimitRow,
    MemberRow,
)
from fedreg_core.domain.entry_limits import (
    EntryCounts,
    EntryLimits,
    Group,
    WaitingEntry,
)
from fedreg_core.ports.entry_limits import Locked, WaitingRow

L, E, R = EntryLimitRow, CompetitorEntryRow, CompetitorRegistrationRow

_ALL_LIMITS = select(L).where(L.tournament_id == bindparam("t")).order_by(L.id)
_GROUP_LIMITS = _ALL_LIMITS.where(
    or_(L.category_id.is_(None), L.category_id.in_(bindparam("categories", expanding=True)))
)
_ALL_LOCKED = _ALL_LIMITS.with_for_update()
_GROUPS_LOCKED = _GROUP_LIMITS.with_for_update()
_COUNTS = (
    select(
        E.category_id,
        E.discipline_id,
        func.sum(case((E.waiting, 0), else_=1)).label("entered"),
        func.sum(case((R.club_id == bindparam("club"), 1), else_=0)).label("club"),
        func.sum(case((E.waiting, 1), else_=0)).label("waiting"),
    )
    .join(R, R.id == E.registration_id)
    .where(R.tournament_id == bindparam("t"), R.withdrawn_at.is_(None))
    .group_by(E.category_id, E.discipline_id)
)
_HELD = (
    select(R.club_id, E.category_id, E.discipline_id, func.count().label("n"))
    .join(R, R.id == E.registration_id)
    .where(R.tournament_id == bindparam("t"), R.withdrawn_at.is_(None))
    .group_by(R.club_id, E.category_id, E.discipline_id)
)
_WAITING = (
    select(
        E.id,
        E.category_id,
        E.discipline_id,
        R.id.label("registration_id"),
        R.club_id,
        MemberRow.first_name,
        MemberRow.last_name,
        ClubRow.name.label("club_name"),
        CategoryRow.name.label("category_name"),
        DisciplineRow.name.label("discipline_name"),
    )
    .join(R, R.id == E.registration_id)
    .join(MemberRow, MemberRow.id == R.member_id)
    .join(ClubRow, ClubRow.id == R.club_id)
    .join(CategoryRow, CategoryRow.id == E.category_id)
    .join(DisciplineRow, DisciplineRow.id == E.discipline_id)
    .where(R.tournament_id == bindparam("t"), E.waiting)
    .order_by(E.id)
)
_MARK_WAITING = (
    update(E)
    .where(
        E.registration_id == bindparam("r"),
        E.category_id == bindparam("c"),
        E.discipline_id == bindparam("d"),
    )
    .values(waiting=True)
)
_PROMOTE = update(E).where(E.id.in_(bindparam("ids", expanding=True))).values(waiting=False)
_REMOVE = delete(E).where(E.id == bindparam("id"), E.waiting)


def limits_of(rows: list[EntryLimitRow]) -> EntryLimits:
    total = next((r.cap for r in rows if r.category_id is None), None)
    grouped = [r for r in rows if r.category_id is not None and r.discipline_id is not None]
    caps = {(r.category_id, r.discipline_id): r.cap for r in grouped if r.cap is not None}
    quotas = {(r.category_id, r.discipline_id): r.quota for r in grouped if r.quota is not None}
    return EntryLimits(total, caps, quotas)  # type: ignore[arg-type]


def _wanted_rows(limits: EntryLimits) -> dict[tuple[int | None, int | None], tuple[Any, Any]]:
    """(category, discipline) -> (cap, quota); (None, None) holds the total."""
    keys: dict[tuple[int | None, int | None], tuple[Any, Any]] = {}
    if limits.total is not None:
        keys[(None, None)] = (limits.total, None)
    for group in {*limits.caps, *limits.quotas}:
        keys[group] = (limits.caps.get(group), limits.quotas.get(group))
    return keys


class SqlEntryLimitStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def _rows(self, statement: Any, values: dict[str, Any]) -> list[EntryLimitRow]:
        return list(await self.session.scalars(statement, values))

    async def limits(self, tournament_id: int) -> EntryLimits:
        return limits_of(await self._rows(_ALL_LIMITS, {"t": tournament_id}))

    async def locked(
        self, tournament_id: int, club_id: int | None, groups: list[Group] | None
    ) -> Locked:
        values: dict[str, Any] = {"t": tournament_id}
        statement = _ALL_LOCKED
        if groups is not None:
            statement, values["categories"] = _GROUPS_LOCKED, sorted({c for c, _ in groups})
        rows = await self._rows(statement, values)
        wanted = None if groups is None else set(groups)
        kept = [
            r
            for r in rows
            if wanted is None or r.category_id is None or (r.category_id, r.discipline_id) in wanted
        ]
        return await self._counted(tournament_id, club_id, limits_of(kept), every=groups is None)

    async def counted(self, tournament_id: int, club_id: int | None) -> Locked:
        return await self._counted(tournament_id, club_id, await self.limits(tournament_id))

    async def _counted(
        self, tournament_id: int, club_id: int | None, limits: EntryLimits, every: bool = False
    ) -> Locked:
        """The entries counted (one statement) when the tournament has limits, or ``every``
        time (limits replaced, places freed: waiting entries may outlive their limits)."""
        if not (limits.any or every):
            return Locked(limits, EntryCounts())
        values = {"t": tournament_id, "club": club_id or -1}
        entered: Counter[Group] = Counter()
        club: Counter[Group] = Counter()
        waiting: Counter[Group] = Counter()
        for row in await self.session.execute(_COUNTS, values):
            group = (row.category_id, row.discipline_id)
            entered[group], club[group], waiting[group] = row.entered, row.club, row.waiting
        return Locked(limits, EntryCounts(entered, entered.total(), club, waiting))

    async def held(self, tournament_id: int) -> Counter[tuple[int, Group]]:
        rows = await self.session.execute(_HELD, {"t": tournament_id})
        return Counter({(r.club_id, (r.category_id, r.discipline_id)): r.n for r in rows})

    async def save(self, tournament_id: int, limits: EntryLimits) -> None:
        rows = await self._rows(_ALL_LOCKED, {"t": tournament_id})
        wanted = _wanted_rows(limits)
        for row in rows:
            key = (row.category_id, row.discipline_id)
            if key in wanted:
                row.cap, row.quota = wanted.pop(key)
            else:
                await self.session.delete(row)
        for (category_id, discipline_id), (cap, quota) in wanted.items():
            self.session.add(EntryLimitRow(
                tournament_id=tournament_id, category_id=category_id,
                discipline_id=discipline_id, cap=cap, quota=quota,
            ))  # fmt: skip
        await self.session.flush()

    async def _execute(self, statement: Any, values: Any) -> None:
        """A Core statement on the session's connection, after what the session holds."""
        await self.session.flush()
        await (await self.session.connection()).execute(statement, values)

    async def mark_waiting(self, registration_id: int, groups: list[Group]) -> None:
        values = [{"r": registration_id, "c": c, "d": d} for c, d in groups]
        await self._execute(_MARK_WAITING, values)

    async def waiting(self, tournament_id: int) -> list[WaitingRow]:
        rows = await self.session.execute(_WAITING, {"t": tournament_id})
        return [
            WaitingRow(
                WaitingEntry(r.id, r.club_id, (r.category_id, r.discipline_id)),
                r.registration_id,
                f"{r.first_name} {r.last_name}",
                r.club_name,
                r.category_name,
                r.discipline_name,
            )
            for r in rows
        ]

    async def promote(self, entry_ids: list[int]) -> None:
        if entry_ids:
            await self._execute(_PROMOTE, {"ids": entry_ids})

    async def remove(self, entry_id: int) -> None:
        await self._execute(_REMOVE, {"id": entry_id})

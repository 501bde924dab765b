"""Caps, club quotas and the waiting list of competitor and team entries
(``ports.entry_limits``). An entry withdrawn after the withdrawal deadline (kept, billable,
not drawn) holds no place.

Entries lock the limit rows of their own groups and the total's row (``FOR UPDATE``, in id
order; SQLite renders no lock and runs one writer at a time), then count: entries made at
once are counted one after the other, and entries into different groups (without a total
cap) queue apart and count their own groups alone. Limits change in place, so an entry
waiting for a row's lock reads the row as changed. A waiting entry takes the ticket after the
last one counted under that lock: every entry that may wait on the total cap holds the
total's row and counts every entry, so the tickets order arrivals across both kinds where
they compete (docs/entries.md).
"""

from collections import Counter, defaultdict
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql import entry_limit_queries as q
from adapters.sql.models import EntryLimitRow
from fedreg_core.domain.entry_limits import (
    EntryCounts,
    EntryKey,
    EntryKind,
    EntryLimits,
    Group,
    WaitingEntry,
)
from fedreg_core.ports.entry_limits import Locked, WaitingRow


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
        self._last_ticket: dict[int, int] = {}
        """The last ticket among the entries counted under the locks held, per tournament:
        the next waiting entry's ticket follows it without reading the entries again."""

    async def _rows(self, statement: Any, values: dict[str, Any]) -> list[EntryLimitRow]:
        """The limit rows. On PostgreSQL the same statement also plans the rest of the
        transaction without nested loops (``set_config``, local to it), for the counts over the
        tournament's entries joined to their registrations that follow: a new tournament's
        id is in no statistics yet, so the planner takes its registrations for a handful and
        may read them all again for every entry counted (364 ms for 5,000 entries instead of
        3 ms, docs/performance.md); a hash join reads each table once whatever the statistics.
        The entry's later statements write single rows, which no join plan touches."""
        if self.session.get_bind().dialect.name != "postgresql":
            return list(await self.session.scalars(statement, values))
        return [row[0] for row in await self.session.execute(q.HASH_PLANNED[statement], values)]

    async def limits(self, tournament_id: int) -> EntryLimits:
        return limits_of(await self._rows(q.ALL_LIMITS, {"t": tournament_id}))

    async def locked(
        self, tournament_id: int, club_id: int | None, groups: list[Group] | None
    ) -> Locked:
        if groups is None:
            limits = limits_of(await self._rows(q.ALL_LOCKED, {"t": tournament_id}))
            return await self._counted(tournament_id, club_id, limits, every=True)
        chosen = {
            "categories": sorted({c for c, _ in groups}),
            "disciplines": sorted({d for _, d in groups}),
        }
        rows = await self._rows(q.GROUPS_LOCKED, {"t": tournament_id, **chosen})
        wanted = set(groups)
        kept = [
            r for r in rows if r.category_id is None or (r.category_id, r.discipline_id) in wanted
        ]
        limits = limits_of(kept)
        if limits.total is not None:  # the total counts every entry of the tournament
            return await self._counted(tournament_id, club_id, limits)
        return await self._counted(tournament_id, club_id, limits, chosen=chosen)

    async def counted(self, tournament_id: int, club_id: int | None) -> Locked:
        return await self._counted(tournament_id, club_id, await self.limits(tournament_id))

    async def _counted(
        self,
        tournament_id: int,
        club_id: int | None,
        limits: EntryLimits,
        every: bool = False,
        chosen: dict[str, list[int]] | None = None,
    ) -> Locked:
        """The entries counted (one statement) when the tournament has limits, or ``every``
        time (limits replaced, places freed: waiting entries may outlive their limits);
        ``chosen``: only those of these categories and disciplines (their total then unknown)."""
        if not (limits.any or every):
            return Locked(limits, EntryCounts())
        values = {"t": tournament_id, "club": club_id or -1, **(chosen or {})}
        entered: Counter[Group] = Counter()
        club: Counter[Group] = Counter()
        waiting: Counter[Group] = Counter()
        statement = q.COUNTS if chosen is None else q.GROUP_COUNTS
        last_ticket = 0
        for row in await self.session.execute(statement, values):
            group = (row.category_id, row.discipline_id)
            entered[group], club[group], waiting[group] = row.entered, row.club, row.waiting
            last_ticket = max(last_ticket, row.ticket or 0)
        self._last_ticket[tournament_id] = last_ticket
        return Locked(limits, EntryCounts(entered, entered.total(), club, waiting))

    async def held(self, tournament_id: int) -> Counter[tuple[int, Group]]:
        rows = await self.session.execute(q.HELD, {"t": tournament_id})
        return Counter({(r.club_id, (r.category_id, r.discipline_id)): r.n for r in rows})

    async def save(self, tournament_id: int, limits: EntryLimits) -> None:
        rows = await self._rows(q.ALL_LOCKED, {"t": tournament_id})
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

    async def mark_waiting(
        self, tournament_id: int, kind: EntryKind, registration_id: int, groups: list[Group]
    ) -> None:
        await self.session.flush()
        last = self._last_ticket.get(tournament_id)
        if last is None:
            last = await self.session.scalar(q.LAST_TICKET, {"t": tournament_id}) or 0
        first = int(last) + 1
        values = [
            {"r": registration_id, "c": c, "d": d, "ticket": first + n}
            for n, (c, d) in enumerate(groups)
        ]
        self._last_ticket[tournament_id] = first + len(groups) - 1
        await self._execute(q.MARK_WAITING[kind], values)

    async def waiting(self, tournament_id: int) -> list[WaitingRow]:
        """1 statement, and 1 more naming the teams when one waits."""
        values = {"t": tournament_id}
        rows = list(await self.session.execute(q.WAITING, values))
        names: defaultdict[int, list[str]] = defaultdict(list)
        member_ids: defaultdict[int, list[int]] = defaultdict(list)
        if any(r.kind == EntryKind.TEAM for r in rows):
            for m in await self.session.execute(q.WAITING_TEAM_MEMBERS, values):
                names[m.team_id].append(f"{m.first_name} {m.last_name}")
                member_ids[m.team_id].append(m.member_id)
        found = [
            _waiting_row(r, ", ".join(names[r.registration_id]), member_ids[r.registration_id])
            if r.kind == EntryKind.TEAM
            else _waiting_row(r, f"{r.first_name} {r.last_name}", [r.member_id])
            for r in rows
        ]
        return sorted(found, key=lambda row: row.entry.arrival)

    async def promote(self, entries: list[EntryKey]) -> None:
        for kind in EntryKind:
            ids = [entry_id for of_kind, entry_id in entries if of_kind == kind]
            if ids:
                await self._execute(q.PROMOTE[kind], {"ids": ids})

    async def remove(self, entry: EntryKey) -> None:
        kind, entry_id = entry
        await self._execute(q.REMOVE[kind], {"id": entry_id})


def _waiting_row(row: Any, name: str, member_ids: list[int]) -> WaitingRow:
    group = (row.category_id, row.discipline_id)
    entry = WaitingEntry(row.id, row.club_id, group, EntryKind(row.kind), row.ticket)
    names = (row.category_name, row.discipline_name)
    return WaitingRow(entry, row.registration_id, name, row.club_name, *names, tuple(member_ids))

"""In-memory caps, quotas and waiting list over the fake database's competitor and team
entries.

A waiting entry is kept as (kind, registration or team, group) with an arrival number: its
``entry_id`` and its ticket."""

from collections import Counter
from itertools import count
from typing import TYPE_CHECKING

from fedreg_core.domain.entities import CompetitorRegistration, TeamRegistration
from fedreg_core.domain.entry_limits import (
    EntryCounts,
    EntryKey,
    EntryKind,
    EntryLimits,
    Group,
    WaitingEntry,
)
from fedreg_core.ports.entry_limits import Locked, WaitingRow

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase

Entry = tuple[EntryKind, int, int, Group]
"""(kind, registration or team, club, group)."""


class FakeEntryLimitStore:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.by_tournament: dict[int, EntryLimits] = {}
        self.waits: dict[tuple[EntryKind, int, Group], int] = {}
        self._numbers = count(1)

    def _registrations(
        self, kind: EntryKind, tournament_id: int
    ) -> list[CompetitorRegistration] | list[TeamRegistration]:
        if kind == EntryKind.TEAM:
            return self.db.team_registrations.where(tournament_id=tournament_id)
        return self.db.competitor_registrations.where(tournament_id=tournament_id)

    def _entries(self, tournament_id: int) -> list[Entry]:
        """Every entry of the tournament that holds a place (an entry withdrawn after the
        deadline holds none)."""
        return [
            (kind, r.id, r.club_id, (c.category_id, d))
            for kind in EntryKind
            for r in self._registrations(kind, tournament_id)
            if r.id is not None and r.withdrawn_at is None
            for c in r.categories
            for d in c.discipline_ids
        ]

    async def limits(self, tournament_id: int) -> EntryLimits:
        return self.by_tournament.get(tournament_id, EntryLimits())

    async def locked(
        self, tournament_id: int, club_id: int | None, groups: list[Group] | None
    ) -> Locked:
        entries = self._entries(tournament_id)
        entered = Counter(g for k, r, _, g in entries if (k, r, g) not in self.waits)
        club = Counter(g for _, _, c, g in entries if c == club_id)
        waiting = Counter(g for k, r, _, g in entries if (k, r, g) in self.waits)
        counts = EntryCounts(entered, entered.total(), club, waiting)
        return Locked(await self.limits(tournament_id), counts)

    async def counted(self, tournament_id: int, club_id: int | None) -> Locked:
        return await self.locked(tournament_id, club_id, None)

    async def held(self, tournament_id: int) -> Counter[tuple[int, Group]]:
        return Counter((c, g) for _, _, c, g in self._entries(tournament_id))

    async def save(self, tournament_id: int, limits: EntryLimits) -> None:
        self.by_tournament[tournament_id] = limits

    async def mark_waiting(
        self, tournament_id: int, kind: EntryKind, registration_id: int, groups: list[Group]
    ) -> None:
        for group in groups:
            self.waits[(kind, registration_id, group)] = next(self._numbers)

    def _member_ids(self, kind: EntryKind, registration_id: int) -> list[int]:
        if kind == EntryKind.TEAM:
            return list(self.db.team_registrations.by_id()[registration_id].member_ids)
        return [self.db.competitor_registrations.by_id()[registration_id].member_id]

    async def waiting(self, tournament_id: int) -> list[WaitingRow]:
        rows = []
        for kind, registration_id, club_id, group in self._entries(tournament_id):
            number = self.waits.get((kind, registration_id, group))
            if number is not None:
                club = self.db.clubs.by_id()[club_id]
                entry = WaitingEntry(number, club_id, group, kind, number)
                category = self.db.categories.by_id()[group[0]].name
                discipline = self.db.disciplines.by_id()[group[1]].name
                ids = self._member_ids(kind, registration_id)
                members = self.db.members.by_id()
                name = ", ".join(f"{members[i].first_name} {members[i].last_name}" for i in ids)
                names = (club.name, category, discipline)
                rows.append(WaitingRow(entry, registration_id, name, *names, tuple(ids)))
        return sorted(rows, key=lambda row: row.entry.arrival)

    async def promote(self, entries: list[EntryKey]) -> None:
        self.waits = {key: n for key, n in self.waits.items() if (key[0], n) not in entries}

    async def remove(self, entry: EntryKey) -> None:
        for (kind, registration_id, (category_id, discipline_id)), number in list(
            self.waits.items()
        ):
            if (kind, number) == entry:
                del self.waits[(kind, registration_id, (category_id, discipline_id))]
                repository = (
                    self.db.team_registrations
                    if kind == EntryKind.TEAM
                    else self.db.competitor_registrations
                )
                registration = repository.by_id()[registration_id]
                for found in registration.categories:
                    if found.category_id == category_id and discipline_id in found.discipline_ids:
                        found.discipline_ids.remove(discipline_id)
                await repository.update(registration)  # type: ignore[arg-type]

"""In-memory caps, quotas and waiting list over the fake database's competitor entries.

A waiting entry is kept as (registration, group) with an arrival number, its ``entry_id``."""

from collections import Counter
from itertools import count
from typing import TYPE_CHECKING

from fedreg_core.domain.entry_limits import EntryCounts, EntryLimits, Group, WaitingEntry
from fedreg_core.ports.entry_limits import Locked, WaitingRow

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase


class FakeEntryLimitStore:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.by_tournament: dict[int, EntryLimits] = {}
        self.waits: dict[tuple[int, Group], int] = {}
        self._numbers = count(1)

    def _entries(self, tournament_id: int) -> list[tuple[int, int, Group]]:
        """(registration, club, group) of every entry of the tournament that holds a place
        (an entry withdrawn after the deadline holds none)."""
        rows = self.db.competitor_registrations.where(tournament_id=tournament_id)
        return [
            (r.id, r.club_id, (c.category_id, d))
            for r in rows
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
        entered = Counter(g for r, _, g in entries if (r, g) not in self.waits)
        club = Counter(g for _, c, g in entries if c == club_id)
        waiting = Counter(g for r, _, g in entries if (r, g) in self.waits)
        counts = EntryCounts(entered, entered.total(), club, waiting)
        return Locked(await self.limits(tournament_id), counts)

    async def counted(self, tournament_id: int, club_id: int | None) -> Locked:
        return await self.locked(tournament_id, club_id, None)

    async def held(self, tournament_id: int) -> Counter[tuple[int, Group]]:
        return Counter((c, g) for _, c, g in self._entries(tournament_id))

    async def save(self, tournament_id: int, limits: EntryLimits) -> None:
        self.by_tournament[tournament_id] = limits

    async def mark_waiting(self, registration_id: int, groups: list[Group]) -> None:
        for group in groups:
            self.waits[(registration_id, group)] = next(self._numbers)

    async def waiting(self, tournament_id: int) -> list[WaitingRow]:
        rows = []
        for registration_id, club_id, group in self._entries(tournament_id):
            number = self.waits.get((registration_id, group))
            if number is not None:
                member_id = self.db.competitor_registrations.by_id()[registration_id].member_id
                member = self.db.members.by_id()[member_id]
                club = self.db.clubs.by_id()[club_id]
                name = f"{member.first_name} {member.last_name}"
                entry = WaitingEntry(number, club_id, group)
                category = self.db.categories.by_id()[group[0]].name
                discipline = self.db.disciplines.by_id()[group[1]].name
                row = WaitingRow(entry, registration_id, name, club.name, category, discipline)
                rows.append(row)
        return sorted(rows, key=lambda row: row.entry.entry_id)

    async def promote(self, entry_ids: list[int]) -> None:
        self.waits = {key: n for key, n in self.waits.items() if n not in entry_ids}

    async def remove(self, entry_id: int) -> None:
        for (registration_id, (category_id, discipline_id)), number in list(self.waits.items()):
            if number == entry_id:
                del self.waits[(registration_id, (category_id, discipline_id))]
                registration = self.db.competitor_registrations.by_id()[registration_id]
                for entry in registration.categories:
                    if entry.category_id == category_id and discipline_id in entry.discipline_ids:
                        entry.discipline_ids.remove(discipline_id)
                await self.db.competitor_registrations.update(registration)

"""Caps, club quotas and the waiting list of a tournament's entries (competitors' and
teams'), as stored.

``locked`` takes the locks of the limited groups before it counts (on PostgreSQL the rows
of the limits, in id order; SQLite runs one writer at a time), so that entries made at
once are counted one after the other and a cap is never passed by one.
"""

from collections import Counter
from dataclasses import dataclass
from typing import Protocol

from fedreg_core.domain.entry_limits import (
    EntryCounts,
    EntryKey,
    EntryKind,
    EntryLimits,
    Group,
    WaitingEntry,
)


@dataclass(frozen=True, slots=True)
class Locked:
    """The limits of the groups asked for (and the tournament's total), locked, and the
    entries counted after the lock."""

    limits: EntryLimits
    counts: EntryCounts


@dataclass(frozen=True, slots=True)
class WaitingRow:
    """A waiting entry as the admin's list shows it; ``registration_id``: the competitor's
    registration or the team; ``member_name``: the competitor, or the team's members."""

    entry: WaitingEntry
    registration_id: int
    member_name: str
    club_name: str
    category_name: str = ""
    discipline_name: str = ""
    member_ids: tuple[int, ...] = ()
    """The competitor, or the team's members (as ``member_name`` names them)."""


class EntryLimitStore(Protocol):
    async def limits(self, tournament_id: int) -> EntryLimits:
        """Every limit of the tournament, unlocked (forms, the entry dialog)."""
        ...

    async def locked(
        self, tournament_id: int, club_id: int | None, groups: list[Group] | None
    ) -> Locked:
        """Lock the limits of ``groups`` and the total (``None``: every limit), then count
        the entries of both kinds (``club_id``'s per group, waiting ones too); with
        ``groups``, counts are left empty when none of them is limited."""
        ...

    async def counted(self, tournament_id: int, club_id: int | None) -> Locked:
        """``locked``'s answer for every limit, without a lock (reads)."""
        ...

    async def held(self, tournament_id: int) -> Counter[tuple[int, Group]]:
        """Entries per club and group, waiting ones too."""
        ...

    async def save(self, tournament_id: int, limits: EntryLimits) -> None:
        """Replace the tournament's limits."""
        ...

    async def mark_waiting(
        self, tournament_id: int, kind: EntryKind, registration_id: int, groups: list[Group]
    ) -> None:
        """The registration's (``kind``: a competitor's or a team's) entries of ``groups``
        wait, each with the tournament's next ticket (its place in arrival order); called
        under the lock ``locked`` took."""
        ...

    async def waiting(self, tournament_id: int) -> list[WaitingRow]:
        """The waiting list, first come first."""
        ...

    async def promote(self, entries: list[EntryKey]) -> None:
        """The entries stop waiting."""
        ...

    async def remove(self, entry: EntryKey) -> None:
        """A waiting entry is removed (its registration keeps its other entries)."""
        ...

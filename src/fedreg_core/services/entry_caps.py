"""Caps, club quotas and the waiting list in the entry use cases (docs/entries.md, "Caps,
quotas and the waiting list"): new entries take a place or wait, a freed place goes to the
first in line, in the caller's unit of work."""

from dataclasses import dataclass

from fedreg_core.domain.entities import CategoryEntry, Tournament, User
from fedreg_core.domain.entry_limits import (
    EntryKind,
    Group,
    check_quotas,
    to_promote,
    waiting_groups,
)
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.entry_limits import WaitingRow
from fedreg_core.ports.unit_of_work import EntriesWork, LimitWork
from fedreg_core.services.notices import entries_changed
from fedreg_core.services.registration_access import members_named, write_history
from fedreg_core.services.withdrawal import R, Withdrawable, withdraw


def groups_of(categories: list[CategoryEntry]) -> list[Group]:
    return [(c.category_id, d) for c in categories for d in c.discipline_ids]


async def place_entries(
    uow: EntriesWork, tournament_id: int, club_id: int, groups: list[Group]
) -> list[Group]:
    """Before new entries (a competitor's or a team's) are stored: the groups among
    ``groups`` whose entries wait (past a cap); ``RuleBroken`` on ``categories`` past the
    club's quota. Holds the groups' locks until the caller's unit of work ends: take them
    before any other lock of the entry (members, the club's counters)."""
    if not groups:
        return []
    locked = await uow.entry_limits.locked(tournament_id, club_id, groups)
    if not locked.limits.any:
        return []
    v = Validation()
    check_quotas(v, locked.limits, locked.counts, groups)
    v.raise_if_broken()
    return waiting_groups(locked.limits, locked.counts, groups)


@dataclass(frozen=True, slots=True)
class PlacedEntries:
    """What ``place_changed_entries`` decided of a registration's entries, settled once the
    registration is stored: ``waiting``, the new entries past a cap; ``dropped``, entries
    left (places freed)."""

    tournament_id: int
    kind: EntryKind
    waiting: list[Group]
    dropped: bool


async def place_changed_entries(
    uow: EntriesWork,
    tournament_id: int,
    club_id: int,
    kind: EntryKind,
    before: list[Group],
    after: list[Group],
) -> PlacedEntries:
    """A registration's entries go from ``before`` to ``after`` (a new one: from none):
    every limit is held first when some are dropped, then the new ones are placed
    (``place_entries``). Before the registration is stored."""
    dropped = bool(set(before) - set(after))
    if dropped:
        await hold_all_limits(uow, tournament_id)
    added = [group for group in after if group not in set(before)]
    waiting = await place_entries(uow, tournament_id, club_id, added)
    return PlacedEntries(tournament_id, kind, waiting, dropped)


async def settle_entries(
    uow: LimitWork, clock: Clock, actor: User, placed: PlacedEntries, registration_id: int
) -> None:
    """Once the registration is stored: its entries past a cap wait, and places it freed go
    to the first in line."""
    if placed.waiting:
        await uow.entry_limits.mark_waiting(
            placed.tournament_id, placed.kind, registration_id, placed.waiting
        )
    if placed.dropped:
        await promote_waiting(uow, clock, actor, placed.tournament_id)


async def hold_all_limits(uow: LimitWork, tournament_id: int) -> None:
    """Lock every limit of the tournament before a change that frees places: taken first,
    in the one order every entry takes them, so that a withdrawal (which also locks its
    club's counters) and an entry never wait for each other."""
    await uow.entry_limits.locked(tournament_id, None, None)


def waiting_item(row: WaitingRow) -> str:
    """What the history says of a waiting entry: the entrant and the club."""
    return f"{row.member_name} · {row.club_name}"


async def _promoted(
    uow: LimitWork, clock: Clock, actor: User, tournament_id: int, rows: list[WaitingRow]
) -> None:
    """The entries stop waiting; the history says so and their clubs are mailed."""
    await uow.entry_limits.promote([row.entry.key for row in rows])
    for row in rows:
        item, named = waiting_item(row), members_named(row.member_ids)
        await write_history(
            uow.history, clock, actor, tournament_id, HistoryType.WAITING_PROMOTED, item, named
        )
    for club_id in dict.fromkeys(row.entry.club_id for row in rows):
        await entries_changed(uow.notices, clock, tournament_id, club_id)


async def promote_waiting(
    uow: LimitWork, clock: Clock, actor: User, tournament_id: int
) -> list[WaitingRow]:
    """After places were freed (a withdrawal, a raised cap): the first in line that now have
    a place take it (all of them once no limit is left). Locks every limit first."""
    locked = await uow.entry_limits.locked(tournament_id, None, None)
    if not locked.counts.waiting.total():
        return []
    rows = await uow.entry_limits.waiting(tournament_id)
    chosen = {w.key for w in to_promote(locked.limits, locked.counts, [r.entry for r in rows])}
    promoted = [row for row in rows if row.entry.key in chosen]
    if promoted:
        await _promoted(uow, clock, actor, tournament_id, promoted)
    return promoted


async def withdraw_freeing_places(
    uow: LimitWork,
    clock: Clock,
    actor: User,
    tournament: Tournament,
    withdrawn: tuple[Withdrawable[R], R],
) -> None:
    """Withdraw a registration (``withdrawn``: its repository and it, ``withdrawal.withdraw``)
    and give the places it held to the first in line; every limit is held first."""
    registrations, registration = withdrawn
    await hold_all_limits(uow, registration.tournament_id)
    await withdraw(registrations, tournament, registration, clock.now())
    await promote_waiting(uow, clock, actor, registration.tournament_id)

"""The admin's side of caps and the waiting list: set a tournament's limits (a raised cap
promotes the first in line), read the waiting list, promote or remove an entry by hand
(recorded in the history). Club users are refused (``Forbidden``)."""

from dataclasses import dataclass

from fedreg_core.domain.entities import User
from fedreg_core.domain.entry_limits import (
    EntryKey,
    EntryLimits,
    Places,
    check_limits,
    places,
    waiting_positions,
)
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound
from fedreg_core.domain.permissions import (
    may_manage_tournaments,
    may_see_club_registrations,
    may_see_tournament,
)
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.entry_limits import WaitingRow
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.editing import load
from fedreg_core.services.entry_caps import promote_waiting, waiting_item
from fedreg_core.services.notices import entries_changed
from fedreg_core.services.registration_access import members_named, write_history
from fedreg_core.services.tournament_guard import writable_tournament


@dataclass(frozen=True, slots=True)
class WaitingPlace:
    """A waiting entry and its place in its group's line (1 for the first)."""

    row: WaitingRow
    position: int


def _ensure_admin(actor: User) -> None:
    if not may_manage_tournaments(actor):
        raise Forbidden("error_waiting_list_admins_only")


async def set_entry_limits(
    uow: EntriesWork, clock: Clock, actor: User, tournament_id: int, limits: EntryLimits
) -> list[WaitingRow]:
    """Replace the limits; answers the entries a raised cap promoted. ``RuleBroken`` for a
    limit below zero or below the entries already in (nothing changed)."""
    _ensure_admin(actor)
    async with uow:
        await writable_tournament(uow.tournaments, tournament_id)
        locked = await uow.entry_limits.locked(tournament_id, None, None)
        check_limits(limits, locked.counts, await uow.entry_limits.held(tournament_id))
        await uow.entry_limits.save(tournament_id, limits)
        promoted = await promote_waiting(uow, clock, actor, tournament_id)
        await uow.commit()
    return promoted


async def entry_limits(uow: EntriesWork, tournament_id: int) -> EntryLimits:
    """The tournament's limits."""
    async with uow.read_only():
        await load(uow.tournaments, tournament_id, "tournament")
        return await uow.entry_limits.limits(tournament_id)


@dataclass(frozen=True, slots=True)
class NamedPlaces:
    """A limited group's places with its category's and discipline's names ('' for the
    tournament's total)."""

    places: Places
    category: str
    discipline: str


async def entry_places(uow: EntriesWork, actor: User, tournament_id: int) -> list[NamedPlaces]:
    """The places left and the waiting lines of every category and discipline of the
    tournament (its individual and team disciplines; limited or not), the total first
    (anyone who sees the tournament: the entry dialogs, the admin's limits form)."""
    async with uow.read_only():
        tournament = await load(uow.tournaments, tournament_id, "tournament")
        if not may_see_tournament(actor, tournament):
            raise NotFound(what="tournament", key=tournament_id)
        counted = await uow.entry_limits.counted(tournament_id, actor.club_id)
        categories, disciplines = await uow.registration_reads.catalogue()
    offered = [
        (category_id, discipline_id)
        for discipline_id in [*tournament.discipline_ids, *tournament.team_discipline_ids]
        if discipline_id in disciplines
        for category_id in disciplines[discipline_id].category_ids
    ]
    named = []
    for found in places(counted.limits, counted.counts, offered):
        category = categories.get(found.group[0]) if found.group else None
        discipline = disciplines.get(found.group[1]) if found.group else None
        names = (category.name if category else "", discipline.name if discipline else "")
        named.append(NamedPlaces(found, *names))
    return named


async def _in_line(uow: EntriesWork, tournament_id: int) -> list[WaitingPlace]:
    await load(uow.tournaments, tournament_id, "tournament")
    rows = await uow.entry_limits.waiting(tournament_id)
    positions = waiting_positions([row.entry for row in rows])
    return [WaitingPlace(row, positions[row.entry.key]) for row in rows]


async def waiting_list(uow: EntriesWork, actor: User, tournament_id: int) -> list[WaitingPlace]:
    """The tournament's waiting list, first come first, each with its place in line."""
    _ensure_admin(actor)
    async with uow.read_only():
        return await _in_line(uow, tournament_id)


async def club_waiting_list(
    uow: EntriesWork, actor: User, tournament_id: int, club_id: int
) -> list[WaitingPlace]:
    """The club's entries on the waiting list with their places in line (its users and
    admins): what the club's lists show as "waiting, 3rd"."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow.read_only():
        found = await _in_line(uow, tournament_id)
    return [place for place in found if place.row.entry.club_id == club_id]


async def _waiting_entry(uow: EntriesWork, tournament_id: int, entry: EntryKey) -> WaitingRow:
    await writable_tournament(uow.tournaments, tournament_id)
    rows = await uow.entry_limits.waiting(tournament_id)
    found = next((row for row in rows if row.entry.key == entry), None)
    if found is None:
        raise Conflict("error_entry_not_waiting")
    return found


async def change_waiting_entry(
    uow: EntriesWork,
    clock: Clock,
    actor: User,
    tournament_id: int,
    entry: EntryKey,
    *,
    promote: bool,
) -> WaitingRow:
    """Promote a waiting entry (a competitor's or a team's) past the caps, or remove it; the
    history records it and its club is mailed. ``Conflict`` when the entry is not waiting."""
    _ensure_admin(actor)
    async with uow:
        row = await _waiting_entry(uow, tournament_id, entry)
        if promote:
            await uow.entry_limits.promote([entry])
        else:
            await uow.entry_limits.remove(entry)
        kind = HistoryType.WAITING_PROMOTED if promote else HistoryType.WAITING_REMOVED
        named = members_named(row.member_ids)
        await write_history(
            uow.history, clock, actor, tournament_id, kind, waiting_item(row), named
        )
        await entries_changed(uow.notices, clock, tournament_id, row.entry.club_id)
        await uow.commit()
    return row

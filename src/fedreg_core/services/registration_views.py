"""Reads of a tournament's registrations: lists in the five sort modes, one club, history."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from fedreg_core.domain.entities import (
    CompetitorRegistration,
    HistoryEntry,
    TeamRegistration,
    User,
)
from fedreg_core.domain.enums import SortMode
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.permissions import may_manage_tournament_records, may_see_club_registrations
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.unit_of_work import UnitOfWork

FAR_PAST = datetime.min


def _text(value: str) -> str:
    return value.casefold()


def _club_name(snapshot: RegistrationSnapshot, club_id: int) -> str:
    club = snapshot.clubs.get(club_id)
    return _text(club.name) if club is not None else ""


def _member_key(snapshot: RegistrationSnapshot, member_id: int) -> tuple[str, str]:
    member = snapshot.members.get(member_id)
    if member is None:
        return ("", "")
    return (_text(member.last_name), _text(member.first_name))


def _time(created_at: datetime | None, item_id: int | None) -> tuple[datetime, int]:
    return (created_at or FAR_PAST, item_id or 0)


def sort_competitors(
    snapshot: RegistrationSnapshot, mode: SortMode
) -> list[CompetitorRegistration]:
    """ALPHA last and first name; DESC/ASC newest/oldest first; CLUB club then name;
    ASSIGNED_NUMBER by number (unnumbered last), then name."""
    items = snapshot.competitors
    name: Callable[[CompetitorRegistration], Any] = lambda r: (  # noqa: E731
        *_member_key(snapshot, r.member_id),
        r.id or 0,
    )
    if mode == SortMode.DESC:
        return sorted(items, key=lambda r: _time(r.created_at, r.id), reverse=True)
    if mode == SortMode.ASC:
        return sorted(items, key=lambda r: _time(r.created_at, r.id))
    if mode == SortMode.CLUB:
        return sorted(items, key=lambda r: (_club_name(snapshot, r.club_id), *name(r)))
    if mode == SortMode.ASSIGNED_NUMBER:
        return sorted(
            items,
            key=lambda r: (r.assigned_number is None, r.assigned_number or 0, *name(r)),
        )
    return sorted(items, key=name)


def sort_teams(snapshot: RegistrationSnapshot, mode: SortMode) -> list[TeamRegistration]:
    """Teams by their first member's name (ALPHA, ASSIGNED_NUMBER), club, or time."""
    items = snapshot.teams

    def name(team: TeamRegistration) -> tuple[Any, ...]:
        # the names as one tuple: teams of different sizes never compare a name with an id
        names = tuple(_member_key(snapshot, m) for m in team.member_ids)
        return (names, team.id or 0)

    if mode == SortMode.DESC:
        return sorted(items, key=lambda t: _time(t.created_at, t.id), reverse=True)
    if mode == SortMode.ASC:
        return sorted(items, key=lambda t: _time(t.created_at, t.id))
    if mode == SortMode.CLUB:
        return sorted(items, key=lambda t: (_club_name(snapshot, t.club_id), *name(t)))
    return sorted(items, key=name)


async def visible_snapshot(
    uow: UnitOfWork, actor: User, tournament_id: int, club_id: int | None
) -> RegistrationSnapshot:
    snapshot = await uow.registration_reads.snapshot(tournament_id, club_id)
    if snapshot.tournament.is_archived and not actor.is_admin:
        raise NotFound
    return snapshot


@dataclass(frozen=True, slots=True)
class SortedRegistrations:
    snapshot: RegistrationSnapshot
    competitors: list[CompetitorRegistration]
    teams: list[TeamRegistration]


async def list_registrations(
    uow: UnitOfWork, actor: User, tournament_id: int, mode: SortMode = SortMode.ALPHA
) -> SortedRegistrations:
    """Every club's competitors and teams, sorted (the "all competitors and teams" panels)."""
    async with uow.read_only():
        snapshot = await visible_snapshot(uow, actor, tournament_id, None)
    return SortedRegistrations(
        snapshot, sort_competitors(snapshot, mode), sort_teams(snapshot, mode)
    )


async def club_registrations(
    uow: UnitOfWork, actor: User, tournament_id: int, club_id: int | None
) -> RegistrationSnapshot:
    """One club's registrations (admin or that club); ``None``: the actor's club, or every
    club for an admin (the answer of every registration change)."""
    if club_id is None and not actor.is_admin:
        club_id = actor.club_id if actor.club_id is not None else -1
    if club_id is not None and not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow.read_only():
        return await visible_snapshot(uow, actor, tournament_id, club_id)


async def tournament_history(
    uow: UnitOfWork, actor: User, tournament_id: int
) -> list[HistoryEntry]:
    """The tournament's history, newest first (admins)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        if await uow.tournaments.get(tournament_id) is None:
            raise NotFound
        return await uow.history.list_for_tournament(tournament_id)

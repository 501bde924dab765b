"""Reads of a tournament's registrations: one club's (or all, for admins), history, and the
rules a listed registration no longer meets.

The paged lists of every club's registrations are ``registration_lists``.
"""

from fedreg_core.domain.entities import CompetitorRegistration, HistoryEntry, TeamRegistration, User
from fedreg_core.domain.entry_validity import (
    competitor_broken_entries,
    rules_of,
    team_broken_entries,
)
from fedreg_core.domain.enums import EntryRule
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.permissions import may_manage_tournament_records, may_see_club_registrations
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.unit_of_work import UnitOfWork


def competitor_rules_broken(
    snapshot: RegistrationSnapshot, registration: CompetitorRegistration
) -> list[EntryRule]:
    """The rules checked at entry that the competitor, as now stored, no longer meets (an
    admin changed the member since)."""
    member = snapshot.members.get(registration.member_id)
    if member is None:
        return []
    broken = competitor_broken_entries(registration.categories, snapshot.disciplines, member)
    return rules_of(broken)


def team_rules_broken(snapshot: RegistrationSnapshot, team: TeamRegistration) -> list[EntryRule]:
    """The rules checked at entry that the team's members, as now stored, no longer meet."""
    members = [snapshot.members[m] for m in team.member_ids if m in snapshot.members]
    broken = team_broken_entries(team.type, team.categories, snapshot.disciplines, members)
    return rules_of(broken)


async def visible_snapshot(
    uow: UnitOfWork, actor: User, tournament_id: int, club_id: int | None
) -> RegistrationSnapshot:
    snapshot = await uow.registration_reads.snapshot(tournament_id, club_id)
    if snapshot.tournament.is_archived and not actor.is_admin:
        raise NotFound
    return snapshot


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

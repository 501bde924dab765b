"""Reads of a tournament's registrations: one club's (or all, for admins), history, and the
rules a listed registration no longer meets.

The paged lists of every club's registrations are ``registration_lists``.
"""

from collections.abc import Iterable
from typing import Protocol

from fedreg_core.domain.eligibility import event_of
from fedreg_core.domain.entities import HistoryEntry, Member, User
from fedreg_core.domain.entry_validity import Limits
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import may_manage_tournament_records, may_see_club_registrations
from fedreg_core.ports.registrations import RegistrationReads, RegistrationSnapshot
from fedreg_core.ports.repositories import SettingsRepository
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.consent_rule import with_consent_rule


class SnapshotReads(Protocol):
    """What a snapshot judged on every rule is read from."""

    @property
    def registration_reads(self) -> RegistrationReads: ...
    @property
    def settings(self) -> SettingsRepository: ...


def members_of(snapshot: RegistrationSnapshot, member_ids: Iterable[int]) -> list[Member]:
    """The members of a registration, as the snapshot holds them now."""
    members = snapshot.members
    return [members[m] for m in member_ids if m in members]


def judged_fields(member: Member) -> tuple[object, ...]:
    """What the entry rules read of a member: registrations of members alike are judged once."""
    return (
        member.is_male,
        member.born,
        member.belt,
        member.weight_hg,
        member.medical_valid_until,
        member.consent_date,
    )


def limits_of(snapshot: RegistrationSnapshot) -> Limits:
    """The snapshot's catalogue and its tournament's event: every limit is judged."""
    event = event_of(snapshot.tournament, snapshot.consent_required)
    return Limits(snapshot.categories, snapshot.disciplines, event)


async def visible_snapshot(
    uow: SnapshotReads, actor: User, tournament_id: int, club_id: int | None
) -> RegistrationSnapshot:
    """The registrations (``RegistrationReads.snapshot``), judged on the consent rule when it
    applies; an archived tournament is not found for others than admins."""
    snapshot = await uow.registration_reads.snapshot(tournament_id, club_id)
    if snapshot.tournament.is_archived and not actor.is_admin:
        raise NotFound
    return await with_consent_rule(uow.settings, snapshot)


async def club_registrations(
    uow: EntriesWork, actor: User, tournament_id: int, club_id: int | None
) -> RegistrationSnapshot:
    """One club's registrations (admin or that club); ``None``: the actor's club, or every
    club for an admin (the answer of every registration change)."""
    if club_id is None and not actor.is_admin:
        club_id = actor.club_id if actor.club_id is not None else -1
    if club_id is not None and not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow.read_only(one_snapshot=club_id is None):  # a club's: read as one
        return await visible_snapshot(uow, actor, tournament_id, club_id)


async def tournament_history(
    uow: EntriesWork, actor: User, tournament_id: int
) -> list[HistoryEntry]:
    """The tournament's history, newest first (admins)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        if await uow.tournaments.get(tournament_id) is None:
            raise NotFound
        return await uow.history.list_for_tournament(tournament_id)


async def tournament_staff(
    uow: EntriesWork, actor: User, tournament_id: int
) -> RegistrationSnapshot:
    """Every club's coaches, referees and officials of the tournament with their clubs
    (admins): a snapshot without competitors or teams."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        return await uow.registration_reads.staff_snapshot(tournament_id)

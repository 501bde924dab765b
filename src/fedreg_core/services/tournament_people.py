"""Coaches, referees and officials of a club attached to a tournament, once each."""

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import TournamentPerson, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.erasure import ERASED_ENTRY, ensure_not_erased
from fedreg_core.domain.errors import Conflict, NotFound
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.registrations import TournamentPersonRepository
from fedreg_core.ports.unit_of_work import StaffEntriesWork
from fedreg_core.services.registration_access import (
    EntryChange,
    changeable_tournament,
    commit_entry_change,
    full_name,
)


class PersonRole(StrEnum):
    COACH = "coach"
    REFEREE = "referee"
    OFFICIAL = "official"


@dataclass(frozen=True, slots=True)
class RoleTables:
    people: Callable[[StaffEntriesWork], Any]
    registered: Callable[[StaffEntriesWork], TournamentPersonRepository]
    added: HistoryType
    removed: HistoryType
    kind: str
    """The people's kind, as ``PersonRef`` names it."""


ROLES: dict[PersonRole, RoleTables] = {
    PersonRole.COACH: RoleTables(
        lambda u: u.coaches,
        lambda u: u.tournament_coaches,
        HistoryType.REGISTER_COACH,
        HistoryType.COACH_DELETE,
        PeopleKind.COACHES,
    ),
    PersonRole.REFEREE: RoleTables(
        lambda u: u.referees,
        lambda u: u.tournament_referees,
        HistoryType.REGISTER_REFEREE,
        HistoryType.REFEREE_DELETE,
        PeopleKind.REFEREES,
    ),
    PersonRole.OFFICIAL: RoleTables(
        lambda u: u.officials,
        lambda u: u.tournament_officials,
        HistoryType.REGISTER_OFFICIAL,
        HistoryType.OFFICIAL_DELETE,
        PeopleKind.OFFICIALS,
    ),
}


async def register_person(
    uow: StaffEntriesWork,
    clock: Clock,
    actor: User,
    tournament_id: int,
    role: PersonRole,
    person_id: int,
) -> TournamentPerson:
    """Attach a person of the actor's club (any club for admins); 409 when already there."""
    tables = ROLES[role]
    async with uow:
        person = await tables.people(uow).get(person_id)
        if person is None:
            raise NotFound
        ensure_not_erased(person.erased_at, ERASED_ENTRY)
        await changeable_tournament(uow, clock, actor, tournament_id, person.club_id)
        registered = tables.registered(uow)
        if await registered.find(tournament_id, person_id) is not None:
            raise Conflict("error_already_registered")
        stored = await registered.add(TournamentPerson(tournament_id, person.club_id, person_id))
        named = (PersonRef(tables.kind, person_id),)
        change = EntryChange(tournament_id, person.club_id, tables.added, full_name(person), named)
        await commit_entry_change(uow, clock, actor, change)
    return stored


async def remove_person(
    uow: StaffEntriesWork,
    clock: Clock,
    actor: User,
    tournament_id: int,
    role: PersonRole,
    person_id: int,
) -> None:
    """Detach a registered person; ``NotFound`` when not registered."""
    tables = ROLES[role]
    async with uow:
        registered = tables.registered(uow)
        link = await registered.find(tournament_id, person_id)
        if link is None or link.id is None:
            raise NotFound
        await changeable_tournament(uow, clock, actor, tournament_id, link.club_id)
        person = await tables.people(uow).get(person_id)
        await registered.delete(link.id)
        name = full_name(person) if person is not None else ""
        named = (PersonRef(tables.kind, person_id),)
        change = EntryChange(tournament_id, link.club_id, tables.removed, name, named)
        await commit_entry_change(uow, clock, actor, change)

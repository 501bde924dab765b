"""Ports of tournament registrations: competitors, teams, people and one read.

``RegistrationReads.snapshot`` answers everything the lists, the club view and the fee
report need in one call; adapters load it in a fixed number of statements.
"""

from dataclasses import dataclass, field
from typing import Protocol

from fedreg_core.domain.entities import (
    Category,
    Club,
    ClubDeduction,
    Coach,
    CompetitorRegistration,
    Discipline,
    Member,
    Official,
    Referee,
    TeamRegistration,
    Tournament,
    TournamentPerson,
)
from fedreg_core.domain.enums import TeamType


class CompetitorRegistrationRepository(Protocol):
    async def get(self, entity_id: int) -> CompetitorRegistration | None: ...

    async def add(self, entity: CompetitorRegistration) -> CompetitorRegistration:
        """Store a new registration; ``Conflict`` when the member is already registered."""
        ...

    async def update(self, entity: CompetitorRegistration) -> CompetitorRegistration: ...

    async def delete(self, entity_id: int) -> None: ...


class TeamRegistrationRepository(Protocol):
    async def get(self, entity_id: int) -> TeamRegistration | None: ...

    async def add(self, entity: TeamRegistration) -> TeamRegistration:
        """Store a new team; ``Conflict("error_team_already_registered")`` when the same set of
        members of the same type already holds one of its entries in the tournament (storage
        keeps ``team_member_key`` to refuse it, also between concurrent calls)."""
        ...

    async def update(self, entity: TeamRegistration) -> TeamRegistration:
        """Store the changes; ``Conflict`` as ``add`` for the team it becomes."""
        ...

    async def delete(self, entity_id: int) -> None: ...

    async def hold_members(self, member_ids: list[int]) -> None:
        """Until the unit of work ends, other units that hold any of these members wait: the
        same team entered twice at once is then seen by the second as already there."""
        ...

    async def same_team(
        self, tournament_id: int, team_type: TeamType, member_ids: list[int]
    ) -> list[TeamRegistration]:
        """The tournament's teams of this type with exactly these members, in any order."""
        ...


class TournamentPersonRepository(Protocol):
    """Coaches, referees or officials attached to tournaments (one repository per kind)."""

    async def add(self, entity: TournamentPerson) -> TournamentPerson:
        """``Conflict`` when the person is already registered for the tournament."""
        ...

    async def find(self, tournament_id: int, person_id: int) -> TournamentPerson | None: ...

    async def delete(self, entity_id: int) -> None: ...


@dataclass(slots=True)
class RegistrationSnapshot:
    """A tournament's registrations (of one club, or all) with what they refer to.

    ``members``, ``clubs`` and the people dicts hold at least the rows the registrations
    refer to; ``categories`` and ``disciplines`` hold at least the ones entered.
    """

    tournament: Tournament
    competitors: list[CompetitorRegistration] = field(default_factory=list)
    teams: list[TeamRegistration] = field(default_factory=list)
    coaches: list[TournamentPerson] = field(default_factory=list)
    referees: list[TournamentPerson] = field(default_factory=list)
    officials: list[TournamentPerson] = field(default_factory=list)
    members: dict[int, Member] = field(default_factory=dict)
    coach_people: dict[int, Coach] = field(default_factory=dict)
    referee_people: dict[int, Referee] = field(default_factory=dict)
    official_people: dict[int, Official] = field(default_factory=dict)
    clubs: dict[int, Club] = field(default_factory=dict)
    categories: dict[int, Category] = field(default_factory=dict)
    disciplines: dict[int, Discipline] = field(default_factory=dict)
    deductions: dict[int, ClubDeduction] = field(default_factory=dict)
    """Club deductions of the tournament by club id."""
    consent_required: bool = False
    """Its minors' entries are judged on the site's parental-consent rule (set by the
    services, ``consent_rule.with_consent_rule``; storage leaves it off)."""


class RegistrationReads(Protocol):
    async def snapshot(
        self, tournament_id: int, club_id: int | None = None
    ) -> RegistrationSnapshot:
        """Everything registered for the tournament (only ``club_id``'s when given);
        ``NotFound`` when there is no such tournament. One club's registrations, teams and
        people are read together, as one state, even in a unit of work that is not
        ``one_snapshot``."""
        ...

    async def staff_snapshot(self, tournament_id: int) -> RegistrationSnapshot:
        """Every club's coaches, referees and officials of the tournament with their people
        and clubs (no competitors or teams), in a fixed number of statements; ``NotFound``
        when there is no such tournament."""
        ...

    async def catalogue(self) -> tuple[dict[int, Category], dict[int, Discipline]]:
        """Every category and every discipline by id, in one read whatever their number."""
        ...

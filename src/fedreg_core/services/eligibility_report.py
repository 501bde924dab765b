"""Entries that are no longer eligible: stored entries whose member (changed since), or whose
category's or discipline's limits (changed since), break an eligibility limit now. Judged by
``entry_validity``, as the check at entry judges them. An entry breaking a rule an admin's
override let through is listed as admitted by override (``overridden``), not as no longer
eligible."""

from dataclasses import dataclass

from fedreg_core.domain.eligibility import Breach
from fedreg_core.domain.entities import CompetitorRegistration, TeamRegistration, User
from fedreg_core.domain.entry_validity import Limits, broken_entries
from fedreg_core.domain.enums import TeamType
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.registration_access import full_name
from fedreg_core.services.registration_views import club_registrations, limits_of, members_of


@dataclass(frozen=True, slots=True)
class IneligibleEntry:
    """One entry (category and discipline) of a competitor or team registration and the limit
    it breaks; ``label``: the competitor's or the team members' names."""

    registration_id: int
    is_team: bool
    club_id: int
    label: str
    category_id: int
    discipline_id: int
    breach: Breach
    overridden: bool = False
    """The rule is one an admin's override let through at entry."""


def _ineligible(
    snapshot: RegistrationSnapshot,
    limits: Limits,
    registration: CompetitorRegistration | TeamRegistration,
    member_ids: list[int],
    team_type: TeamType | None = None,
) -> list[IneligibleEntry]:
    members = members_of(snapshot, member_ids)
    label = ", ".join(full_name(m) for m in members)
    return [
        IneligibleEntry(
            registration.id or 0,
            team_type is not None,
            registration.club_id,
            label,
            broken.category_id,
            broken.discipline_id,
            broken.breach,
            broken.breach.rule in registration.overridden,
        )
        for broken in broken_entries(registration.categories, limits, members, team_type)
        if broken.breach is not None
    ]


def ineligible_entries(snapshot: RegistrationSnapshot) -> list[IneligibleEntry]:
    """The snapshot's entries that break a limit: competitors, then teams, in list order."""
    limits = limits_of(snapshot)
    found = []
    for competitor in snapshot.competitors:
        found += _ineligible(snapshot, limits, competitor, [competitor.member_id])
    for team in snapshot.teams:
        found += _ineligible(snapshot, limits, team, team.member_ids, team.type)
    return found


async def tournament_eligibility(
    uow: EntriesWork, actor: User, tournament_id: int
) -> tuple[RegistrationSnapshot, list[IneligibleEntry]]:
    """Every club's no-longer-eligible entries for an admin, the club's own for its users."""
    snapshot = await club_registrations(uow, actor, tournament_id, None)
    return snapshot, ineligible_entries(snapshot)

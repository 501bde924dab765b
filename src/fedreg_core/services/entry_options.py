"""What each member of a club may be entered in, for the registration dialogs: the options
with the eligibility limits each member breaks, judged by the server's own rules
(``domain.entry_options``), so that the browser repeats none of them."""

from dataclasses import dataclass, field

from fedreg_core.domain.eligibility import Breach
from fedreg_core.domain.entities import Member, User
from fedreg_core.domain.entry_options import (
    Catalogue,
    CategoryOption,
    barred,
    category_options,
    most_team_members,
    team_types_open_to,
)
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import may_see_club_registrations
from fedreg_core.ports.unit_of_work import EntriesWork
from fedreg_core.services.consent_rule import judged_event


@dataclass(frozen=True, slots=True)
class MemberOptions:
    member: Member
    barred: Breach | None
    """Why the member cannot be entered as a competitor at all (``entry_options.barred``)."""
    categories: list[CategoryOption]
    """As a competitor: the tournament's individual disciplines open to the member."""
    team_categories: list[CategoryOption]
    """As a team's member: its team disciplines open to the member, age and belt judged."""
    team_types: list[TeamType] = field(default_factory=list)
    """The team types the member may be in (``MEN``: men only, and so on)."""


@dataclass(frozen=True, slots=True)
class EntryOptions:
    members: list[MemberOptions]
    team_categories: list[CategoryOption]
    """A team's options before its members are chosen: every team discipline, none judged."""
    most_team_members: int | None = None
    """The most members any offered team discipline takes."""


async def entry_options(
    uow: EntriesWork, actor: User, tournament_id: int, club_id: int
) -> EntryOptions:
    """The club's members' options in the tournament: for admins and the club's users; an
    archived tournament is not found for others."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow.read_only():
        tournament = await uow.tournaments.get(tournament_id)
        if tournament is None or (tournament.is_archived and not actor.is_admin):
            raise NotFound(what="tournament", key=tournament_id)
        categories, disciplines = await uow.registration_reads.catalogue()
        people = await uow.people_directory.of_club(club_id)
        event = await judged_event(uow.settings, tournament, people.members)
    single = Catalogue(tournament.discipline_ids, categories, disciplines)
    teams = Catalogue(tournament.team_discipline_ids, categories, disciplines)
    found = []
    for member in people.members:
        options = category_options(single, event, member)
        team_options = category_options(teams, event, member, weighed=False)
        why = barred(member, options, event)
        found.append(MemberOptions(member, why, options, team_options, team_types_open_to(member)))
    any_team = category_options(teams, event)
    return EntryOptions(found, any_team, most_team_members(any_team))

"""What the signed-in user may do on a club's page and a tournament's, for the webapp's
buttons and panels (``domain/capabilities.py``), and on the rows of the clubs and users lists:
the guards' own predicates, asked ahead."""

from collections.abc import Sequence

from fedreg_core.domain.capabilities import (
    ClubCapabilities,
    TournamentCapabilities,
    club_capabilities,
    may_change_entries_of,
    tournament_capabilities,
)
from fedreg_core.domain.entities import Tournament, User
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.errors import NotFound
from fedreg_core.domain.permissions import may_change_status_of, may_delete_club, may_see_tournament
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.clubs import visible_club
from fedreg_core.services.editing import load


async def club_capabilities_of(uow: PeopleWork, actor: User, club_id: int) -> ClubCapabilities:
    """For any signed-in user who sees the club (a deleted one: admins only)."""
    async with uow.read_only():
        club = await visible_club(uow.clubs, actor, club_id)
        settings = await uow.settings.get()
    return club_capabilities(actor, club, settings)


async def _shown(uow: PeopleWork, actor: User, tournament_id: int) -> Tournament:
    tournament = await load(uow.tournaments, tournament_id, "tournament")
    if not may_see_tournament(actor, tournament):
        raise NotFound(what="tournament", key=tournament_id)
    return tournament


async def tournament_capabilities_of(
    uow: PeopleWork, clock: Clock, actor: User, tournament_id: int, variant: Variant
) -> TournamentCapabilities:
    """For any signed-in user who sees the tournament (an archived one: admins only)."""
    async with uow.read_only():
        tournament = await _shown(uow, actor, tournament_id)
        settings = await uow.settings.get()
    return tournament_capabilities(actor, tournament, settings, variant, clock.now())


async def may_change_entries(
    uow: PeopleWork, clock: Clock, actor: User, tournament_id: int, club_id: int
) -> bool:
    """Whether ``actor`` may register, change and remove ``club_id``'s entries in the
    tournament now; for any signed-in user who sees both."""
    async with uow.read_only():
        tournament = await _shown(uow, actor, tournament_id)
        club = await visible_club(uow.clubs, actor, club_id)
    return may_change_entries_of(actor, club, tournament, clock.now())


def clubs_deletable(actor: User, club_ids: Sequence[int]) -> dict[int, bool]:
    """For the clubs list's rows: which of these clubs ``actor`` may delete."""
    return {club_id: may_delete_club(actor, club_id) for club_id in club_ids}


def users_open_to(actor: User, user_ids: Sequence[int]) -> dict[int, bool]:
    """For the users list's rows: on which of these users ``actor`` may act (block, promote,
    set a password)."""
    return {user_id: may_change_status_of(actor, user_id) for user_id in user_ids}

"""Reading tournaments: every signed-in user sees those that are not archived, admins all.

Answers are ``ShownTournament``s: the view the repository loads in a fixed number of
statements, and ``is_active`` derived with the clock (docs/product.md, Tournament states).
Club deductions are for admins only.
"""

from dataclasses import dataclass
from datetime import datetime

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import NotFound, RuleBroken
from fedreg_core.domain.permissions import (
    may_see_archived_tournaments,
    may_see_club_deductions,
    may_see_tournament,
)
from fedreg_core.domain.tournament_state import tournament_is_active
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.repositories import TournamentRepository
from fedreg_core.ports.unit_of_work import TournamentWork
from fedreg_core.ports.views import TournamentView
from fedreg_core.services.editing import found
from fedreg_core.services.listing import NOTHING_HIDDEN, Filter, Listing, ListRequest, Visible

TOURNAMENTS = Listing(
    search_fields=("name",),
    order_by=("start_date",),
    filters={"isArchived": Filter("is_archived", bool)},
)
DEDUCTIONS_HIDDEN = frozenset({"club_deductions"})


@dataclass(frozen=True, slots=True)
class ShownTournament:
    """A tournament as it is answered: what was loaded, and whether applications are open."""

    view: TournamentView
    is_active: bool


def shown(actor: User, view: TournamentView, now: datetime) -> Visible[ShownTournament]:
    hidden = NOTHING_HIDDEN if may_see_club_deductions(actor) else DEDUCTIONS_HIDDEN
    return Visible(ShownTournament(view, tournament_is_active(view.tournament, now)), hidden)


async def load_view(uow: TournamentWork, tournament_id: int | None) -> TournamentView:
    assert tournament_id is not None
    return found(await uow.tournaments.get_view(tournament_id), "tournament", tournament_id)


async def list_tournaments(
    uow: TournamentWork, clock: Clock, actor: User, request: ListRequest
) -> Page[Visible[ShownTournament]]:
    """Tournaments by start date with their counts (``by={"isArchived": false}``)."""
    fixed = None if may_see_archived_tournaments(actor) else {"is_archived": False}
    query = TOURNAMENTS.query(request, fixed=fixed)
    async with uow.read_only():
        page = await uow.tournaments.view_page(query)
    now = clock.now()
    return Page([shown(actor, view, now) for view in page.items], page.total)


async def get_tournament(
    uow: TournamentWork, clock: Clock, actor: User, tournament_id: int
) -> Visible[ShownTournament]:
    """One tournament with disciplines, files and counts; archived ones for admins only.
    Its parts are read each on its own (a discipline removed meanwhile is left out)."""
    async with uow.read_only(one_snapshot=False):
        view = await load_view(uow, tournament_id)
    if not may_see_tournament(actor, view.tournament):
        raise NotFound(what="tournament", key=tournament_id)
    return shown(actor, view, clock.now())


def ensure_one_tournament_asked(actor: User, query: ListQuery) -> None:
    """Non-admins list a tournament's files and links one tournament at a time, so those
    of archived tournaments stay hidden: ``by={"tournamentId": n}`` is required."""
    if not may_see_archived_tournaments(actor) and "tournament_id" not in query.equals:
        raise RuleBroken.single("by.tournamentId", "required")


async def sees_tournament(
    tournaments: TournamentRepository, actor: User, tournament_id: object
) -> bool:
    """Whether the actor sees the tournament (and so its files and links): admins every
    one, others those that exist and are not archived."""
    if may_see_archived_tournaments(actor):
        return True
    tournament = await tournaments.get(tournament_id) if isinstance(tournament_id, int) else None
    return tournament is not None and may_see_tournament(actor, tournament)

"""Pages of a tournament's competitors and teams, and the discipline overview's counts.

Every signed-in user sees every club's registrations (other clubs' members without their
private fields); archived tournaments only admins. Filtering, sorting and paging happen in
storage (``RegistrationLists``), so a page costs the same at any size.
"""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace

from fedreg_core.domain.entities import Tournament, User
from fedreg_core.domain.enums import SortMode, Variant
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import (
    discipline_overview_is_open,
    may_see_tournament,
    private_sight,
)
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.listing import DEFAULT_LIMIT, MAX_SEARCH_TEXT
from fedreg_core.ports.registration_lists import (
    RegistrationFilter,
    RegistrationLists,
    RegistrationOverview,
    RegistrationPage,
    RegistrationPageQuery,
)
from fedreg_core.ports.unit_of_work import FeeWork
from fedreg_core.services.consent_rule import with_consent_rule
from fedreg_core.services.listing import check_page

PageRead = Callable[
    [RegistrationLists], Callable[[Tournament, RegistrationPageQuery], Awaitable[RegistrationPage]]
]
"""Which page of the tournament's lists is read."""


@dataclass(frozen=True, slots=True)
class PageRequest:
    """What a caller asks of a registration list."""

    filter: RegistrationFilter = field(default_factory=RegistrationFilter)
    sort: SortMode = SortMode.ALPHA
    skip: int = 0
    limit: int = DEFAULT_LIMIT


def page_query(actor: User, request: PageRequest) -> RegistrationPageQuery:
    """The storage query of a request; ``RuleBroken`` for a page or text out of range."""
    v = Validation()
    check_page(v, request.skip, request.limit)
    v.check("q", len(request.filter.text) <= MAX_SEARCH_TEXT, "max_length")
    v.raise_if_broken()
    text = request.filter.text.strip()
    return RegistrationPageQuery(
        replace(request.filter, text=text),
        request.sort,
        request.skip,
        request.limit,
        private_sight(actor),
    )


async def _shown_tournament(uow: FeeWork, actor: User, tournament_id: int) -> Tournament:
    """The tournament, read before its lists so that one the actor may not see (``NotFound``,
    as if there were none) costs no list statement."""
    tournament = await uow.registration_lists.tournament(tournament_id)
    if not may_see_tournament(actor, tournament):
        raise NotFound
    return tournament


async def _page(
    uow: FeeWork, actor: User, tournament_id: int, request: PageRequest, read: PageRead
) -> RegistrationPage:
    """The page ``read`` answers, once the actor may see the tournament."""
    query = page_query(actor, request)
    async with uow.read_only():
        tournament = await _shown_tournament(uow, actor, tournament_id)
        page = await read(uow.registration_lists)(tournament, query)
        await with_consent_rule(uow.settings, page.snapshot)
        return page


async def competitor_page(
    uow: FeeWork, actor: User, tournament_id: int, request: PageRequest
) -> RegistrationPage:
    """One page of the tournament's competitor registrations and the number of matches."""
    return await _page(uow, actor, tournament_id, request, lambda lists: lists.competitor_page)


async def team_page(
    uow: FeeWork, actor: User, tournament_id: int, request: PageRequest
) -> RegistrationPage:
    """One page of the tournament's team registrations and the number of matches."""
    teams = replace(request, filter=replace(request.filter, sex=None))
    return await _page(uow, actor, tournament_id, teams, lambda lists: lists.team_page)


async def overview(
    uow: FeeWork, actor: User, tournament_id: int, variant: Variant
) -> RegistrationOverview:
    """Entries by category, discipline and sex as the actor sees it (competitors) or type
    (teams), for whoever may see the discipline overview (docs/product.md, Variants)."""
    async with uow.read_only():
        is_open = discipline_overview_is_open(actor, variant)
        if not is_open and not (await uow.settings.get()).show_disciplines:
            raise Forbidden
        tournament = await _shown_tournament(uow, actor, tournament_id)
        return await uow.registration_lists.overview(tournament, private_sight(actor))

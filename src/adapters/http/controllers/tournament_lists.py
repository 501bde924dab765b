"""Every club's registrations of a tournament, a page at a time, and the discipline
overview's counts (docs/product.md, API): thin, one use case each."""

from typing import Annotated

from litestar import Controller, get
from litestar.params import QueryParameter

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.openapi import error_responses
from adapters.http.params import Limit, PathId, SearchText, Skip, query_id
from adapters.http.schemas.conversion.convert_registrations import (
    listed_competitors_out,
    overview_out,
    teams_out,
)
from adapters.http.schemas.registrations import OverviewOut, RegistrationListOut, TeamListOut
from fedreg_core.domain.enums import SeenSex, SortMode, TeamType
from fedreg_core.ports.listing import DEFAULT_LIMIT
from fedreg_core.ports.registration_lists import RegistrationFilter
from fedreg_core.services import registration_lists
from fedreg_core.services.registration_lists import PageRequest

Sort = Annotated[SortMode, QueryParameter(description="ALPHA, DESC, ASC, ASSIGNED_NUMBER or CLUB")]
ClubId = Annotated[int | None, query_id("clubId", "Registrations of this club")]
CategoryId = Annotated[int | None, query_id("categoryId", "With an entry in this category")]
DisciplineId = Annotated[
    int | None, query_id("disciplineId", "With an entry of this discipline (in the category)")
]
Sex = Annotated[
    SeenSex | None,
    QueryParameter(description="MEN, WOMEN or UNKNOWN: the sex as the caller sees it"),
]
Type = Annotated[TeamType | None, QueryParameter(description="MEN, WOMEN or MIX")]
LIST_ERRORS = error_responses(400, 401, 404)


class TournamentListController(Controller):
    path = "/api/tournament"
    tags = ["Tournament registrations"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get("/{id:int}/competitors", operation_id="listCompetitors", responses=LIST_ERRORS)
    async def competitors(
        self,
        id: PathId,
        account: SignedIn,
        context: Context,
        sort: Sort = SortMode.ALPHA,
        skip: Skip = 0,
        limit: Limit = DEFAULT_LIMIT,
        q: SearchText = "",
        club_id: ClubId = None,
        category_id: CategoryId = None,
        discipline_id: DisciplineId = None,
        sex: Sex = None,
    ) -> RegistrationListOut:
        """A page of every club's competitor registrations, filtered and sorted, and the
        number of all matches."""
        found = RegistrationFilter(q, club_id, category_id, discipline_id, sex)
        request = PageRequest(found, sort, skip, limit)
        page = await registration_lists.competitor_page(context.uow(), account.user, id, request)
        items = listed_competitors_out(account.user, page, context.links)
        return RegistrationListOut(items=items, total=page.total)

    @get("/{id:int}/teams", operation_id="listTeams", responses=LIST_ERRORS)
    async def teams(
        self,
        id: PathId,
        account: SignedIn,
        context: Context,
        sort: Sort = SortMode.ALPHA,
        skip: Skip = 0,
        limit: Limit = DEFAULT_LIMIT,
        q: SearchText = "",
        club_id: ClubId = None,
        category_id: CategoryId = None,
        discipline_id: DisciplineId = None,
        type: Type = None,
    ) -> TeamListOut:
        """A page of every club's team registrations, filtered and sorted, and the number of
        all matches."""
        found = RegistrationFilter(q, club_id, category_id, discipline_id, team_type=type)
        request = PageRequest(found, sort, skip, limit)
        page = await registration_lists.team_page(context.uow(), account.user, id, request)
        items = teams_out(account.user, page.snapshot, page.snapshot.teams, context.links)
        return TeamListOut(items=items, total=page.total)

    @get(
        "/{id:int}/overview",
        operation_id="getDisciplineOverview",
        responses=error_responses(401, 403, 404),
    )
    async def overview(self, id: PathId, account: SignedIn, context: Context) -> OverviewOut:
        """Entries by category and discipline: competitors by sex as the caller sees it,
        teams by type (admins; others in the wff variant or with showDisciplines on)."""
        counted = await registration_lists.overview(
            context.uow(), account.user, id, context.variant
        )
        return overview_out(counted)

"""Seasons and their rankings: seasons and points tables set by admins, rankings read by anyone
signed in (as a page, a workbook or a PDF); and a drawn group's seeds taken from a ranking."""

from typing import Annotated, Any

from litestar import Controller, Request, Response, delete, get, post, put
from litestar.params import JSONBody, QueryParameter
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.downloads import PDF_MEDIA_TYPE, file_response, pdf, xlsx
from adapters.http.controllers.tournament_draws import GroupKeyParam
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.request_observation import EXPORT
from adapters.http.schemas.seasons import (
    RANKING_GROUP_PATTERN,
    SeasonBody,
    SeasonOut,
    SeasonRankingOut,
    SeededOut,
    SeedFromRankingIn,
    ranking_out,
    season_out,
    seeded_out,
)
from fedreg_core.ports.spreadsheets import XLSX_MEDIA_TYPE
from fedreg_core.services import ranking, ranking_exports, seasons

RankingGroupParam = Annotated[
    str | None,
    QueryParameter(
        name="group", pattern=RANKING_GROUP_PATTERN, description="One group kind's ranking only"
    ),
]
READ_ERRORS = error_responses(401, 403, 404)
WRITE_ERRORS = error_responses(400, 401, 403, 404)


class SeasonsController(Controller):
    path = "/api/seasons"
    tags = ["Seasons"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(operation_id="listSeasons", responses=error_responses(401, 403))
    async def list_all(self, account: SignedIn, context: Context) -> list[SeasonOut]:
        """Every season with its points table, the earliest first (anyone signed in)."""
        return [season_out(s) for s in await seasons.seasons(context.uow(), account.user)]

    @post(operation_id="createSeason", responses=error_responses(400, 401, 403))
    async def create(
        self, data: JSONBody[SeasonBody], account: SignedIn, context: Context
    ) -> SeasonOut:
        """A new season: a name of its own, days in no other season, and a points table of
        whole places from 1 with points from 0 (admins)."""
        stored = await seasons.create_season(context.uow(), account.user, data.wanted())
        return season_out(stored)

    @put("/{id:int}", operation_id="updateSeason", responses=WRITE_ERRORS)
    async def update(
        self, id: PathId, data: JSONBody[SeasonBody], account: SignedIn, context: Context
    ) -> SeasonOut:
        """Change a season's name, days and points table, by the same rules (admins)."""
        stored = await seasons.update_season(context.uow(), account.user, id, data.wanted())
        return season_out(stored)

    @delete("/{id:int}", operation_id="deleteSeason", responses=READ_ERRORS)
    async def remove(self, id: PathId, account: SignedIn, context: Context) -> None:
        """Forget a season (admins); its tournaments and results stay."""
        await seasons.delete_season(context.uow(), account.user, id)

    @get("/{id:int}/ranking", operation_id="getSeasonRanking", responses=READ_ERRORS)
    async def read_ranking(
        self, id: PathId, account: SignedIn, context: Context, group: RankingGroupParam = None
    ) -> SeasonRankingOut:
        """The season's ranking per group kind from the complete groups of its tournaments
        with published draws (anyone signed in)."""
        return ranking_out(await ranking.ranking(context.uow(), account.user, id, group))

    @get(
        "/{id:int}/ranking.xlsx",
        operation_id="exportSeasonRanking",
        opt=EXPORT,
        media_type=XLSX_MEDIA_TYPE,
        responses={**file_response(XLSX_MEDIA_TYPE, "The workbook"), **READ_ERRORS},
    )
    async def workbook(
        self,
        id: PathId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
        group: RankingGroupParam = None,
    ) -> Response[bytes]:
        """The ranking with each tournament's place in a column (anyone signed in)."""
        content = await ranking_exports.ranking_workbook(
            context.uow(), context.workbooks, account.user, id, group,
            request_language(request, context.variant),
        )  # fmt: skip
        return xlsx(content, f"ranking-{id}.xlsx")

    @get(
        "/{id:int}/ranking.pdf",
        operation_id="getSeasonRankingPdf",
        media_type=PDF_MEDIA_TYPE,
        responses={**file_response(PDF_MEDIA_TYPE, "The PDF"), **READ_ERRORS},
    )
    async def printed(
        self,
        id: PathId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
        group: RankingGroupParam = None,
    ) -> Response[bytes]:
        """The ranking on A4 with each competitor's placings (anyone signed in)."""
        content = await ranking_exports.ranking_pdf(
            context.uow(), context.printer, account.user, id, group,
            language=request_language(request, context.variant),
            today=context.clock.now().date(),
        )  # fmt: skip
        return pdf(content, f"ranking-{id}.pdf")


class RankingSeedsController(Controller):
    path = "/api/tournament"
    tags = ["Draws"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @post(
        "/{id:int}/draws/{group_key:str}/seeds/ranking",
        operation_id="seedFromRanking",
        status_code=HTTP_200_OK,
        responses=WRITE_ERRORS,
    )
    async def seed(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        data: JSONBody[SeedFromRankingIn],
        account: SignedIn,
        context: Context,
    ) -> list[SeededOut]:
        """Seed the group 1 to 4 by the season's ranking of its kind (the best ranked of its
        entries with points), in place of its seeds so far (admins)."""
        seeds = await ranking.seed_from_ranking(
            context.uow(), context.group_ids, account.user, id, group_key, data.season_id,
            data.ranking_group,
        )  # fmt: skip
        return seeded_out(seeds)

"""Results on the day: a drawn group's bouts recorded by admins and table officials (and its
kata scores, by admins), read with the draws, and the tournament's medal table."""

from typing import Annotated, Any

from litestar import Controller, Request, Response, delete, get, put
from litestar.params import JSONBody, PathParameter, QueryParameter
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.downloads import file_response, xlsx
from adapters.http.controllers.tournament_draws import READ_ERRORS, GroupKeyParam
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import MAX_ID, PathId
from adapters.http.request_observation import EXPORT
from adapters.http.schemas.kata import KataScoreIn
from adapters.http.schemas.results import (
    GroupResultsOut,
    MedalTableOut,
    ResultIn,
    group_results_out,
    medal_table_out,
)
from fedreg_core.ports.spreadsheets import XLSX_MEDIA_TYPE
from fedreg_core.services import kata_results, medals, results

Round = Annotated[int, PathParameter(ge=1, le=64, description="The bout's round")]
Index = Annotated[int, PathParameter(ge=0, le=1024, description="The bout's place in its round")]
SeenVersion = Annotated[
    int, QueryParameter(ge=1, le=2**31 - 1, description="The result's version as last read")
]
KataRound = Annotated[
    int, PathParameter(ge=1, le=64, description="The round (the medal bouts: the last)")
]
Competitor = Annotated[
    int, PathParameter(ge=1, le=MAX_ID, description="The performing registration's id")
]
BOUT = "/{id:int}/draws/{group_key:str}/bouts/{round:int}/{index:int}"
PERFORMANCE = "/{id:int}/draws/{group_key:str}/kata/{round:int}/{registration_id:int}"
WRITE_ERRORS = error_responses(400, 401, 403, 404, 409)


class TournamentResultsController(Controller):
    path = "/api/tournament"
    tags = ["Results"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(
        "/{id:int}/draws/{group_key:str}/results",
        operation_id="getGroupResults",
        responses=READ_ERRORS,
    )
    async def group(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> GroupResultsOut:
        """A drawn group's bouts as they stand, its placings and a round robin's table, or
        a kata-by-points group's rounds (admins; others once the draws are published)."""
        ids = context.group_ids
        found = await results.group_results(context.uow(), ids, account.user, id, group_key)
        return group_results_out(found, ids, id, request_language(request, context.variant))

    @put(BOUT, operation_id="recordResult", status_code=HTTP_200_OK, responses=WRITE_ERRORS)
    async def record(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        round: Round,
        index: Index,
        data: JSONBody[ResultIn],
        account: SignedIn,
        context: Context,
    ) -> GroupResultsOut:
        """Record a bout's winner (admins, and the table officials of the group's tatami),
        or change it (admins); published draws that are not stale. ``version``: the bout's
        version as last read, 0 for none; another table's result recorded meanwhile answers
        409 naming its winner. A change resets the later bouts it changes (``reset``)."""
        ids = context.group_ids
        found = await results.change_result(
            context.uow(), context.clock, ids, account.user, id, group_key, (round, index),
            data.entry(),
        )  # fmt: skip
        return group_results_out(found, ids, id)

    @delete(BOUT, operation_id="clearResult", status_code=HTTP_200_OK, responses=WRITE_ERRORS)
    async def clear(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        round: Round,
        index: Index,
        version: SeenVersion,
        account: SignedIn,
        context: Context,
    ) -> GroupResultsOut:
        """Forget a bout's result and those of the later bouts that followed from it
        (admins)."""
        ids = context.group_ids
        found = await results.change_result(
            context.uow(), context.clock, ids, account.user, id, group_key, (round, index),
            results.Clearing(version),
        )  # fmt: skip
        return group_results_out(found, ids, id)

    @put(
        PERFORMANCE, operation_id="recordKataScore", status_code=HTTP_200_OK,
        responses=WRITE_ERRORS,
    )  # fmt: skip
    async def record_kata(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        round: KataRound,
        registration_id: Competitor,
        data: JSONBody[KataScoreIn],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> GroupResultsOut:
        """Record a kata performance's score, or change it (admins; a kata-by-points group of
        published draws that are not stale). ``version``: the performance's as last read, 0
        for none; a change resets the later performances of those it puts out (``reset``)."""
        ids = context.group_ids
        found = await kata_results.change_kata_score(
            context.uow(), context.clock, ids, account.user, id, group_key,
            (round, registration_id), data.entry(),
        )  # fmt: skip
        return group_results_out(found, ids, id, request_language(request, context.variant))

    @delete(
        PERFORMANCE, operation_id="clearKataScore", status_code=HTTP_200_OK,
        responses=WRITE_ERRORS,
    )  # fmt: skip
    async def clear_kata(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        round: KataRound,
        registration_id: Competitor,
        version: SeenVersion,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> GroupResultsOut:
        """Forget a kata performance's score and the later performances that followed from
        it (admins)."""
        ids = context.group_ids
        found = await kata_results.change_kata_score(
            context.uow(), context.clock, ids, account.user, id, group_key,
            (round, registration_id), results.Clearing(version),
        )  # fmt: skip
        return group_results_out(found, ids, id, request_language(request, context.variant))

    @get(
        "/{id:int}/results.xlsx",
        operation_id="exportResults",
        opt=EXPORT,
        media_type=XLSX_MEDIA_TYPE,
        responses={**file_response(XLSX_MEDIA_TYPE, "The workbook"), **READ_ERRORS},
    )
    async def workbook(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> Response[bytes]:
        """The medal table and every group's placings (admins; others once the draws are
        published)."""
        content = await medals.results_workbook(
            context.uow(), context.workbooks, context.group_ids, account.user, id,
            request_language(request, context.variant),
        )  # fmt: skip
        return xlsx(content, f"results-{id}.xlsx")

    @get("/{id:int}/medals", operation_id="getMedalTable", responses=READ_ERRORS)
    async def medal_table(self, id: PathId, account: SignedIn, context: Context) -> MedalTableOut:
        """Clubs by gold, silver and bronze medals, and every drawn group's placings so far
        (admins; others once the draws are published)."""
        table = await medals.medal_table(context.uow(), context.group_ids, account.user, id)
        return medal_table_out(table)

"""Results as PDF: a drawn group's bouts as played with its placings, and the tournament's
placings with the medal table per club (read as the results are)."""

from typing import Any

from litestar import Controller, Request, Response, get

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.downloads import PDF_MEDIA_TYPE, file_response, pdf
from adapters.http.controllers.tournament_draws import READ_ERRORS, GroupKeyParam
from adapters.http.language import request_language
from adapters.http.params import PathId
from fedreg_core.services import result_prints

PDF_RESPONSES = {**file_response(PDF_MEDIA_TYPE, "A4 pages"), **READ_ERRORS}


class TournamentResultPrintsController(Controller):
    path = "/api/tournament"
    tags = ["Results"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(
        "/{id:int}/results.pdf",
        operation_id="getResultsPdf",
        media_type=PDF_MEDIA_TYPE,
        responses=PDF_RESPONSES,
    )
    async def tournament(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> Response[bytes]:
        """Every drawn group's placings, then the medal table per club (admins; others once
        the draws are published)."""
        content = await result_prints.tournament_results_pdf(
            context.uow(), context.printer, context.group_ids, account.user, id,
            language=request_language(request, context.variant),
            today=context.clock.now().date(),
        )  # fmt: skip
        return pdf(content, f"results-{id}.pdf")

    @get(
        "/{id:int}/draws/{group_key:str}/results.pdf",
        operation_id="getGroupResultsPdf",
        media_type=PDF_MEDIA_TYPE,
        responses=PDF_RESPONSES,
    )
    async def group(
        self,
        id: PathId,
        group_key: GroupKeyParam,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> Response[bytes]:
        """A drawn group's bouts as played, a round robin's table and its placings (admins;
        others once the draws are published)."""
        content = await result_prints.group_results_pdf(
            context.uow(), context.printer, context.group_ids, account.user, id, group_key,
            language=request_language(request, context.variant),
            today=context.clock.now().date(),
        )  # fmt: skip
        return pdf(content, f"results-{id}-{group_key}.pdf")

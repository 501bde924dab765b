"""A tournament's downloads: the entries workbook, fee statements as PDF."""

from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.params import QueryParameter

from adapters.http.access import access_origin
from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.controllers.downloads import PDF_MEDIA_TYPE, file_response, pdf, xlsx
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.request_observation import EXPORT
from fedreg_core.ports.spreadsheets import XLSX_MEDIA_TYPE
from fedreg_core.services.entries_export import entries_workbook
from fedreg_core.services.invoices import club_invoice, tournament_fees_pdf

WithDiscount = Annotated[
    bool,
    QueryParameter(
        name="withDiscount",
        description="Lines with discount and net, the deduction and the amount due (default); "
        "false: prices and their sum only",
    ),
]
ERRORS = error_responses(401, 403, 404)


class TournamentExportController(Controller):
    path = "/api/tournament"
    tags = ["Tournament registrations"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get(
        "/{id:int}/export/entries.xlsx",
        operation_id="exportEntries",
        opt=EXPORT,
        media_type=XLSX_MEDIA_TYPE,
        responses={**file_response(XLSX_MEDIA_TYPE, "The workbook"), **ERRORS},
    )
    async def entries(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> Response[bytes]:
        """Every competitor entry and team entry, and a sheet per category and discipline
        with its entrants (admins)."""
        language = request_language(request, context.variant)
        origin = access_origin(request, context)
        content = await entries_workbook(
            context.uow(), context.workbooks, account.user, id, language, origin
        )
        return xlsx(content, f"entries-{id}.xlsx")

    @get(
        "/{id:int}/fees/{club_id:int}/invoice.pdf",
        operation_id="getClubInvoice",
        media_type=PDF_MEDIA_TYPE,
        responses={**file_response(PDF_MEDIA_TYPE, "The A4 statement"), **ERRORS},
    )
    async def invoice(
        self,
        id: PathId,
        club_id: PathId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
        with_discount: WithDiscount = True,
    ) -> Response[bytes]:
        """The club's fee statement as a printable A4 PDF, line by line (that club's users
        and admins)."""
        content = await club_invoice(
            context.uow(), context.printer, account.user, id, club_id,
            with_discount=with_discount,
            language=request_language(request, context.variant),
            today=context.clock.now().date(),
        )  # fmt: skip
        suffix = "" if with_discount else "-gross"
        return pdf(content, f"invoice-{id}-{club_id}{suffix}.pdf")

    @get(
        "/{id:int}/fees.pdf",
        operation_id="getTournamentFeesPdf",
        media_type=PDF_MEDIA_TYPE,
        responses={**file_response(PDF_MEDIA_TYPE, "The A4 summary"), **ERRORS},
    )
    async def fees(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> Response[bytes]:
        """Every club's fee totals as a printable A4 PDF (admins)."""
        content = await tournament_fees_pdf(
            context.uow(), context.printer, account.user, id,
            language=request_language(request, context.variant),
            today=context.clock.now().date(),
        )  # fmt: skip
        return pdf(content, f"fees-{id}.pdf")

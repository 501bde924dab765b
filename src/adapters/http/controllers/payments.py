"""Money: the federation's payment settings, invoices issued per tournament, payments in
(by hand, from bank statements), and who owes what. The club sees its own."""

from dataclasses import dataclass
from typing import Annotated, Any

from litestar import Controller, Request, Response, get, post, put
from litestar.datastructures import UploadFile
from litestar.params import JSONBody, MultipartBody, QueryParameter
from litestar.status_codes import HTTP_200_OK

from adapters.http.auth import BEARER_SECURITY, Context, SignedIn
from adapters.http.context import HttpContext
from adapters.http.controllers.downloads import file_response, xlsx
from adapters.http.language import request_language
from adapters.http.openapi import error_responses
from adapters.http.params import PathId
from adapters.http.request_observation import EXPORT, IMPORT
from adapters.http.resources.file_and_action_routes import MULTIPART_FRAMING
from adapters.http.schemas.payments import (
    AssignIn,
    BankColumnsOut,
    ClubMoneyOut,
    IssuedOut,
    IssueIn,
    PayCodeOut,
    PayeeIn,
    PaymentIn,
    PaymentOut,
    PaymentSettingsOut,
    RemindersOut,
    SetAsideIn,
    StatementImportOut,
    bank_columns_out,
    club_money_out,
    invoice_out,
    payee_of,
    payee_out,
    payment_of,
    payment_out,
    statement_import_out,
)
from fedreg_core.payments.statements import MAX_STATEMENT_BYTES, CsvMapping
from fedreg_core.ports.spreadsheets import XLSX_MEDIA_TYPE
from fedreg_core.services import invoicing, payments
from fedreg_core.services.payments import ClubMoney, StatementFile

DryRun = Annotated[
    bool,
    QueryParameter(name="dryRun", description="Only match and report (default); false stores"),
]


@dataclass
class StatementUpload:
    """``multipart/form-data``: the statement in ``file`` (camt.053 XML, or a bank's CSV
    export with the columns named in the other fields)."""

    file: UploadFile
    bank: str = ""
    """A bank's name: its saved columns are used when none are named here; named ones are
    saved under it (on a real import) for the bank's next export."""
    # the form's field names are the API's (camelCase), as in JSON bodies
    bookedOn: str = ""  # noqa: N815
    amount: str = ""
    payer: str = ""
    reference: str = ""
    text: str = ""
    decimalComma: bool = True  # noqa: N815

    def mapping(self) -> CsvMapping | None:
        if not (self.bookedOn or self.amount or self.payer):
            return None
        return CsvMapping(
            booked_on=self.bookedOn, amount=self.amount, payer=self.payer,
            reference=self.reference, text=self.text, decimal_comma=self.decimalComma,
        )  # fmt: skip


def _language(request: Request[Any, Any, Any], context: HttpContext) -> str:
    return request_language(request, context.variant)


def _money_out(money: ClubMoney, context: HttpContext, language: str) -> ClubMoneyOut:
    code = payments.pay_code(money)
    pay = None
    if code is not None:
        pay = PayCodeOut(amount=money.balance.balance, text=code, svg=context.qr_codes.svg(code))
    return club_money_out(money, pay, context.links, language)


class PaymentsController(Controller):
    path = "/api/payments"
    tags = ["Money"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @get("/settings", operation_id="getPaymentSettings", responses=error_responses(401, 403))
    async def settings(self, account: SignedIn, context: Context) -> PaymentSettingsOut:
        """How the federation is paid, as its invoices say it (admins)."""
        found = await payments.payment_settings(context.uow(), account.user)
        return PaymentSettingsOut(settings=None if found is None else payee_out(found))

    @put("/settings", operation_id="setPaymentSettings", responses=error_responses(400, 401, 403))
    async def set_settings(
        self, data: JSONBody[PayeeIn], account: SignedIn, context: Context
    ) -> PaymentSettingsOut:
        """Set the legal name, address, tax number, account (or IBAN and BIC), payment code,
        purpose, currency and due days invoices are issued with (admins)."""
        stored = await payments.set_payment_settings(context.uow(), account.user, payee_of(data))
        return PaymentSettingsOut(settings=payee_out(stored))

    @post(
        "/statement",
        operation_id="importStatement",
        opt=IMPORT,
        status_code=HTTP_200_OK,
        request_max_body_size=MAX_STATEMENT_BYTES + MULTIPART_FRAMING,
        responses=error_responses(400, 401, 403, 413),
    )
    async def statement(
        self,
        data: MultipartBody[StatementUpload],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
        dry_run: DryRun = True,
    ) -> StatementImportOut:
        """Import a bank statement: each new line matched to an invoice by its payment
        reference (counted at once), suggested by payer and amount, or left waiting; lines
        imported before are left as they are (admins)."""
        content = await data.file.read(MAX_STATEMENT_BYTES + 1)
        await data.file.close()
        upload = StatementFile(content, data.mapping(), dry_run, data.bank)
        done = await payments.import_statement_file(
            context.uow(), context.statements, context.clock, account.user, upload
        )
        return statement_import_out(done, _language(request, context), stored=not dry_run)

    @post(
        "/reminders",
        operation_id="remindOverdueClubs",
        status_code=HTTP_200_OK,
        responses=error_responses(401, 403),
    )
    async def reminders(self, account: SignedIn, context: Context) -> RemindersOut:
        """Mail a payment reminder to every club overdue in any tournament (through the
        outbox, in each user's language; once a day per club and tournament) (admins)."""
        queued = await payments.queue_payment_reminders(context.uow(), context.clock, account.user)
        return RemindersOut(queued=queued)

    @get("/bank-mappings", operation_id="listBankMappings", responses=error_responses(401, 403))
    async def mappings(self, account: SignedIn, context: Context) -> dict[str, BankColumnsOut]:
        """The banks' saved statement columns, by the bank's name (admins)."""
        found = await payments.bank_mappings(context.uow(), account.user)
        return {name: bank_columns_out(mapping) for name, mapping in found.items()}

    @get("/waiting", operation_id="listWaitingPayments", responses=error_responses(401, 403))
    async def waiting(
        self, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> list[PaymentOut]:
        """Payments suggested for an invoice or matched to none, oldest first (admins)."""
        found = await payments.waiting_payments(context.uow(), account.user)
        return [payment_out(payment, _language(request, context)) for payment in found]

    @post(
        "/{id:int}/assign",
        operation_id="assignPayment",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 401, 403, 404, 409),
    )
    async def assign(
        self,
        id: PathId,
        data: JSONBody[AssignIn],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> PaymentOut:
        """Count a waiting payment for an invoice, or confirm a suggestion (admins)."""
        done = await payments.assign_payment(
            context.uow(), context.clock, account.user, id, data.invoice_id
        )
        return payment_out(done, _language(request, context))

    @post(
        "/{id:int}/set-aside",
        operation_id="setPaymentAside",
        status_code=HTTP_200_OK,
        responses=error_responses(401, 403, 404, 409),
    )
    async def set_aside(
        self,
        id: PathId,
        data: JSONBody[SetAsideIn],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> PaymentOut:
        """A waiting payment that is no fee (a donation, a mistaken transfer) (admins)."""
        done = await payments.set_payment_aside(context.uow(), account.user, id, data.note)
        return payment_out(done, _language(request, context))

    @post(
        "/invoice/{id:int}",
        operation_id="recordPayment",
        responses=error_responses(400, 401, 403, 404),
    )
    async def record(
        self,
        id: PathId,
        data: JSONBody[PaymentIn],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> PaymentOut:
        """A payment the admin saw (cash, a slip) counted for an invoice (admins)."""
        done = await payments.record_payment(
            context.uow(), context.clock, account.user, id, payment_of(data)
        )
        return payment_out(done, _language(request, context))


class TournamentMoneyController(Controller):
    path = "/api/tournament"
    tags = ["Money"]  # noqa: RUF012 (Litestar declares it an instance variable)
    security = BEARER_SECURITY

    @post(
        "/{id:int}/invoices",
        operation_id="issueInvoices",
        status_code=HTTP_200_OK,
        responses=error_responses(400, 401, 403, 404, 409),
    )
    async def issue(
        self,
        id: PathId,
        data: JSONBody[IssueIn],
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> IssuedOut:
        """Issue one club's invoice (or the supplement or credit note its changed entries
        call for; 409 when nothing is to be issued), or every club's (admins)."""
        language = _language(request, context)
        if data.club_id is not None:
            one = await invoicing.issue_invoice(
                context.uow(), context.printer, context.files, context.clock, account.user,
                id, data.club_id, language=language,
            )  # fmt: skip
            return IssuedOut(issued=[invoice_out(one, context.links)], up_to_date=0)
        done = await invoicing.issue_invoices(
            context.uow, context.printer, context.files, context.clock, account.user, id,
            language=language,
        )  # fmt: skip
        issued = [invoice_out(invoice, context.links) for invoice in done.issued]
        return IssuedOut(issued=issued, up_to_date=done.up_to_date)

    @get(
        "/{id:int}/money",
        operation_id="listTournamentMoney",
        responses=error_responses(401, 403, 404),
    )
    async def money(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> list[ClubMoneyOut]:
        """Every invoiced club: invoices, payments, balance and state (admins)."""
        found = await payments.tournament_money(context.uow(), context.clock, account.user, id)
        language = _language(request, context)
        return [_money_out(money, context, language) for money in found]

    @get(
        "/{id:int}/money.xlsx",
        operation_id="exportTournamentMoney",
        opt=EXPORT,
        media_type=XLSX_MEDIA_TYPE,
        responses={
            **file_response(XLSX_MEDIA_TYPE, "The workbook"),
            **error_responses(401, 403, 404),
        },
    )
    async def money_workbook(
        self, id: PathId, request: Request[Any, Any, Any], account: SignedIn, context: Context
    ) -> Response[bytes]:
        """Who owes what: the clubs' balances and every invoice, as .xlsx (admins)."""
        content = await payments.money_workbook(
            context.uow(), context.workbooks, context.clock, account.user, id,
            _language(request, context),
        )  # fmt: skip
        return xlsx(content, f"money-{id}.xlsx")

    @get(
        "/{id:int}/club/{club_id:int}/money",
        operation_id="getClubMoney",
        responses=error_responses(401, 403, 404),
    )
    async def club_money(
        self,
        id: PathId,
        club_id: PathId,
        request: Request[Any, Any, Any],
        account: SignedIn,
        context: Context,
    ) -> ClubMoneyOut:
        """A club's invoices, payments and balance, with the QR code that pays what is
        still owed (admins and the club's users)."""
        money = await payments.club_money(context.uow(), context.clock, account.user, id, club_id)
        return _money_out(money, context, _language(request, context))

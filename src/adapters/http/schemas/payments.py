"""Request and answer shapes of money: payment settings, invoices, payments, statements and
each club's balance. Amounts are integers in minor units (para, cents)."""

from datetime import date
from typing import Annotated

import msgspec

from adapters.http.file_links import FileLinks
from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body, LongText, Text
from adapters.http.schemas.conversion.from_core import answer_from
from fedreg_core.messages import translate
from fedreg_core.payments.invoices import Invoice, InvoiceKind, Payee, PaymentState
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.matching import LineMatch
from fedreg_core.payments.statements import CsvMapping
from fedreg_core.services.payments import ClubMoney, StatementImport

Code = Annotated[str, msgspec.Meta(max_length=3)]
MinorUnits = Annotated[int, msgspec.Meta(ge=-(10**15), le=10**15)]


class PayeeIn(Body, kw_only=True):
    """``account``: an 18-digit Serbian account (``840-955845-10``; NBS IPS codes, RSD) or
    an IBAN (EPC codes, EUR)."""

    legal_name: Text
    address: Text
    tax_number: Text = ""
    account: Text
    bic: Text = ""
    payment_code: Code = "289"
    purpose: Text = ""
    currency: Code = "RSD"
    due_days: Annotated[int, msgspec.Meta(ge=-(10**6), le=10**6)] = 15


class PayeeOut(msgspec.Struct, rename="camel", kw_only=True):
    legal_name: str
    address: str
    tax_number: str
    account: str
    bic: str
    payment_code: str
    purpose: str
    currency: str
    due_days: int


class PaymentSettingsOut(msgspec.Struct, rename="camel", kw_only=True):
    settings: PayeeOut | None
    """None until an admin has entered them."""


def payee_of(body: PayeeIn) -> Payee:
    return Payee(**msgspec.structs.asdict(body))


def payee_out(payee: Payee) -> PayeeOut:
    return answer_from(PayeeOut, payee)


class InvoiceLineOut(msgspec.Struct, rename="camel", kw_only=True):
    kind: str
    registration_id: int
    label: str
    chargeable: int
    price: int
    discount: int
    net: int


class InvoiceOut(msgspec.Struct, rename="camel", kw_only=True):
    id: int
    number: str
    kind: InvoiceKind
    tournament_id: int
    tournament_name: str
    club_id: int
    club_name: str
    issued_on: date
    due_on: date
    lines: list[InvoiceLineOut]
    gross: int
    discounts: int
    net: int
    deduction_percent: int
    total: int
    """Negative for a credit note."""
    currency: str
    reference: str
    corrects: str
    """The number a supplement or credit note corrects; empty for an invoice."""
    pdf: str | None
    """A signed link to the PDF, valid about an hour."""


def invoice_out(invoice: Invoice, links: FileLinks) -> InvoiceOut:
    return answer_from(
        InvoiceOut,
        invoice,
        number=str(invoice.number),
        lines=[answer_from(InvoiceLineOut, line) for line in invoice.lines],
        currency=invoice.payee.currency,
        pdf=links.link(invoice.pdf_path),
    )


class IssueIn(Body, kw_only=True):
    club_id: BodyId | None = None
    """One club; none: every club whose entries call for a document."""


class IssuedOut(msgspec.Struct, rename="camel", kw_only=True):
    issued: list[InvoiceOut]
    up_to_date: int
    """Clubs whose invoices already match their entries."""


class PaymentIn(Body, kw_only=True):
    """A payment seen by the admin (cash, a slip) for an invoice."""

    paid_on: date
    amount: MinorUnits
    currency: Code
    reference: Text = ""
    payer: Text = ""
    note: LongText = ""


def payment_of(body: PaymentIn) -> Payment:
    return Payment(**msgspec.structs.asdict(body))


class PaymentOut(msgspec.Struct, rename="camel", kw_only=True):
    id: int
    paid_on: date
    amount: int
    currency: str
    reference: str
    payer: str
    text: str
    note: str
    status: PaymentStatus
    reason: str
    """Why it waits, in the user's language; empty unless unmatched."""
    invoice_id: int | None
    """The invoice it pays (assigned) or might pay (suggested)."""
    from_statement: bool


def payment_out(payment: Payment, language: str) -> PaymentOut:
    return answer_from(
        PaymentOut,
        payment,
        reason=translate(payment.reason, language) if payment.reason else "",
        from_statement=payment.line_id is not None,
    )


class RemindersOut(msgspec.Struct, rename="camel", kw_only=True):
    queued: int
    """Clubs reminded now (a club reminded today already is not counted again)."""


class BankColumnsOut(msgspec.Struct, rename="camel", kw_only=True):
    """A bank's CSV export: the headers of its columns (empty: the export has none)."""

    booked_on: str
    amount: str
    payer: str
    reference: str
    text: str
    decimal_comma: bool


def bank_columns_out(mapping: CsvMapping) -> BankColumnsOut:
    return answer_from(BankColumnsOut, mapping)


class AssignIn(Body, kw_only=True):
    invoice_id: BodyId


class SetAsideIn(Body, kw_only=True):
    note: LongText = ""


class StatementLineOut(msgspec.Struct, rename="camel", kw_only=True):
    booked_on: date
    amount: int
    currency: str
    reference: str
    payer: str
    text: str
    status: PaymentStatus
    invoice_id: int | None
    reason: str


class StatementImportOut(msgspec.Struct, rename="camel", kw_only=True):
    lines: list[StatementLineOut]
    """The statement's new lines, in its order."""
    known: int
    """Lines imported before: left as they were."""
    assigned: int
    suggested: int
    unmatched: int
    stored: bool
    """False for a dry run."""


def statement_import_out(done: StatementImport, language: str, stored: bool) -> StatementImportOut:
    def line_out(match: LineMatch) -> StatementLineOut:
        return answer_from(
            StatementLineOut,
            match.line,
            status=match.status,
            invoice_id=match.invoice_id,
            reason=translate(match.reason, language) if match.reason else "",
        )

    return StatementImportOut(
        lines=[line_out(match) for match in done.lines],
        known=done.known,
        assigned=done.count(PaymentStatus.ASSIGNED),
        suggested=done.count(PaymentStatus.SUGGESTED),
        unmatched=done.count(PaymentStatus.UNMATCHED),
        stored=stored,
    )


class BalanceOut(msgspec.Struct, rename="camel", kw_only=True):
    invoiced: int
    paid: int
    balance: int
    """Still owed; negative when overpaid."""
    state: PaymentState


class PayCodeOut(msgspec.Struct, rename="camel", kw_only=True):
    """The QR code a phone pays what is still owed with: its string and an SVG of it."""

    amount: int
    text: str
    svg: str


class ClubMoneyOut(msgspec.Struct, rename="camel", kw_only=True):
    club_id: int
    club_name: str
    invoices: list[InvoiceOut]
    payments: list[PaymentOut]
    balance: BalanceOut
    pay: PayCodeOut | None
    """None when nothing is owed."""
    uninvoiced: int | None
    """What the club's entries cost now beyond what was invoiced (negative: less): a
    supplement or credit note is due; in the admin's list of every club, null."""


def club_money_out(
    money: ClubMoney, pay: PayCodeOut | None, links: FileLinks, language: str
) -> ClubMoneyOut:
    return answer_from(
        ClubMoneyOut,
        money,
        invoices=[invoice_out(invoice, links) for invoice in money.invoices],
        payments=[payment_out(payment, language) for payment in money.payments],
        balance=answer_from(BalanceOut, money.balance),
        pay=pay,
    )

"""Money in (admins): the federation's payment settings, payments recorded by hand or read
from a bank statement and matched to invoices, suggestions confirmed, waiting payments
assigned or set aside; and who owes what per club and tournament (admins, and a club its own).
Every assignment is in the tournament's history with who made it."""

from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime

from fedreg_core.domain.by_name import built_from
from fedreg_core.domain.entities import HistoryEntry, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound, RuleBroken
from fedreg_core.domain.permissions import may_manage_tournament_records, may_see_club_registrations
from fedreg_core.domain.plain_fields import camel
from fedreg_core.domain.rules import Validation
from fedreg_core.messages import translate
from fedreg_core.payments.check_digits import compact_iban, is_iban, serbian_account
from fedreg_core.payments.codes import money, payment_code
from fedreg_core.payments.invoices import (
    MINOR_UNITS,
    Balance,
    Invoice,
    Payee,
    PaymentState,
    balance_of,
)
from fedreg_core.payments.ips_qr import PURPOSE_LIMIT
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.matching import LineMatch, OpenInvoice, match_lines
from fedreg_core.payments.statements import CsvMapping, StatementLine
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.payments import StatementReader
from fedreg_core.ports.spreadsheets import Sheet, SpreadsheetWriter
from fedreg_core.ports.unit_of_work import PaymentWork
from fedreg_core.services.fee_report import read_club_view

WAITING = (PaymentStatus.UNMATCHED, PaymentStatus.SUGGESTED)
DUE_DAYS_MOST = 365


def _admin(actor: User) -> None:
    if not may_manage_tournament_records(actor):
        raise Forbidden


def _payable(invoice: Invoice, payment: Payment, field: str) -> None:
    """A payment counts only for an invoice or supplement (never a credit note), in its
    currency, for more than zero; 400 on ``field`` otherwise."""
    if invoice.total <= 0:
        raise RuleBroken.single(field, "error_payment_for_credit_note")
    if payment.currency.upper() != invoice.payee.currency:
        raise RuleBroken.single(field, "error_payment_other_currency")
    if payment.amount <= 0:
        raise RuleBroken.single(field, "error_amount_positive")


def checked_payee(payee: Payee) -> Payee:
    """The settings as stored (account in its 18 digits or compact IBAN), or 400 per field."""
    v = Validation()
    v.required("legalName", payee.legal_name)
    v.required("address", payee.address)
    account = serbian_account(payee.account)
    by_iban = account is None and is_iban(payee.account)
    v.check("account", account is not None or by_iban, "error_account")
    bic = payee.bic.replace(" ", "").upper()
    v.check("bic", bic == "" or (len(bic) in (8, 11) and bic.isalnum()), "error_bic")
    code = payee.payment_code
    v.check(
        "paymentCode", len(code) == 3 and code.isdigit() and code[0] in "12", "error_payment_code"
    )
    v.check("purpose", len(payee.purpose) <= PURPOSE_LIMIT, "purpose_too_long")
    currency = payee.currency.upper()
    v.check("currency", currency == ("EUR" if by_iban else "RSD"), "error_currency_of_account")
    v.check("dueDays", 0 <= payee.due_days <= DUE_DAYS_MOST, "error_due_days")
    v.raise_if_broken()
    stored_account = compact_iban(payee.account) if by_iban else payee.account
    return replace(payee, account=stored_account, bic=bic, currency=currency)


async def payment_settings(uow: PaymentWork, actor: User) -> Payee | None:
    _admin(actor)
    async with uow.read_only():
        return await uow.payment_settings.get()


async def set_payment_settings(uow: PaymentWork, actor: User, payee: Payee) -> Payee:
    _admin(actor)
    checked = checked_payee(payee)
    async with uow:
        await uow.payment_settings.put(checked)
        await uow.commit()
    return checked


def _assignment(payment: Payment, invoice: Invoice, actor: User, now: datetime) -> HistoryEntry:
    item = f"{invoice.number} · {invoice.club_name} · {money(payment.amount, payment.currency)}"
    return HistoryEntry(invoice.tournament_id, HistoryType.PAYMENT_ASSIGNED, item, actor.id, now)


async def _assigned(
    uow: PaymentWork, payment: Payment, invoice: Invoice, actor: User, now: datetime
) -> None:
    await uow.history.add(_assignment(payment, invoice, actor, now))


async def record_payment(
    uow: PaymentWork, clock: Clock, actor: User, invoice_id: int, payment: Payment
) -> Payment:
    """A payment the admin saw (cash, a slip) recorded for an invoice."""
    _admin(actor)
    v = Validation()
    v.check("amount", payment.amount > 0, "error_amount_positive")
    v.raise_if_broken()
    async with uow:
        invoice = await uow.invoices.get(invoice_id)
        if invoice is None:
            raise NotFound(what="invoice", key=invoice_id)
        _payable(invoice, payment, "currency")
        stored = await uow.payments.add(
            replace(
                payment,
                status=PaymentStatus.ASSIGNED,
                invoice_id=invoice_id,
                line_id=None,
                recorded_by=actor.id,
                reason="",
            )
        )
        await _assigned(uow, stored, invoice, actor, clock.now())
        await uow.commit()
    return stored


def open_invoices(invoices: Sequence[Invoice], assigned: Sequence[Payment]) -> list[OpenInvoice]:
    """Each invoice with money still owed on it (payments assigned subtracted)."""
    paid: dict[int, int] = defaultdict(int)
    for payment in assigned:
        if payment.invoice_id is not None:
            paid[payment.invoice_id] += payment.amount
    return [
        OpenInvoice(
            invoice_id, invoice.reference, invoice.club_name, invoice.total - paid[invoice_id]
        )
        for invoice in invoices
        if (invoice_id := invoice.id) is not None and invoice.total > 0
    ]


@dataclass(frozen=True, slots=True)
class StatementImport:
    """What a statement brought: each new line's outcome, and how many lines were imported
    before (left as they are)."""

    lines: tuple[LineMatch, ...]
    known: int

    def count(self, status: PaymentStatus) -> int:
        return sum(line.status == status for line in self.lines)


@dataclass(frozen=True, slots=True)
class StatementFile:
    content: bytes
    mapping: CsvMapping | None = None
    """How to read a CSV export; camt.053 needs none."""
    dry_run: bool = True
    bank: str = ""
    """A bank's saved mapping: used when ``mapping`` is None, else ``mapping`` is saved
    under this name (unless a dry run) for the bank's next export."""


def checked_mapping(mapping: CsvMapping) -> CsvMapping:
    """A mapping names at least the date, amount and payer columns (400 per field)."""
    v = Validation()
    for field in ("booked_on", "amount", "payer"):
        v.required(camel(field), getattr(mapping, field))
    v.raise_if_broken()
    return mapping


async def bank_mappings(uow: PaymentWork, actor: User) -> dict[str, CsvMapping]:
    """The banks' saved CSV mappings by name (admins)."""
    _admin(actor)
    async with uow.read_only():
        return await uow.payment_settings.bank_mappings()


async def _mapping_of(uow: PaymentWork, upload: StatementFile) -> CsvMapping | None:
    bank = upload.bank.strip()
    if upload.mapping is not None:
        mapping = checked_mapping(upload.mapping)
        if bank and not upload.dry_run:
            await uow.payment_settings.save_bank_mapping(bank, mapping)
        return mapping
    if not bank:
        return None
    saved = (await uow.payment_settings.bank_mappings()).get(bank)
    if saved is None:
        raise RuleBroken.single("bank", "error_bank_mapping_unknown")
    return saved


async def import_statement_file(
    uow: PaymentWork, reader: StatementReader, clock: Clock, actor: User, upload: StatementFile
) -> StatementImport:
    """``import_statement`` of a file, read only once the actor may import."""
    _admin(actor)

    async def lines(payee: Payee) -> Sequence[StatementLine]:
        mapping = await _mapping_of(uow, upload)
        return await reader.read(upload.content, mapping, payee.currency)

    return await _import(uow, clock, actor, lines, dry_run=upload.dry_run)


async def import_statement(
    uow: PaymentWork,
    clock: Clock,
    actor: User,
    lines: Sequence[StatementLine],
    *,
    dry_run: bool = False,
) -> StatementImport:
    """Match the statement's new lines and (unless ``dry_run``) store them: assigned ones
    count at once, suggested and unmatched ones wait for the admin. Six statements
    whatever the statement's length."""
    _admin(actor)

    async def given(_payee: Payee) -> Sequence[StatementLine]:
        return lines

    return await _import(uow, clock, actor, given, dry_run=dry_run)


async def _import(
    uow: PaymentWork,
    clock: Clock,
    actor: User,
    read: Callable[[Payee], Awaitable[Sequence[StatementLine]]],
    *,
    dry_run: bool,
) -> StatementImport:
    async with uow:
        payee = await uow.payment_settings.get()
        if payee is None:
            raise RuleBroken.single("settings", "error_payment_settings_missing")
        lines = await read(payee)
        known = await uow.payments.known_lines({line.line_id for line in lines})
        fresh = list({line.line_id: line for line in lines if line.line_id not in known}.values())
        invoices = await uow.invoices.everything()
        still_open = open_invoices(invoices, await uow.payments.assigned_to())
        matches = match_lines(fresh, still_open, payee.currency)
        if not dry_run:
            now = clock.now()
            await uow.payments.add_lines([_payment_of(match, actor) for match in matches])
            by_id = {invoice.id: invoice for invoice in invoices}
            await uow.history.add_all(
                [
                    _assignment(_payment_of(match, actor), by_id[match.invoice_id], actor, now)
                    for match in matches
                    if match.status == PaymentStatus.ASSIGNED and match.invoice_id is not None
                ]
            )
            await uow.commit()
    return StatementImport(tuple(matches), len(lines) - len(fresh))


def _payment_of(match: LineMatch, actor: User) -> Payment:
    return built_from(
        Payment,
        match.line,
        paid_on=match.line.booked_on,
        status=match.status,
        reason=match.reason,
        invoice_id=match.invoice_id,
        recorded_by=actor.id,
    )


async def waiting_payments(uow: PaymentWork, actor: User) -> list[Payment]:
    """Suggested and unmatched payments, oldest first."""
    _admin(actor)
    async with uow.read_only():
        return await uow.payments.with_status(WAITING)


async def assign_payment(
    uow: PaymentWork, clock: Clock, actor: User, payment_id: int, invoice_id: int
) -> Payment:
    """Count a waiting payment (or confirm a suggestion) for an invoice; 409 when it is
    counted already."""
    _admin(actor)
    async with uow:
        payment = await uow.payments.get(payment_id)
        invoice = await uow.invoices.get(invoice_id)
        if payment is None:
            raise NotFound(what="payment", key=payment_id)
        if invoice is None:
            raise NotFound(what="invoice", key=invoice_id)
        if payment.status == PaymentStatus.ASSIGNED:
            raise Conflict("error_payment_already_assigned")
        _payable(invoice, payment, "invoiceId")
        assigned = replace(payment, status=PaymentStatus.ASSIGNED, invoice_id=invoice_id, reason="")
        await uow.payments.update(assigned)
        await _assigned(uow, assigned, invoice, actor, clock.now())
        await uow.commit()
    return assigned


async def set_payment_aside(uow: PaymentWork, actor: User, payment_id: int, note: str) -> Payment:
    """A waiting payment that is no fee (a donation, a mistaken transfer): set aside."""
    _admin(actor)
    async with uow:
        payment = await uow.payments.get(payment_id)
        if payment is None:
            raise NotFound(what="payment", key=payment_id)
        if payment.status == PaymentStatus.ASSIGNED:
            raise Conflict("error_payment_already_assigned")
        ignored = replace(payment, status=PaymentStatus.IGNORED, invoice_id=None, note=note)
        await uow.payments.update(ignored)
        await uow.commit()
    return ignored


@dataclass(frozen=True, slots=True)
class ClubMoney:
    """A club's invoices, its payments counted for them, and its balance in a tournament;
    ``uninvoiced``: what its entries cost now beyond what was invoiced (negative: less; a
    supplement or a credit note is due), ``None`` where the fee now was not read."""

    club_id: int
    club_name: str
    invoices: tuple[Invoice, ...]
    payments: tuple[Payment, ...]
    balance: Balance
    uninvoiced: int | None = None


def _money_by_club(
    invoices: Sequence[Invoice], payments: Sequence[Payment], today: date
) -> list[ClubMoney]:
    by_invoice = {invoice.id: invoice for invoice in invoices}
    clubs: dict[int, tuple[str, list[Invoice], list[Payment]]] = {}
    for invoice in invoices:
        clubs.setdefault(invoice.club_id, (invoice.club_name, [], []))[1].append(invoice)
    for payment in payments:
        paid_for = by_invoice.get(payment.invoice_id)
        if paid_for is not None:
            clubs[paid_for.club_id][2].append(payment)
    return [
        ClubMoney(
            club_id,
            name,
            tuple(billed),
            tuple(paid),
            balance_of(billed, sum(p.amount for p in paid), today),
        )
        for club_id, (name, billed, paid) in clubs.items()
    ]


async def tournament_money(
    uow: PaymentWork, clock: Clock, actor: User, tournament_id: int
) -> list[ClubMoney]:
    """Every invoiced club of the tournament with its balance (admins); three statements."""
    _admin(actor)
    async with uow.read_only():
        invoices = await uow.invoices.of_tournament(tournament_id)
        payments = await uow.payments.assigned_to({i.id for i in invoices if i.id is not None})
    return _money_by_club(invoices, payments, clock.now().date())


async def club_money(
    uow: PaymentWork, clock: Clock, actor: User, tournament_id: int, club_id: int
) -> ClubMoney:
    """One club's invoices, payments and balance (admins and that club's users)."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow.read_only(one_snapshot=False):
        view = await read_club_view(uow, actor, tournament_id, club_id)
        invoices = await uow.invoices.of_tournament(tournament_id, club_id)
        payments = await uow.payments.assigned_to({i.id for i in invoices if i.id is not None})
    today = clock.now().date()
    found = _money_by_club(invoices, payments, today)
    money = (
        found[0]
        if found
        else ClubMoney(club_id, view.fee.club.name, (), (), balance_of((), 0, today))
    )
    now = view.fee.fee.total * MINOR_UNITS
    return replace(money, uninvoiced=now - money.balance.invoiced)


def pay_code(money: ClubMoney) -> str | None:
    """The payment code for what the club still owes, with its first invoice's reference
    (the bank statement brings the payment back to that invoice); None when nothing is owed."""
    owed = money.balance.balance
    first = next((invoice for invoice in money.invoices if invoice.total > 0), None)
    return None if owed <= 0 or first is None else payment_code(first, owed)


async def money_workbook(
    uow: PaymentWork,
    writer: SpreadsheetWriter,
    clock: Clock,
    actor: User,
    tournament_id: int,
    language: str,
) -> bytes:
    """Who owes what, as .xlsx (admins): a sheet of the clubs with their balance and state,
    and a sheet of every invoice; amounts in whole units with their decimals."""
    clubs = await tournament_money(uow, clock, actor, tournament_id)

    def t(key: str) -> str:
        return translate(key, language)

    club_rows = [
        (
            c.club_name,
            c.balance.invoiced / MINOR_UNITS,
            c.balance.paid / MINOR_UNITS,
            c.balance.balance / MINOR_UNITS,
            t(f"payment_state_{c.balance.state.value}"),
        )
        for c in clubs
    ]
    invoice_rows = [
        (
            str(i.number),
            t(f"invoice_kind_{i.kind.value}"),
            i.club_name,
            i.issued_on,
            i.due_on,
            i.total / MINOR_UNITS,
            i.payee.currency,
            i.reference,
        )
        for c in clubs
        for i in c.invoices
    ]
    keys = ("sheet_club", "invoice_invoiced", "invoice_paid", "invoice_owed", "invoice_state")
    invoice_keys = (
        "invoice_number", "invoice_kind", "sheet_club", "invoice_issued_on", "invoice_due_on",
        "invoice_amount", "invoice_currency", "invoice_reference",
    )  # fmt: skip
    return await writer.workbook(
        [
            Sheet(t("invoice_clubs_sheet"), tuple(t(k) for k in keys), club_rows),
            Sheet(t("invoice_invoices_sheet"), tuple(t(k) for k in invoice_keys), invoice_rows),
        ]
    )


async def queue_payment_reminders(uow: PaymentWork, clock: Clock, actor: User) -> int:
    """Queue a reminder mail (in each user's language, through the outbox) to every club
    overdue in any tournament, once a day: a second call the same day queues nothing."""
    _admin(actor)
    now = clock.now()
    async with uow:
        invoices = await uow.invoices.everything()
        paid = await uow.payments.assigned_to()
        overdue = [
            (tournament_id, club.club_id)
            for tournament_id, club in _balances(invoices, paid, now.date())
            if club.balance.state == PaymentState.OVERDUE
        ]
        queued = await uow.notices.payment_reminders(overdue, now, now.date().isoformat())
        await uow.commit()
    return queued


def _balances(
    invoices: Sequence[Invoice], payments: Sequence[Payment], today: date
) -> list[tuple[int, ClubMoney]]:
    """Every (tournament, club) with invoices, and its money."""
    by_tournament: dict[int, list[Invoice]] = defaultdict(list)
    for invoice in invoices:
        by_tournament[invoice.tournament_id].append(invoice)
    return [
        (tournament_id, money)
        for tournament_id, billed in by_tournament.items()
        for money in _money_by_club(billed, payments, today)
    ]

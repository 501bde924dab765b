"""Issuing invoices (admins): a club's first invoice of a tournament prices its entries as
the fee report does; after that, a change of entries is answered by a supplement (for more)
or a credit note (for less) listing the lines that changed, never by an edit. Each document
is numbered from the year's gap-free sequence, stored, printed to PDF and put in the history,
in one transaction per club."""

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from fedreg_core.domain.entities import HistoryEntry, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound, RuleBroken
from fedreg_core.domain.permissions import may_manage_tournament_records
from fedreg_core.payments.codes import money
from fedreg_core.payments.invoices import (
    MINOR_UNITS,
    Invoice,
    InvoiceKind,
    InvoiceLine,
    InvoiceNumber,
    correction_kind,
)
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.files import FileStore
from fedreg_core.ports.printing import InvoicePrinter
from fedreg_core.ports.unit_of_work import InvoicingWork
from fedreg_core.services.fee_report import ClubFeeReport, read_club_view, read_tournament_fees
from fedreg_core.services.invoice_documents import printed_invoice

INVOICE_FILES = "invoices"


def invoice_lines(fee: ClubFeeReport) -> tuple[InvoiceLine, ...]:
    """The fee report's lines as an invoice prints them, in minor units; a late entry's
    surcharge is part of its price (so price - discount = net on every line)."""
    return tuple(
        InvoiceLine(
            line.kind,
            line.registration_id,
            line.label,
            line.fee.chargeable,
            (line.fee.price + line.fee.late_fee) * MINOR_UNITS,
            line.fee.discount * MINOR_UNITS,
            line.fee.net * MINOR_UNITS,
        )
        for line in fee.lines
    )


def _negated(line: InvoiceLine) -> InvoiceLine:
    return replace(line, price=-line.price, discount=-line.discount, net=-line.net)


def changed_lines(issued: list[Invoice], now: tuple[InvoiceLine, ...]) -> tuple[InvoiceLine, ...]:
    """What changed since the issued documents: lines invoiced now and not before, and the
    lines invoiced before that are gone (with their amounts negated)."""
    before: Counter[InvoiceLine] = Counter()
    for invoice in issued:
        for line in invoice.lines:
            if line.net < 0:
                before[_negated(line)] -= 1
            else:
                before[line] += 1
    current = Counter(now)
    added = [line for line in now if (current - before)[line] > 0]
    gone = [_negated(line) for line, count in (before - current).items() for _ in range(count)]
    return (*dict.fromkeys(added), *gone)


def _document(
    issued: list[Invoice], fee: ClubFeeReport
) -> tuple[InvoiceKind, tuple[InvoiceLine, ...], int, str]:
    """The kind, lines, total and corrected number of the next document for the club."""
    lines = invoice_lines(fee)
    if not issued:
        if fee.fee.total <= 0:
            raise Conflict("error_invoice_nothing_due")
        return InvoiceKind.INVOICE, lines, fee.fee.total * MINOR_UNITS, ""
    difference = fee.fee.total * MINOR_UNITS - sum(invoice.total for invoice in issued)
    kind = correction_kind(difference)
    if kind is None:
        raise Conflict("error_invoice_up_to_date")
    return kind, changed_lines(issued, lines), difference, str(issued[0].number)


async def _issue_one(
    uow: InvoicingWork,
    printer: InvoicePrinter,
    files: FileStore,
    actor: User,
    tournament_id: int,
    club_id: int,
    *,
    language: str,
    now: datetime,
) -> Invoice:
    """Issue the club's next document in the open unit of work (not committed)."""
    payee = await uow.payment_settings.get()
    if payee is None:
        raise RuleBroken.single("settings", "error_payment_settings_missing")
    view = await read_club_view(uow, actor, tournament_id, club_id)
    issued = await uow.invoices.of_tournament(tournament_id, club_id)
    kind, lines, total, corrects = _document(issued, view.fee)
    today = now.date()
    number = InvoiceNumber(today.year, await uow.invoices.next_sequence(today.year))
    stored = await uow.invoices.add(
        Invoice(
            tournament_id=tournament_id,
            club_id=club_id,
            kind=kind,
            number=number,
            issued_on=today,
            due_on=today + timedelta(days=payee.due_days),
            lines=lines,
            gross=sum(line.price for line in lines),
            discounts=sum(line.discount for line in lines),
            net=sum(line.net for line in lines),
            deduction_percent=view.fee.fee.deduction_percent,
            total=total,
            reference=number.reference(payee),
            club_name=view.fee.club.name,
            payee=payee,
            tournament_name=view.snapshot.tournament.name,
            corrects=corrects,
            issued_by=actor.id,
        )
    )
    assert stored.id is not None
    pdf = await printer.invoice_pdf(printed_invoice(stored, language))
    pdf_path = await files.save(INVOICE_FILES, pdf, ".pdf")
    await uow.invoices.attach_pdf(stored.id, pdf_path)
    item = f"{number} · {stored.club_name} · {money(total, payee.currency)}"
    await uow.history.add(
        HistoryEntry(tournament_id, HistoryType.INVOICE_ISSUED, item, actor.id, now)
    )
    return replace(stored, pdf_path=pdf_path)


async def issue_invoice(
    uow: InvoicingWork,
    printer: InvoicePrinter,
    files: FileStore,
    clock: Clock,
    actor: User,
    tournament_id: int,
    club_id: int,
    *,
    language: str,
) -> Invoice:
    """The club's invoice, or the supplement or credit note its changed entries call for
    (admins); 409 when nothing is due or what was invoiced is still right."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow:
        issued = await _issue_one(
            uow, printer, files, actor, tournament_id, club_id, language=language, now=clock.now()
        )
        await uow.commit()
    return issued


@dataclass(frozen=True, slots=True)
class IssuedForAll:
    issued: tuple[Invoice, ...]
    up_to_date: int
    """Clubs whose invoices still match their entries (nothing issued for them)."""


async def issue_invoices(
    uow_factory: Callable[[], InvoicingWork],
    printer: InvoicePrinter,
    files: FileStore,
    clock: Clock,
    actor: User,
    tournament_id: int,
    *,
    language: str,
) -> IssuedForAll:
    """Every club with entries (or with invoices, whose entries may be gone) gets what its
    entries call for, each club in a transaction of its own."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow_factory().read_only() as uow:
        tournament = await uow.registration_lists.tournament(tournament_id)
        fees = await read_tournament_fees(uow, tournament)
        invoiced = {invoice.club_id for invoice in await uow.invoices.of_tournament(tournament_id)}
        payee = await uow.payment_settings.get()
    if payee is None:
        raise RuleBroken.single("settings", "error_payment_settings_missing")
    club_ids = [c.club.id for c in fees.clubs if c.fee.total > 0 or c.club.id in invoiced]
    club_ids += sorted(invoiced - set(club_ids))
    issued, up_to_date = [], 0
    for club_id in club_ids:
        try:
            issued.append(
                await issue_invoice(
                    uow_factory(),
                    printer,
                    files,
                    clock,
                    actor,
                    tournament_id,
                    club_id,
                    language=language,
                )
            )
        except Conflict:
            up_to_date += 1
    return IssuedForAll(tuple(issued), up_to_date)


async def invoice_pdf(
    uow: InvoicingWork, printer: InvoicePrinter, actor: User, invoice_id: int, *, language: str
) -> tuple[Invoice, bytes]:
    """An issued invoice printed again in ``language`` (admins; the document is as issued:
    its numbers, lines and payee never change)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        invoice = await uow.invoices.get(invoice_id)
    if invoice is None:
        raise NotFound(what="invoice", key=invoice_id)
    return invoice, await printer.invoice_pdf(printed_invoice(invoice, language))


async def tournament_invoices(uow: InvoicingWork, actor: User, tournament_id: int) -> list[Invoice]:
    """Every club's invoices, supplements and credit notes of a tournament (admins)."""
    if not may_manage_tournament_records(actor):
        raise Forbidden
    async with uow.read_only():
        return await uow.invoices.of_tournament(tournament_id)

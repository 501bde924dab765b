"""Issuing invoices and taking payments in, over the fakes: the worked example of the fee
rules invoiced, changed entries answered by a supplement and a credit note, a statement
matched, and the balance that follows."""

from collections.abc import Awaitable
from dataclasses import replace
from datetime import date, timedelta

import pytest

from fedreg_core.domain.entities import CompetitorRegistration
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.payments.check_digits import model97_reference
from fedreg_core.payments.invoices import Invoice, InvoiceKind, PaymentState
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.statements import StatementLine
from fedreg_core.services import fee_report, invoicing, payments
from fedreg_core.services.notice_mails import NoticeLinks
from fedreg_core.services.notice_sending import NoticeSender, send_all_due
from tests.fakes import FakeUnitOfWork, OutboxMailer, RecordingPrinter
from tests.invoice_examples import SERBIAN_PAYEE
from tests.payment_code_rules import ips_breaches
from tests.unit.registrations_setup import Cup
from tests.unit.test_registration_reports import worked_example


def fresh(cup: Cup) -> FakeUnitOfWork:
    """A unit of work of its own per use case, as the wiring hands out."""
    return FakeUnitOfWork(cup.fed.db)


@pytest.fixture
def printer() -> RecordingPrinter:
    return RecordingPrinter()


async def issue(cup: Cup, printer: RecordingPrinter, club_id: int | None = None) -> Invoice:
    return await invoicing.issue_invoice(
        fresh(cup), printer, cup.fed.files, cup.clock, cup.fed.admin, cup.cup,
        club_id or cup.fed.sokol_id, language="sr",
    )  # fmt: skip


async def with_settings(cup: Cup) -> None:
    await payments.set_payment_settings(fresh(cup), cup.fed.admin, SERBIAN_PAYEE)


async def test_an_invoice_is_the_fee_report_numbered_printed_and_in_the_history(
    cup: Cup, printer: RecordingPrinter
) -> None:
    await worked_example(cup)
    await with_settings(cup)
    invoice = await issue(cup, printer)
    assert (str(invoice.number), invoice.kind, invoice.total) == (
        "2026-000001",
        InvoiceKind.INVOICE,
        810_000,
    )
    assert [line.net for line in invoice.lines] == [300_000, 0, 600_000]
    assert invoice.due_on == cup.clock.now().date() + timedelta(days=15)
    assert invoice.reference == model97_reference("2026000001") and invoice.pdf_path is not None
    (printed,) = printer.printed
    assert ips_breaches(printed.payment_code) == [] and "|I:RSD8100,00|" in printed.payment_code
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    assert history[0].type == HistoryType.INVOICE_ISSUED
    assert history[0].item == "2026-000001 · Sokol · 8.100,00 RSD"


async def test_nothing_is_issued_twice_or_without_settings_or_by_a_club(
    cup: Cup, printer: RecordingPrinter
) -> None:
    await worked_example(cup)
    with pytest.raises(RuleBroken) as refused:
        await issue(cup, printer)
    assert refused.value.errors == {"settings": "error_payment_settings_missing"}
    await with_settings(cup)
    await issue(cup, printer)
    with pytest.raises(Conflict, match="error_invoice_up_to_date"):
        await issue(cup, printer)
    with pytest.raises(Conflict, match="error_invoice_nothing_due"):
        await issue(cup, printer, cup.fed.soko_id)
    with pytest.raises(Forbidden):
        await invoicing.issue_invoice(
            fresh(cup), printer, cup.fed.files, cup.clock, cup.fed.coach, cup.cup,
            cup.fed.sokol_id, language="sr",
        )  # fmt: skip
    assert len(cup.fed.db.invoices.all()) == 1


async def test_changed_entries_are_answered_by_a_supplement_then_a_credit_note(
    cup: Cup, printer: RecordingPrinter
) -> None:
    await worked_example(cup)
    await with_settings(cup)
    first = await issue(cup, printer)
    ceca = await cup.member(cup.fed.sokol_id, "Ceca", "Cvetić")
    assert ceca.id is not None
    added = await cup.fed.db.competitor_registrations.add(
        CompetitorRegistration(cup.cup, cup.fed.sokol_id, ceca.id, [cup.entry("Seniors", "kumite")])
    )
    supplement = await issue(cup, printer)
    assert (supplement.kind, supplement.corrects, str(supplement.number)) == (
        InvoiceKind.SUPPLEMENT, str(first.number), "2026-000002"
    )  # fmt: skip
    assert [line.label for line in supplement.lines] == ["Ceca Cvetić"]
    now = await fee_report.club_fees(fresh(cup), cup.fed.admin, cup.cup, cup.fed.sokol_id)
    assert supplement.total == (now.fee.total - 8_100) * 100
    assert added.id is not None
    await cup.fed.db.competitor_registrations.delete(added.id)
    credit = await issue(cup, printer)
    assert (credit.kind, credit.total) == (InvoiceKind.CREDIT_NOTE, -supplement.total)
    assert [line.net for line in credit.lines] == [-line.net for line in supplement.lines]
    assert printer.printed[-1].payment_code == ""
    assert credit.id is not None
    paid = Payment(date(2026, 3, 2), 100, "RSD", "", "Sokol")
    with pytest.raises(RuleBroken) as refused:
        await payments.record_payment(fresh(cup), cup.clock, cup.fed.admin, credit.id, paid)
    assert refused.value.errors == {"currency": "error_payment_for_credit_note"}


async def test_issuing_for_every_club_skips_the_clubs_without_anything_due(
    cup: Cup, printer: RecordingPrinter
) -> None:
    await worked_example(cup)
    await with_settings(cup)

    def for_all() -> Awaitable[invoicing.IssuedForAll]:
        return invoicing.issue_invoices(
            lambda: fresh(cup), printer, cup.fed.files, cup.clock, cup.fed.admin, cup.cup,
            language="en",
        )  # fmt: skip

    done = await for_all()
    assert [invoice.club_name for invoice in done.issued] == ["Sokol"]
    again = await for_all()
    assert (again.issued, again.up_to_date) == ((), 1)


def line(amount: int, reference: str = "", payer: str = "", line_id: str = "L1") -> StatementLine:
    return StatementLine(line_id, date(2026, 3, 5), amount, "RSD", reference, payer, "")


async def test_a_statement_pays_by_reference_and_importing_it_again_adds_nothing(
    cup: Cup, printer: RecordingPrinter
) -> None:
    await worked_example(cup)
    await with_settings(cup)
    invoice = await issue(cup, printer)
    statement = [
        line(500_000, f"97 {invoice.reference}", line_id="A"),
        line(310_000, payer="KK Sokol", line_id="B"),
        line(1_000, "97 11-1234", line_id="C"),
    ]
    dry = await payments.import_statement(
        fresh(cup), cup.clock, cup.fed.admin, statement, dry_run=True
    )
    assert [m.status for m in dry.lines] == [
        PaymentStatus.ASSIGNED,
        PaymentStatus.UNMATCHED,
        PaymentStatus.UNMATCHED,
    ]
    assert cup.fed.db.payments.all() == []
    done = await payments.import_statement(fresh(cup), cup.clock, cup.fed.admin, statement)
    assert done.count(PaymentStatus.ASSIGNED) == 1 and done.known == 0
    again = await payments.import_statement(fresh(cup), cup.clock, cup.fed.admin, statement)
    assert (again.lines, again.known) == ((), 3)
    money = await payments.club_money(
        fresh(cup), cup.clock, cup.fed.coach, cup.cup, cup.fed.sokol_id
    )
    assert (money.balance.paid, money.balance.balance, money.balance.state) == (
        500_000, 310_000, PaymentState.PARTLY_PAID
    )  # fmt: skip
    waiting = await payments.waiting_payments(fresh(cup), cup.fed.admin)
    assert [p.payer for p in waiting] == ["KK Sokol", ""]
    assert invoice.id is not None and waiting[0].id is not None
    await payments.assign_payment(fresh(cup), cup.clock, cup.fed.admin, waiting[0].id, invoice.id)
    with pytest.raises(Conflict):
        await payments.assign_payment(
            fresh(cup), cup.clock, cup.fed.admin, waiting[0].id, invoice.id
        )
    money = await payments.club_money(
        fresh(cup), cup.clock, cup.fed.coach, cup.cup, cup.fed.sokol_id
    )
    assert money.balance.state == PaymentState.PAID
    aside = await payments.set_payment_aside(
        fresh(cup), cup.fed.admin, waiting[1].id or 0, "donacija"
    )
    assert aside.status == PaymentStatus.IGNORED


async def test_a_hand_recorded_payment_must_be_positive_and_in_the_invoices_currency(
    cup: Cup, printer: RecordingPrinter
) -> None:
    await worked_example(cup)
    await with_settings(cup)
    invoice = await issue(cup, printer)
    assert invoice.id is not None
    paid = Payment(date(2026, 3, 2), 810_000, "RSD", "", "Sokol", note="gotovina")
    for wrong, field in (
        (replace(paid, amount=0), "amount"),
        (replace(paid, currency="EUR"), "currency"),
    ):
        with pytest.raises(RuleBroken) as refused:
            await payments.record_payment(fresh(cup), cup.clock, cup.fed.admin, invoice.id, wrong)
        assert set(refused.value.errors) == {field}
    await payments.record_payment(fresh(cup), cup.clock, cup.fed.admin, invoice.id, paid)
    money = await payments.tournament_money(fresh(cup), cup.clock, cup.fed.admin, cup.cup)
    assert [(m.club_name, m.balance.state) for m in money] == [("Sokol", PaymentState.PAID)]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"account": "840-955845-11"}, "account"),
        ({"legal_name": " "}, "legalName"),
        ({"payment_code": "389"}, "paymentCode"),
        ({"currency": "EUR"}, "currency"),
        ({"due_days": 400}, "dueDays"),
        ({"bic": "ABC"}, "bic"),
        ({"purpose": "x" * 36}, "purpose"),
    ],
)
async def test_payment_settings_that_break_a_rule_are_refused_by_field(
    cup: Cup, change: dict[str, object], field: str
) -> None:
    changed = replace(SERBIAN_PAYEE, **change)  # type: ignore[arg-type]
    with pytest.raises(RuleBroken) as refused:
        await payments.set_payment_settings(fresh(cup), cup.fed.admin, changed)
    assert field in refused.value.errors
    assert await cup.fed.db.payment_settings.get() is None


async def test_an_overdue_club_is_reminded_once_a_day_in_its_language(
    cup: Cup, printer: RecordingPrinter
) -> None:
    await worked_example(cup)
    await with_settings(cup)
    invoice = await issue(cup, printer)
    assert await payments.queue_payment_reminders(fresh(cup), cup.clock, cup.fed.admin) == 0
    cup.clock.advance(days=20)  # past the due date, nothing paid
    assert await payments.queue_payment_reminders(fresh(cup), cup.clock, cup.fed.admin) == 1
    assert await payments.queue_payment_reminders(fresh(cup), cup.clock, cup.fed.admin) == 0
    mailer = OutboxMailer()
    sender = NoticeSender(
        lambda: fresh(cup), cup.clock, mailer, NoticeLinks("https://fed.rs", "sr")
    )
    assert await send_all_due(sender) == 1
    (mail,) = mailer.sent
    assert mail.to == "coach@klub.rs" and mail.subject == "Podsetnik za uplatu: Cup"
    assert "8.100,00 RSD" in mail.body and str(invoice.number) in mail.body
    with pytest.raises(Forbidden):
        await payments.queue_payment_reminders(fresh(cup), cup.clock, cup.fed.coach)

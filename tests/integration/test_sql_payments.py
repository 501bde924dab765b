"""Money kept on SQLite and PostgreSQL: numbers without gaps per year (a rolled-back issue
gives its number back), invoices read back as written, statement lines known by their id."""

from dataclasses import replace
from datetime import date, datetime

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.spreadsheets.statements.camt053 import read_camt053
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.payments.invoices import PaymentState
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.statements import StatementLine
from fedreg_core.services import payments
from tests.camt053_files import Payment as CamtPayment
from tests.camt053_files import camt053
from tests.fakes import FixedClock
from tests.integration.sql_samples import new_club, new_tournament
from tests.invoice_examples import SERBIAN_PAYEE, WFF_PAYEE, invoice


async def test_numbers_follow_each_other_per_year_and_a_rollback_gives_one_back(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        assert [await uow.invoices.next_sequence(2027) for _ in range(3)] == [1, 2, 3]
        assert await uow.invoices.next_sequence(2028) == 1
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.invoices.next_sequence(2027) == 4  # not committed
    async with uow_factory() as uow:
        assert await uow.invoices.next_sequence(2027) == 4


async def test_an_invoice_and_its_payments_read_back_as_written(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        tournament = await uow.tournaments.add(new_tournament())
        club = await uow.clubs.add(new_club("KK Đurđevak Čačak"))
        assert tournament.id is not None and club.id is not None
        made = replace(invoice(WFF_PAYEE), tournament_id=tournament.id, club_id=club.id, id=None)
        stored = await uow.invoices.add(made)
        assert stored.id is not None
        await uow.invoices.attach_pdf(stored.id, "/files/invoices/a.pdf")
        await uow.payment_settings.put(SERBIAN_PAYEE)
        paid = Payment(date(2027, 2, 3), 4_550, "EUR", stored.reference, "Đurđevak")
        await uow.payments.add(replace(paid, status=PaymentStatus.ASSIGNED, invoice_id=stored.id))
        await uow.payments.add_lines([replace(paid, line_id="L1"), replace(paid, line_id="L2")])
        await uow.commit()
    async with uow_factory() as uow:
        (read,) = await uow.invoices.of_tournament(tournament.id, club.id)
        assert read == replace(made, id=stored.id, pdf_path="/files/invoices/a.pdf")
        assert await uow.payment_settings.get() == SERBIAN_PAYEE
        assert await uow.payments.known_lines(["L1", "L3"]) == {"L1"}
        (assigned,) = await uow.payments.assigned_to([stored.id])
        assert (assigned.amount, assigned.payer) == (4_550, "Đurđevak")
        waiting = await uow.payments.with_status([PaymentStatus.UNMATCHED])
        assert [p.line_id for p in waiting] == ["L1", "L2"]
        await uow.payments.update(replace(waiting[0], status=PaymentStatus.IGNORED, note="x"))
        await uow.payment_settings.put(replace(SERBIAN_PAYEE, due_days=30))
        await uow.commit()
    async with uow_factory() as uow:
        assert [p.line_id for p in await uow.payments.with_status([PaymentStatus.IGNORED])] == [
            "L1"
        ]
        settings = await uow.payment_settings.get()
        assert settings is not None and settings.due_days == 30


async def test_a_statement_round_trip_pays_every_invoice(uow_factory: SqlUnitOfWorkFactory) -> None:
    """Invoices stored for three clubs; the payments they expect written as camt.053, read
    back and imported: every invoice paid, the second import adds nothing."""
    async with uow_factory() as uow:
        tournament = await uow.tournaments.add(new_tournament())
        assert tournament.id is not None
        await uow.payment_settings.put(SERBIAN_PAYEE)
        admin = await uow.users.add(User("Admin", "admin@fed.rs", "h", is_admin=True))
        stored = []
        for n, name in enumerate(("KK Đurđevak Čačak", "Карате клуб Ћуприја", "KK Šampion Žabalj")):
            club = await uow.clubs.add(new_club(name))
            assert club.id is not None
            sequence = await uow.invoices.next_sequence(2027)
            made = replace(
                invoice(sequence=sequence, total=100_000 + n * 12_345, club_name=name),
                tournament_id=tournament.id, club_id=club.id, id=None,
            )  # fmt: skip
            stored.append(await uow.invoices.add(made))
        await uow.commit()
    statement = camt053(
        [
            CamtPayment(
                f"{i.total / 100:.2f}", i.club_name, f"97 {i.reference}", bank_reference=f"B{n}"
            )
            for n, i in enumerate(stored)
        ]
    )
    clock = FixedClock()
    done = await payments.import_statement(uow_factory(), clock, admin, read_camt053(statement))
    assert done.count(PaymentStatus.ASSIGNED) == 3
    again = await payments.import_statement(uow_factory(), clock, admin, read_camt053(statement))
    assert (again.lines, again.known) == ((), 3)
    money = await payments.tournament_money(uow_factory(), clock, admin, tournament.id)
    assert [(m.club_name, m.balance.state) for m in money] == [
        (i.club_name, PaymentState.PAID) for i in stored
    ]


async def test_a_statement_is_imported_in_the_same_statements_whatever_its_length(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    async with uow_factory() as uow:
        await uow.payment_settings.put(SERBIAN_PAYEE)
        admin = await uow.users.add(User("Admin", "admin@fed.rs", "h", is_admin=True))
        await uow.commit()
    clock = FixedClock()
    counts = []
    for size, run in ((3, "a"), (60, "b")):
        lines = [
            StatementLine(f"{run}{n}", date(2027, 2, 1), 100 + n, "RSD", "", f"Uplatilac {n}", "")
            for n in range(size)
        ]
        with count_statements(engine) as counter:
            await payments.import_statement(uow_factory(), clock, admin, lines)
        counts.append(counter.count)
    assert counts[0] == counts[1] <= 6


async def test_overdue_clubs_are_queued_a_reminder_once_a_day(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        tournament = await uow.tournaments.add(new_tournament())
        admin = await uow.users.add(User("Admin", "admin@fed.rs", "h", is_admin=True))
        owing = await uow.clubs.add(new_club("KK Dužnik"))
        paying = await uow.clubs.add(new_club("KK Platiša"))
        assert tournament.id is not None and owing.id is not None and paying.id is not None
        for n, (club, club_id) in enumerate(((owing, owing.id), (paying, paying.id)), start=1):
            made = replace(
                invoice(sequence=n, due_on=date(2026, 3, 1)),
                tournament_id=tournament.id, club_id=club_id, id=None,
            )  # fmt: skip
            stored = await uow.invoices.add(made)
            if club is paying:
                paid = Payment(date(2026, 2, 20), stored.total, "RSD", "", "", invoice_id=stored.id)
                await uow.payments.add(replace(paid, status=PaymentStatus.ASSIGNED))
        await uow.commit()
    clock = FixedClock(datetime(2026, 3, 10, 9, 0))
    assert await payments.queue_payment_reminders(uow_factory(), clock, admin) == 1
    assert await payments.queue_payment_reminders(uow_factory(), clock, admin) == 0
    clock.advance(days=1)
    assert await payments.queue_payment_reminders(uow_factory(), clock, admin) == 1

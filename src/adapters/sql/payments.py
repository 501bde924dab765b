"""The core's money stores on SQL: invoices (lines and payee as JSON, written once), the
yearly sequence (a row per year raised in the issuing transaction: PostgreSQL locks it, SQLite
has one writer), payments and the payment settings."""

import json
from collections.abc import Collection, Sequence
from dataclasses import asdict, fields
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models.payments import (
    PAYMENT_SETTINGS_ID,
    BankMappingRow,
    InvoiceRow,
    InvoiceSequenceRow,
    PaymentRow,
    PaymentSettingsRow,
)
from fedreg_core.payments.invoices import Invoice, InvoiceLine, InvoiceNumber, Payee
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.statements import CsvMapping

_PAYEE_FIELDS = tuple(field.name for field in fields(Payee))
_PAYMENT_FIELDS = tuple(field.name for field in fields(Payment) if field.name != "id")


_INVOICE_COLUMNS = tuple(
    field.name for field in fields(Invoice) if field.name not in {"number", "lines", "payee", "id"}
)
"""The fields of an invoice kept in a column of their own, under the same name."""


def invoice_of(row: InvoiceRow) -> Invoice:
    return Invoice(
        **{name: getattr(row, name) for name in _INVOICE_COLUMNS},
        number=InvoiceNumber(row.year, row.sequence),
        lines=tuple(InvoiceLine(**line) for line in json.loads(row.lines)),
        payee=Payee(**json.loads(row.payee)),
        id=row.id,
    )


def _invoice_row(invoice: Invoice) -> InvoiceRow:
    return InvoiceRow(
        **{name: getattr(invoice, name) for name in _INVOICE_COLUMNS},
        year=invoice.number.year,
        sequence=invoice.number.sequence,
        payee=json.dumps(asdict(invoice.payee), ensure_ascii=False),
        lines=json.dumps([asdict(line) for line in invoice.lines], ensure_ascii=False),
    )


INVOICES = select(InvoiceRow).order_by(InvoiceRow.year, InvoiceRow.sequence)


class SqlInvoiceStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def next_sequence(self, year: int) -> int:
        """Raise the year's row, which locks it until commit; the year's first number makes
        the row (two first issues of a year at once: one of them is a conflict)."""
        raised = (
            update(InvoiceSequenceRow)
            .where(InvoiceSequenceRow.year == year)
            .values(last=InvoiceSequenceRow.last + 1)
            .returning(InvoiceSequenceRow.last)
        )
        last = (await self.session.execute(raised)).scalar_one_or_none()
        if last is not None:
            return int(last)
        await self.session.execute(insert(InvoiceSequenceRow).values(year=year, last=1))
        return 1

    async def add(self, invoice: Invoice) -> Invoice:
        row = _invoice_row(invoice)
        self.session.add(row)
        await self.session.flush()
        return invoice_of(row)

    async def attach_pdf(self, invoice_id: int, pdf_path: str) -> None:
        attach = update(InvoiceRow).where(InvoiceRow.id == invoice_id).values(pdf_path=pdf_path)
        await self.session.execute(attach)

    async def get(self, invoice_id: int) -> Invoice | None:
        row = await self.session.get(InvoiceRow, invoice_id)
        return None if row is None else invoice_of(row)

    async def of_tournament(self, tournament_id: int, club_id: int | None = None) -> list[Invoice]:
        query = INVOICES.where(InvoiceRow.tournament_id == tournament_id)
        if club_id is not None:
            query = query.where(InvoiceRow.club_id == club_id)
        return [invoice_of(row) for row in await self.session.scalars(query)]

    async def everything(self) -> list[Invoice]:
        return [invoice_of(row) for row in await self.session.scalars(INVOICES)]


def _payment(row: PaymentRow) -> Payment:
    return Payment(**{name: getattr(row, name) for name in _PAYMENT_FIELDS}, id=row.id)


def _payment_values(payment: Payment) -> dict[str, Any]:
    return {name: getattr(payment, name) for name in _PAYMENT_FIELDS}


PAYMENTS = select(PaymentRow).order_by(PaymentRow.paid_on, PaymentRow.id)


class SqlPaymentStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, payment: Payment) -> Payment:
        row = PaymentRow(**_payment_values(payment))
        self.session.add(row)
        await self.session.flush()
        return _payment(row)

    async def add_lines(self, payments: Sequence[Payment]) -> None:
        """One Core executemany (the ORM's bulk insert splits rows by which values are
        None: one statement per run of alike rows)."""
        if payments:
            connection = await self.session.connection()
            await connection.execute(insert(PaymentRow), [_payment_values(p) for p in payments])

    async def known_lines(self, line_ids: Collection[str]) -> set[str]:
        if not line_ids:
            return set()
        query = select(PaymentRow.line_id).where(PaymentRow.line_id.in_(list(line_ids)))
        return {line_id for line_id in await self.session.scalars(query) if line_id is not None}

    async def get(self, payment_id: int) -> Payment | None:
        row = await self.session.get(PaymentRow, payment_id)
        return None if row is None else _payment(row)

    async def update(self, payment: Payment) -> Payment:
        assert payment.id is not None
        changed = update(PaymentRow).where(PaymentRow.id == payment.id)
        await self.session.execute(changed.values(**_payment_values(payment)))
        return payment

    async def assigned_to(self, invoice_ids: Collection[int] | None = None) -> list[Payment]:
        query = PAYMENTS.where(PaymentRow.status == PaymentStatus.ASSIGNED)
        if invoice_ids is not None:
            query = query.where(PaymentRow.invoice_id.in_(list(invoice_ids)))
        return [_payment(row) for row in await self.session.scalars(query)]

    async def with_status(self, statuses: Collection[PaymentStatus]) -> list[Payment]:
        query = PAYMENTS.where(PaymentRow.status.in_(list(statuses)))
        return [_payment(row) for row in await self.session.scalars(query)]


class SqlPaymentSettingsStore:
    """The one row of settings and the banks' mappings (JSON of ``CsvMapping``)."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self) -> Payee | None:
        row = await self.session.get(PaymentSettingsRow, PAYMENT_SETTINGS_ID)
        return None if row is None else Payee(**{n: getattr(row, n) for n in _PAYEE_FIELDS})

    async def put(self, payee: Payee) -> None:
        row = await self.session.get(PaymentSettingsRow, PAYMENT_SETTINGS_ID)
        if row is None:
            self.session.add(PaymentSettingsRow(id=PAYMENT_SETTINGS_ID, **asdict(payee)))
            return
        for name in _PAYEE_FIELDS:
            setattr(row, name, getattr(payee, name))

    async def bank_mappings(self) -> dict[str, CsvMapping]:
        rows = await self.session.scalars(select(BankMappingRow).order_by(BankMappingRow.name))
        return {row.name: CsvMapping(**json.loads(row.mapping)) for row in rows}

    async def save_bank_mapping(self, name: str, mapping: CsvMapping) -> None:
        text = json.dumps(asdict(mapping), ensure_ascii=False)
        found = await self.session.scalar(select(BankMappingRow).where(BankMappingRow.name == name))
        if found is None:
            self.session.add(BankMappingRow(name=name, mapping=text))
        else:
            found.mapping = text

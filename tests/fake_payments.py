"""The money stores in memory: invoices, payments and the payment settings."""

from collections.abc import Collection, Sequence
from dataclasses import replace

from fedreg_core.payments.invoices import Invoice, Payee
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.statements import CsvMapping


class FakeInvoiceStore:
    def __init__(self) -> None:
        self.rows: dict[int, Invoice] = {}
        self.sequences: dict[int, int] = {}

    async def next_sequence(self, year: int) -> int:
        self.sequences[year] = self.sequences.get(year, 0) + 1
        return self.sequences[year]

    async def add(self, invoice: Invoice) -> Invoice:
        stored = replace(invoice, id=len(self.rows) + 1)
        self.rows[len(self.rows) + 1] = stored
        return stored

    async def attach_pdf(self, invoice_id: int, pdf_path: str) -> None:
        self.rows[invoice_id] = replace(self.rows[invoice_id], pdf_path=pdf_path)

    async def get(self, invoice_id: int) -> Invoice | None:
        return self.rows.get(invoice_id)

    async def of_tournament(self, tournament_id: int, club_id: int | None = None) -> list[Invoice]:
        rows = [i for i in self.rows.values() if i.tournament_id == tournament_id]
        return [i for i in rows if club_id in (None, i.club_id)]

    async def of_ids(self, invoice_ids: Collection[int]) -> list[Invoice]:
        return [self.rows[i] for i in sorted(invoice_ids) if i in self.rows]

    async def everything(self) -> list[Invoice]:
        return list(self.rows.values())


class FakePaymentStore:
    def __init__(self) -> None:
        self.rows: dict[int, Payment] = {}

    async def add(self, payment: Payment) -> Payment:
        stored = replace(payment, id=len(self.rows) + 1)
        self.rows[len(self.rows) + 1] = stored
        return stored

    async def add_lines(self, payments: Sequence[Payment]) -> None:
        for payment in payments:
            await self.add(payment)

    async def known_lines(self, line_ids: Collection[str]) -> set[str]:
        return {p.line_id for p in self.rows.values() if p.line_id in line_ids}  # type: ignore[misc]

    async def get(self, payment_id: int) -> Payment | None:
        return self.rows.get(payment_id)

    async def update(self, payment: Payment) -> Payment:
        assert payment.id is not None
        self.rows[payment.id] = payment
        return payment

    async def assigned_to(self, invoice_ids: Collection[int] | None = None) -> list[Payment]:
        wanted = set(invoice_ids) if invoice_ids is not None else None
        assigned = [p for p in self.rows.values() if p.status == PaymentStatus.ASSIGNED]
        return [p for p in assigned if wanted is None or p.invoice_id in wanted]

    async def with_status(self, statuses: Collection[PaymentStatus]) -> list[Payment]:
        return [p for p in self.rows.values() if p.status in statuses]


class FakePaymentSettingsStore:
    def __init__(self) -> None:
        self.payee: Payee | None = None
        self.mappings: dict[str, CsvMapping] = {}

    async def get(self) -> Payee | None:
        return self.payee

    async def put(self, payee: Payee) -> None:
        self.payee = payee

    async def bank_mappings(self) -> dict[str, CsvMapping]:
        return dict(sorted(self.mappings.items()))

    async def save_bank_mapping(self, name: str, mapping: CsvMapping) -> None:
        self.mappings[name] = mapping

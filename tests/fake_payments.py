"""The money stores in memory: invoices and payments as tables, the payment settings, and the
archived tournaments' frozen fee inputs."""

from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import replace

from fedreg_core.fees.frozen import FrozenFees
from fedreg_core.payments.invoices import Invoice, Payee
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.statements import CsvMapping
from tests.fake_tables import FakeRepository


class FakeInvoiceStore(FakeRepository[Invoice]):
    def __init__(self) -> None:
        super().__init__()
        self.sequences = Counter[int]()

    async def next_sequence(self, year: int) -> int:
        self.sequences[year] += 1
        return self.sequences[year]

    async def attach_pdf(self, invoice_id: int, pdf_path: str) -> None:
        await self.update(replace(self._rows[invoice_id], pdf_path=pdf_path))

    async def of_tournament(self, tournament_id: int, club_id: int | None = None) -> list[Invoice]:
        return [i for i in self.where(tournament_id=tournament_id) if club_id in (None, i.club_id)]

    async def everything(self) -> list[Invoice]:
        return self.all()


class FakePaymentStore(FakeRepository[Payment]):
    async def add_lines(self, payments: Sequence[Payment]) -> None:
        await self.add_all(payments)

    async def known_lines(self, line_ids: Collection[str]) -> set[str]:
        return {p.line_id for p in self.all() if p.line_id in line_ids}  # type: ignore[misc]

    async def assigned_to(self, invoice_ids: Collection[int] | None = None) -> list[Payment]:
        assigned = self.where(status=PaymentStatus.ASSIGNED)
        return [p for p in assigned if invoice_ids is None or p.invoice_id in invoice_ids]

    async def with_status(self, statuses: Collection[PaymentStatus]) -> list[Payment]:
        return [p for p in self.all() if p.status in statuses]


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


class FakeFrozenFeeStore:
    def __init__(self) -> None:
        self.kept: dict[int, FrozenFees] = {}

    async def frozen(self, tournament_id: int) -> FrozenFees | None:
        return self.kept.get(tournament_id)

    async def freeze(self, tournament_id: int, frozen: FrozenFees) -> None:
        self.kept[tournament_id] = frozen

    async def thaw(self, tournament_id: int) -> None:
        self.kept.pop(tournament_id, None)

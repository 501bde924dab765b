"""Storage of money: invoices (written once; their PDF's path added after), payments and the
federation's payment settings. Reads answer in a fixed number of statements."""

from collections.abc import Collection, Sequence
from typing import Protocol

from fedreg_core.payments.invoices import Invoice, Payee
from fedreg_core.payments.ledger import Payment, PaymentStatus
from fedreg_core.payments.statements import CsvMapping, StatementLine


class InvoiceStore(Protocol):
    async def next_sequence(self, year: int) -> int:
        """The year's next number, taken in this transaction: numbers have no gaps, and two
        issuing at once wait for each other."""
        ...

    async def add(self, invoice: Invoice) -> Invoice: ...

    async def attach_pdf(self, invoice_id: int, pdf_path: str) -> None: ...

    async def get(self, invoice_id: int) -> Invoice | None: ...

    async def of_tournament(self, tournament_id: int, club_id: int | None = None) -> list[Invoice]:
        """Every club's (or one club's) invoices of the tournament, oldest first."""
        ...

    async def everything(self) -> list[Invoice]:
        """Every invoice (statement matching looks among them all)."""
        ...


class PaymentStore(Protocol):
    async def add(self, payment: Payment) -> Payment: ...

    async def add_lines(self, payments: Sequence[Payment]) -> None:
        """Statement lines' payments, in one statement."""
        ...

    async def known_lines(self, line_ids: Collection[str]) -> set[str]:
        """Which of these statement lines were imported before."""
        ...

    async def get(self, payment_id: int) -> Payment | None: ...

    async def update(self, payment: Payment) -> Payment: ...

    async def assigned_to(self, invoice_ids: Collection[int] | None = None) -> list[Payment]:
        """The payments assigned to these invoices (None: to any)."""
        ...

    async def with_status(self, statuses: Collection[PaymentStatus]) -> list[Payment]:
        """Oldest first."""
        ...


class PaymentSettingsStore(Protocol):
    async def get(self) -> Payee | None:
        """None until an admin has set them: no invoice is issued before."""
        ...

    async def put(self, payee: Payee) -> None: ...

    async def bank_mappings(self) -> dict[str, CsvMapping]:
        """The banks' CSV column mappings by the name the admin saved them under."""
        ...

    async def save_bank_mapping(self, name: str, mapping: CsvMapping) -> None:
        """Keep ``mapping`` under ``name``, replacing one of that name."""
        ...


class StatementReader(Protocol):
    async def read(
        self, content: bytes, mapping: CsvMapping | None, currency: str
    ) -> list[StatementLine]:
        """A bank statement's lines: camt.053 XML as it is, a CSV export by ``mapping``
        (``currency`` where the export names none). ``RuleBroken`` on ``file`` for anything
        else, and on ``mapping`` for a CSV without one."""
        ...

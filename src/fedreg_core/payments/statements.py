"""A bank statement's lines as fedreg reads them, whatever file they came in (camt.053 or a
bank's CSV export): money in, with the reference the payer typed and who paid."""

from dataclasses import dataclass
from datetime import date

MAX_STATEMENT_BYTES = 20 * 1024 * 1024
"""A year of a federation's account at a bank is far smaller."""


@dataclass(frozen=True, slots=True)
class StatementLine:
    line_id: str
    """Stable across imports of the same statement: the bank's own reference of the line
    when it gives one, else made from the statement and the line's place and content."""
    booked_on: date
    amount: int
    """In minor units (para, cents); negative for money out."""
    currency: str
    reference: str
    """The payment reference as the bank gives it (``97 54-2027000123``, ``RF18...``)."""
    payer: str
    text: str
    """The unstructured remittance text (the purpose a payer typed)."""


@dataclass(frozen=True, slots=True)
class CsvMapping:
    """Which column of a bank's CSV export holds what (headers as the bank writes them),
    saved per bank by the admin. ``reference`` may be empty when the bank puts the reference
    in the text; ``line_id`` empty makes ids from each row's content."""

    booked_on: str
    amount: str
    payer: str
    reference: str = ""
    text: str = ""
    currency: str = ""
    line_id: str = ""
    decimal_comma: bool = True
    """``1.500,50`` (Serbian banks) rather than ``1,500.50``. Dates are read as the people
    import reads them: ``2026-12-04``, ``04.12.2026.`` or ``04/12/2026``, the day first."""

    def columns(self) -> tuple[str, ...]:
        named = (self.booked_on, self.amount, self.payer, self.reference, self.text,
                 self.currency, self.line_id)  # fmt: skip
        return tuple(column for column in named if column)

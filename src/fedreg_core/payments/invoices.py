"""Invoices as issued: immutable, numbered from a gap-free sequence per year, priced by the fee
engine at the moment of issue; a change of entries afterwards is answered by a supplementary
invoice or a credit note, never by an edit. Amounts in minor units (para, cents)."""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from fedreg_core.payments.check_digits import creditor_reference, is_iban, model97_reference

MINOR_UNITS = 100
"""Minor units in a whole unit of the currency (the fee engine prices in whole units)."""


class InvoiceKind(StrEnum):
    INVOICE = "invoice"
    SUPPLEMENT = "supplement"
    """For entries added after the invoice: the difference, positive."""
    CREDIT_NOTE = "credit_note"
    """For entries withdrawn after the invoice: the difference, negative."""


@dataclass(frozen=True, slots=True)
class Payee:
    """The federation as its invoices name it (the settings at the moment of issue)."""

    legal_name: str
    address: str
    tax_number: str
    account: str
    """An 18-digit Serbian account (paid through the NBS IPS code) or an IBAN (EPC code)."""
    bic: str = ""
    payment_code: str = "289"
    purpose: str = ""
    currency: str = "RSD"
    due_days: int = 15

    @property
    def pays_by_iban(self) -> bool:
        return is_iban(self.account)


@dataclass(frozen=True, slots=True)
class InvoiceLine:
    kind: str
    """``competitor`` or ``team``: what was registered."""
    registration_id: int
    label: str
    chargeable: int
    """Chargeable entries (disciplines) of the registration."""
    price: int
    discount: int
    net: int


@dataclass(frozen=True, slots=True)
class InvoiceNumber:
    year: int
    sequence: int

    def __str__(self) -> str:
        """``2027-000123``."""
        return f"{self.year}-{self.sequence:06d}"

    def reference(self, payee: Payee) -> str:
        """The payment reference the bank gives back: model 97 in Serbia (``542027000123``),
        an RF creditor reference with an IBAN (``RF392027000123``)."""
        digits = f"{self.year}{self.sequence:06d}"
        return creditor_reference(digits) if payee.pays_by_iban else model97_reference(digits)


@dataclass(frozen=True, slots=True)
class Invoice:
    tournament_id: int
    club_id: int
    kind: InvoiceKind
    number: InvoiceNumber
    issued_on: date
    due_on: date
    lines: tuple[InvoiceLine, ...]
    gross: int
    discounts: int
    net: int
    deduction_percent: int
    total: int
    """What the club owes by this document; negative for a credit note."""
    reference: str
    club_name: str
    payee: Payee
    tournament_name: str = ""
    corrects: str = ""
    """The number of the invoice a supplement or credit note corrects."""
    issued_by: int | None = None
    pdf_path: str | None = None
    id: int | None = None


class PaymentState(StrEnum):
    NOT_INVOICED = "not_invoiced"
    DUE = "due"
    PARTLY_PAID = "partly_paid"
    PAID = "paid"
    OVERPAID = "overpaid"
    OVERDUE = "overdue"


@dataclass(frozen=True, slots=True)
class Balance:
    """A club's money in a tournament: ``invoiced`` (credit notes subtracted), ``paid`` and
    ``balance`` (still owed; negative when overpaid)."""

    invoiced: int
    paid: int
    state: PaymentState

    @property
    def balance(self) -> int:
        return self.invoiced - self.paid


def balance_of(invoices: Sequence[Invoice], paid: int, today: date) -> Balance:
    """Overdue when money is owed after the due date of an invoice not covered by what was
    paid (paid money covers the oldest invoices first)."""
    invoiced = sum(invoice.total for invoice in invoices)
    owed = invoiced - paid
    if not invoices:
        state = PaymentState.NOT_INVOICED if paid == 0 else PaymentState.OVERPAID
    elif owed == 0:
        state = PaymentState.PAID
    elif owed < 0:
        state = PaymentState.OVERPAID
    elif _overdue(invoices, paid, today):
        state = PaymentState.OVERDUE
    else:
        state = PaymentState.PARTLY_PAID if paid > 0 else PaymentState.DUE
    return Balance(invoiced, paid, state)


def _overdue(invoices: Sequence[Invoice], paid: int, today: date) -> bool:
    covered = paid + sum(-invoice.total for invoice in invoices if invoice.total < 0)
    for invoice in sorted(invoices, key=lambda each: (each.due_on, str(each.number))):
        if invoice.total <= 0:
            continue
        covered -= invoice.total
        if covered < 0 and invoice.due_on < today:
            return True
    return False


def correction_kind(difference: int) -> InvoiceKind | None:
    """What answers a difference between the fee now and what was invoiced: a supplement
    for more, a credit note for less, nothing when they agree."""
    if difference > 0:
        return InvoiceKind.SUPPLEMENT
    if difference < 0:
        return InvoiceKind.CREDIT_NOTE
    return None

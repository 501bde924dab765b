"""Payments as fedreg keeps them: money in, recorded by hand or read from a statement, and
where it stands (paying an invoice, suggested for one, waiting, or set aside)."""

from dataclasses import dataclass
from datetime import date
from enum import StrEnum


class PaymentStatus(StrEnum):
    ASSIGNED = "assigned"
    """Pays ``invoice_id``: counted in the club's balance."""
    SUGGESTED = "suggested"
    """Might pay ``invoice_id`` (payer and amount fit, no reference): counted once the admin
    confirms."""
    UNMATCHED = "unmatched"
    """Waits for the admin to assign it or set it aside (``reason`` says why it waits)."""
    IGNORED = "ignored"
    """Set aside by the admin: not the federation's fee (a donation, a refund's return)."""


@dataclass(frozen=True, slots=True)
class Payment:
    paid_on: date
    amount: int
    """In minor units."""
    currency: str
    reference: str
    payer: str
    text: str = ""
    note: str = ""
    status: PaymentStatus = PaymentStatus.UNMATCHED
    reason: str = ""
    invoice_id: int | None = None
    line_id: str | None = None
    """The statement line it was read from; None when recorded by hand."""
    recorded_by: int | None = None
    id: int | None = None

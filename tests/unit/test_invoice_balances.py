"""Who owes what: a club's invoices against what it paid, and the state that says it."""

from datetime import date

import pytest

from fedreg_core.payments.invoices import (
    Invoice,
    InvoiceKind,
    InvoiceNumber,
    PaymentState,
    balance_of,
    correction_kind,
)
from tests.invoice_examples import SERBIAN_PAYEE, WFF_PAYEE, invoice

BEFORE_DUE, AFTER_DUE = date(2027, 2, 10), date(2027, 3, 1)


@pytest.mark.parametrize(
    ("invoices", "paid", "today", "state", "balance"),
    [
        ([], 0, BEFORE_DUE, PaymentState.NOT_INVOICED, 0),
        ([], 500, BEFORE_DUE, PaymentState.OVERPAID, -500),
        ([invoice()], 0, BEFORE_DUE, PaymentState.DUE, 630_000),
        ([invoice()], 100_000, BEFORE_DUE, PaymentState.PARTLY_PAID, 530_000),
        ([invoice()], 630_000, AFTER_DUE, PaymentState.PAID, 0),
        ([invoice()], 700_000, BEFORE_DUE, PaymentState.OVERPAID, -70_000),
        ([invoice()], 100_000, AFTER_DUE, PaymentState.OVERDUE, 530_000),
        (
            [invoice(), invoice(sequence=124, total=-30_000, kind=InvoiceKind.CREDIT_NOTE)],
            600_000, AFTER_DUE, PaymentState.PAID, 0,
        ),
        (  # the old invoice is paid; the supplement is not due yet
            [invoice(), invoice(sequence=124, total=40_000, kind=InvoiceKind.SUPPLEMENT,
                                due_on=date(2027, 3, 15))],
            630_000, AFTER_DUE, PaymentState.PARTLY_PAID, 40_000,
        ),
    ],
)  # fmt: skip
def test_the_state_follows_the_money(
    invoices: list[Invoice], paid: int, today: date, state: PaymentState, balance: int
) -> None:
    found = balance_of(invoices, paid, today)
    assert (found.state, found.balance) == (state, balance)


def test_a_difference_is_answered_by_a_supplement_or_a_credit_note() -> None:
    assert correction_kind(10) == InvoiceKind.SUPPLEMENT
    assert correction_kind(-10) == InvoiceKind.CREDIT_NOTE
    assert correction_kind(0) is None


def test_the_number_and_its_references() -> None:
    number = InvoiceNumber(2027, 123)
    assert str(number) == "2027-000123"
    assert number.reference(SERBIAN_PAYEE) == "542027000123"
    assert number.reference(WFF_PAYEE) == "RF932027000123"

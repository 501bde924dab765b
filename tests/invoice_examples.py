"""Invoices as the fee engine prices them, for tests: a Serbian federation paid to an account
(NBS IPS code) and the WFF paid to an IBAN (EPC code)."""

from dataclasses import replace
from datetime import date

from fedreg_core.payments.invoices import (
    Invoice,
    InvoiceKind,
    InvoiceLine,
    InvoiceNumber,
    Payee,
)

SERBIAN_PAYEE = Payee(
    "Karate savez Srbije", "Kneza Miloša 7, 11000 Beograd", "100123456", "840-955845-10",
    purpose="Kotizacija",
)  # fmt: skip
WFF_PAYEE = Payee(
    "World Fudokan Federation", "Dunajska 5, 1000 Ljubljana", "", "DE89 3704 0044 0532 0130 00",
    bic="COBADEFFXXX", currency="EUR",
)  # fmt: skip
LINES = (
    InvoiceLine("competitor", 7, "Đorđe Đurđević — Kate, Kumite", 2, 300_000, 0, 300_000),
    InvoiceLine("team", 8, "Šćekić, Žužić, Ćirić", 1, 450_000, 50_000, 400_000),
)


def invoice(
    payee: Payee = SERBIAN_PAYEE,
    *,
    sequence: int = 123,
    total: int = 630_000,
    kind: InvoiceKind = InvoiceKind.INVOICE,
    due_on: date = date(2027, 2, 16),
    club_name: str = "KK Đurđevak Čačak",
) -> Invoice:
    number = InvoiceNumber(2027, sequence)
    made = Invoice(
        tournament_id=1, club_id=2, kind=kind, number=number, issued_on=date(2027, 2, 1),
        due_on=due_on, lines=LINES, gross=750_000, discounts=50_000, net=700_000,
        deduction_percent=10, total=total, reference=number.reference(payee),
        club_name=club_name, payee=payee, tournament_name="Prvenstvo Srbije 2027",
    )  # fmt: skip
    return replace(made, id=sequence)

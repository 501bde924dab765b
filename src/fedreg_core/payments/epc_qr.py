"""The string of the EPC QR code (the European Payments Council's "SEPA credit transfer"
code, version 002, UTF-8) that a banking app in the SEPA area reads into a transfer: one
element per line, the optional trailing ones left out, at most 331 bytes."""

from dataclasses import dataclass

from fedreg_core.payments.check_digits import compact_iban, is_creditor_reference, is_iban
from fedreg_core.payments.texts import code_text

NAME_LIMIT = 70
MOST_CENTS = 99_999_999_999
PAYLOAD_BYTES = 331


@dataclass(frozen=True, slots=True)
class EpcPayment:
    iban: str
    bic: str
    """8 or 11 characters; empty is allowed within the EEA."""
    payee: str
    amount: int
    """In euro cents: 1 to 99,999,999,999."""
    reference: str
    """A creditor reference (``RF`` and its check digits)."""


def eur_amount(cents: int) -> str:
    """``150000`` -> ``1500.00``: a decimal point and no grouping."""
    return f"{cents // 100}.{cents % 100:02d}"


def epc_payload(payment: EpcPayment) -> str:
    """The code's string; ValueError names the field that breaks the rules."""
    if not is_iban(payment.iban):
        raise ValueError("iban")
    bic = payment.bic.replace(" ", "").upper()
    if bic and (len(bic) not in (8, 11) or not bic.isalnum() or not bic.isascii()):
        raise ValueError("bic")
    payee = code_text(payment.payee, NAME_LIMIT)
    if not payee:
        raise ValueError("payee")
    if not 1 <= payment.amount <= MOST_CENTS:
        raise ValueError("amount")
    reference = payment.reference.replace(" ", "").upper()
    if not is_creditor_reference(reference):
        raise ValueError("reference")
    lines = [
        "BCD",
        "002",
        "1",
        "SCT",
        bic,
        payee,
        compact_iban(payment.iban),
        f"EUR{eur_amount(payment.amount)}",
        "",
        reference,
    ]
    payload = "\n".join(lines)
    if len(payload.encode()) > PAYLOAD_BYTES:
        raise ValueError("payee")
    return payload

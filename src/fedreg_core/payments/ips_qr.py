"""The string of the NBS IPS QR code on an invoice ("PR", the payment order printed on a
bill), built to the National Bank of Serbia's rules: the tags in their order, the optional
ones only when they hold something, ``|`` between fields and none after the last, UTF-8.
docs/payments.md shows an example."""

from dataclasses import dataclass

from fedreg_core.payments.check_digits import is_model97_reference, serbian_account
from fedreg_core.payments.texts import code_text

PAYEE_LIMIT = 70
PAYER_LIMIT = 70
PURPOSE_LIMIT = 35
REFERENCE_LIMIT = 23
"""Digits of the reference after the model (``RO`` holds the model's two and these)."""
AMOUNT_LIMIT = 15
"""Characters of the amount after ``RSD`` (``I`` holds 5 to 18 characters)."""


@dataclass(frozen=True, slots=True)
class IpsPayment:
    account: str
    """The payee's account: 18 digits or ``840-955845-10``; its check digits must hold."""
    payee: str
    """Name and, on up to two more lines, address."""
    amount: int
    """In para (hundredths of a dinar); more than zero."""
    payment_code: str
    """Šifra plaćanja: three digits, the first 1 or 2 (``289``: other transactions)."""
    purpose: str = ""
    reference: str = ""
    """Poziv na broj of model 97 (check digits first); empty for none."""
    payer: str = ""


def rsd_amount(para: int) -> str:
    """``150000`` -> ``1500,00``: a decimal comma and no grouping."""
    return f"{para // 100},{para % 100:02d}"


def ips_payload(payment: IpsPayment) -> str:
    """The code's string; ValueError names the field that breaks the rules."""
    account = serbian_account(payment.account)
    if account is None:
        raise ValueError("account")
    payee = code_text(payment.payee, PAYEE_LIMIT, lines=3)
    if not payee:
        raise ValueError("payee")
    amount = rsd_amount(payment.amount)
    if payment.amount <= 0 or len(amount) > AMOUNT_LIMIT:
        raise ValueError("amount")
    code = payment.payment_code
    if not (len(code) == 3 and code.isdigit() and code.isascii() and code[0] in "12"):
        raise ValueError("payment_code")
    reference = payment.reference.replace("-", "")
    if reference and (len(reference) > REFERENCE_LIMIT or not is_model97_reference(reference)):
        raise ValueError("reference")
    fields = [
        ("K", "PR"),
        ("V", "01"),
        ("C", "1"),
        ("R", account),
        ("N", payee),
        ("I", f"RSD{amount}"),
        ("P", code_text(payment.payer, PAYER_LIMIT, lines=3)),
        ("SF", code),
        ("S", code_text(payment.purpose, PURPOSE_LIMIT)),
        ("RO", f"97{reference}" if reference else ""),
    ]
    return "|".join(f"{tag}:{value}" for tag, value in fields if value)

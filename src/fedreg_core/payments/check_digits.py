"""ISO 7064 MOD 97-10, the check digits every reference and account here uses, and the
references and accounts made with it: a Serbian payment reference of model 97, an ISO 11649
creditor reference (``RF``), an IBAN and an 18-digit Serbian account (docs/payments.md)."""

import re

_ACCOUNT_PARTS = re.compile(r"^(\d{3})-?(\d{1,13})-?(\d{2})$")
_ALPHANUMERIC = re.compile(r"^[0-9A-Z]+$")


def _as_digits(text: str) -> str:
    """Letters as ISO 7064 reads them: ``A`` is 10, ``Z`` is 35; digits stay."""
    return "".join(str(int(char, 36)) for char in text)


def mod97(text: str) -> int:
    """The remainder of ``text`` (digits and capital letters) divided by 97."""
    return int(_as_digits(text)) % 97


def check_digits(text: str) -> str:
    """The two check digits that make ``text`` followed by them leave 1 divided by 97."""
    return f"{98 - mod97(text + '00'):02d}"


def model97_reference(base: str) -> str:
    """A reference of model 97 for ``base`` (digits): its check digits first, then ``base``;
    a bank refuses a payment whose reference fails them."""
    if not base.isdigit() or not base.isascii():
        raise ValueError("a reference of model 97 is made of digits")
    return check_digits(base) + base


def is_model97_reference(reference: str) -> bool:
    """Its first two digits are the check digits of the rest (dashes between parts allowed)."""
    digits = reference.replace("-", "")
    return (
        len(digits) >= 3
        and digits.isdigit()
        and digits.isascii()
        and check_digits(digits[2:]) == digits[:2]
    )


def creditor_reference(base: str) -> str:
    """An ISO 11649 creditor reference: ``RF``, its check digits, then ``base`` (1 to 21
    digits or capital letters)."""
    if not (1 <= len(base) <= 21 and _ALPHANUMERIC.match(base)):
        raise ValueError("a creditor reference holds 1 to 21 digits or capital letters")
    return f"RF{check_digits(base + 'RF')}{base}"


def is_creditor_reference(reference: str) -> bool:
    compact = reference.replace(" ", "").upper()
    return (
        compact.startswith("RF")
        and 5 <= len(compact) <= 25
        and _ALPHANUMERIC.match(compact) is not None
        and mod97(compact[4:] + compact[:4]) == 1
    )


def compact_iban(text: str) -> str:
    """An IBAN as typed (spaces, small letters) in its electronic form: ``RS35...``."""
    return text.replace(" ", "").upper()


def is_iban(text: str) -> bool:
    iban = compact_iban(text)
    return (
        15 <= len(iban) <= 34
        and _ALPHANUMERIC.match(iban) is not None
        and iban[:2].isalpha()
        and iban[2:4].isdigit()
        and mod97(iban[4:] + iban[:4]) == 1
    )


def serbian_account(text: str) -> str | None:
    """A Serbian bank account as 18 digits (bank 3, account 13 padded with zeros, check 2),
    from ``840-955845-10`` or the 18 digits; None unless its check digits hold."""
    found = _ACCOUNT_PARTS.match(text.strip().replace(" ", ""))
    if found is None:
        return None
    bank, number, check = found.groups()
    account = f"{bank}{number:0>13}{check}"
    return account if check_digits(account[:16]) == check else None

"""The shapes of second-factor codes: a TOTP code is six digits; a recovery code is twelve
letters and digits shown in groups of four (``K7QM-2XWP-9HDT``), read ignoring case, spaces
and dashes. It is stored as its SHA-256 digest only (60 random bits: beyond guessing from a
copy of the database, like the password-reset tokens), found among the user's codes by the
digest's first signs and checked against the whole digest."""

import hashlib
import hmac
import re
import secrets

from fedreg_core.domain.rules import Validation

RECOVERY_CODES = 10
RECOVERY_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
"""32 signs (5 bits each) that cannot be mistaken for one another (no 0/O, 1/I/L)."""
RECOVERY_LENGTH = 12
SELECTOR_LENGTH = 8
GROUP = 4
TOTP_CODE = re.compile(r"[0-9]{6}")
RECOVERY_CODE = re.compile(f"[{RECOVERY_ALPHABET}]{{{RECOVERY_LENGTH}}}")


def plain_code(code: str) -> str:
    """``code`` without spaces and dashes, in capitals."""
    return re.sub(r"[\s-]", "", code).upper()


def is_totp_code(code: str) -> bool:
    return TOTP_CODE.fullmatch(plain_code(code)) is not None


def is_recovery_code(code: str) -> bool:
    return RECOVERY_CODE.fullmatch(plain_code(code)) is not None


def digest_of(code: str) -> str:
    """What is stored of a recovery code (given as ``is_recovery_code`` accepts it)."""
    return hashlib.sha256(plain_code(code).encode("ascii")).hexdigest()


def selector_of(code: str) -> str:
    """The first signs of the code's digest: they find it among the user's codes."""
    return digest_of(code)[:SELECTOR_LENGTH]


def digest_matches(code: str, digest: str | None) -> bool:
    """Whether ``code`` is the one stored as ``digest`` (in constant time)."""
    return hmac.compare_digest(digest_of(code), digest or "")


def shown_code(code: str) -> str:
    """A recovery code in groups of four joined by dashes."""
    plain = plain_code(code)
    return "-".join(plain[i : i + GROUP] for i in range(0, len(plain), GROUP))


def new_recovery_codes(count: int = RECOVERY_CODES) -> list[str]:
    """``count`` random codes (60 bits each), no two with the same selector."""
    codes: dict[str, str] = {}
    while len(codes) < count:
        code = "".join(secrets.choice(RECOVERY_ALPHABET) for _ in range(RECOVERY_LENGTH))
        codes.setdefault(selector_of(code), shown_code(code))
    return list(codes.values())


def check_totp_code(v: Validation, field: str, code: str) -> None:
    """Given, and six digits."""
    if v.required(field, code):
        v.check(field, is_totp_code(code), "error_second_factor_code_format")


def check_any_code(v: Validation, field: str, code: str) -> None:
    """Given, and a TOTP code or a recovery code."""
    if v.required(field, code):
        well_formed = is_totp_code(code) or is_recovery_code(code)
        v.check(field, well_formed, "error_second_factor_code_format")

"""The shapes of second-factor codes (docs/security.md, Second factor)."""

import pytest

from fedreg_core.domain.second_factor_rules import (
    RECOVERY_ALPHABET,
    is_recovery_code,
    is_totp_code,
    new_recovery_codes,
    selector_of,
)


@pytest.mark.parametrize(
    ("code", "totp", "recovery"),
    [
        ("123456", True, False),
        (" 123 456 ", True, False),
        ("12345", False, False),
        ("1234567", False, False),
        ("١٢٣٤٥٦", False, False),  # Arabic-Indic digits are not the app's
        ("K7QM-2XWP-9HDT", False, True),
        ("k7qm 2xwp 9hdt", False, True),
        ("K7QM2XWP9HDT", False, True),
        ("K7QM-2XWP-9HD", False, False),
        ("K7QM-2XWP-9HD0", False, False),  # 0 is not in the alphabet
        ("ČĆŠŽ-ĐABC-DEFG", False, False),
        ("", False, False),
    ],
)
def test_code_shapes(code: str, totp: bool, recovery: bool) -> None:
    assert (is_totp_code(code), is_recovery_code(code)) == (totp, recovery)


def test_new_recovery_codes_are_ten_well_formed_with_distinct_first_groups() -> None:
    codes = new_recovery_codes()

    assert len(codes) == 10
    assert all(is_recovery_code(code) for code in codes)
    assert len({selector_of(code) for code in codes}) == 10
    assert set("".join(codes).replace("-", "")) <= set(RECOVERY_ALPHABET)

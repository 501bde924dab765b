"""ISO 7064 MOD 97-10 in every form fedreg uses it, against published examples."""

import pytest

from fedreg_core.payments.check_digits import (
    creditor_reference,
    is_creditor_reference,
    is_iban,
    is_model97_reference,
    model97_reference,
    serbian_account,
)


@pytest.mark.parametrize(
    ("typed", "digits"),
    [
        ("840-955845-10", "840000000095584510"),  # the NBS's own example
        ("845-0000000404849-87", "845000000040484987"),
        ("845000000040484987", "845000000040484987"),
        (" 840 - 955845 - 10 ", "840000000095584510"),
    ],
)
def test_a_serbian_account_becomes_its_18_digits(typed: str, digits: str) -> None:
    assert serbian_account(typed) == digits


@pytest.mark.parametrize(
    "typed", ["840-955845-11", "840-955845", "84-955845-10", "840-12345678901234-10", "abc", ""]
)
def test_an_account_whose_check_digits_fail_is_none(typed: str) -> None:
    assert serbian_account(typed) is None


def test_a_model97_reference_leads_with_its_check_digits() -> None:
    # a reference from a real electricity bill: RO:97163220000111111111000
    assert model97_reference("3220000111111111000") == "163220000111111111000"
    assert is_model97_reference("163220000111111111000")
    assert is_model97_reference("16-3220000111-111111000")
    assert not is_model97_reference("173220000111111111000")
    assert not is_model97_reference("16322000011111111100A")


def test_every_model97_reference_made_checks() -> None:
    for base in ("1", "2027000123", "000000000001", "99999999999999999999"):
        assert is_model97_reference(model97_reference(base))
    with pytest.raises(ValueError):
        model97_reference("12a")


def test_a_creditor_reference_is_the_iso_11649_example() -> None:
    assert creditor_reference("539007547034") == "RF18539007547034"
    assert is_creditor_reference("RF18 5390 0754 7034")
    assert not is_creditor_reference("RF18539007547035")
    assert not is_creditor_reference("RX18539007547034")
    with pytest.raises(ValueError):
        creditor_reference("a" * 22)


@pytest.mark.parametrize(
    "iban",
    ["GB82 WEST 1234 5698 7654 32", "DE89370400440532013000", "RS35260005601001611379"],
)
def test_ibans_from_the_registry_examples_hold(iban: str) -> None:
    assert is_iban(iban)


@pytest.mark.parametrize("iban", ["GB82 WEST 1234 5698 7654 33", "DE8937040044053201300", "12"])
def test_a_wrong_iban_fails(iban: str) -> None:
    assert not is_iban(iban)

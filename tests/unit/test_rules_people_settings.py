"""Table-driven tests of the member and settings form rules (docs/product.md, Validation)."""

from dataclasses import replace
from datetime import date

import pytest

from fedreg_core.domain.entities import Member, Settings
from fedreg_core.domain.enums import BELTS, Variant
from fedreg_core.domain.rules import Validation, check_member, check_settings

TODAY = date(2026, 3, 1)
ANA = Member(1, "Ana", "Anić", date(2010, 5, 17), False, "PLAVI")


@pytest.mark.parametrize(
    ("member", "variant", "errors"),
    [
        pytest.param(ANA, Variant.DEFAULT, {}, id="valid"),
        pytest.param(replace(ANA, belt="BLUE"), Variant.WFF, {}, id="wff-belt"),
        pytest.param(
            replace(ANA, belt="BLUE"), Variant.DEFAULT, {"belt": "choice"}, id="wff-belt-in-default"
        ),
        pytest.param(ANA, Variant.WFF, {"belt": "choice"}, id="default-belt-in-wff"),
        pytest.param(replace(ANA, belt=""), Variant.DEFAULT, {"belt": "choice"}, id="no-belt"),
        pytest.param(
            replace(ANA, first_name=" ", last_name=""),
            Variant.DEFAULT,
            {"firstName": "required", "lastName": "required"},
            id="names",
        ),
        pytest.param(replace(ANA, born=TODAY), Variant.DEFAULT, {}, id="born-today"),
        pytest.param(
            replace(ANA, born=date(2026, 3, 2)),
            Variant.DEFAULT,
            {"born": "born_out_of_range"},
            id="born-tomorrow",
        ),
        pytest.param(replace(ANA, born=date(1900, 1, 1)), Variant.DEFAULT, {}, id="born-1900"),
        pytest.param(
            replace(ANA, born=date(1899, 12, 31)),
            Variant.DEFAULT,
            {"born": "born_out_of_range"},
            id="born-1899",
        ),
        pytest.param(
            replace(ANA, born=date(1, 1, 1)),
            Variant.DEFAULT,
            {"born": "born_out_of_range"},
            id="born-year-1",
        ),
        pytest.param(replace(ANA, no_pay=True), Variant.DEFAULT, {}, id="no-pay"),
        pytest.param(replace(ANA, always_pays=True), Variant.DEFAULT, {}, id="always-pays"),
        pytest.param(
            replace(ANA, no_pay=True, always_pays=True),
            Variant.DEFAULT,
            {"alwaysPays": "pays_conflict"},
            id="both-pay-flags",
        ),
    ],
)
def test_check_member(member: Member, variant: Variant, errors: dict[str, str]) -> None:
    v = Validation()
    check_member(v, member, BELTS[variant], TODAY)
    assert v.errors == errors


@pytest.mark.parametrize(
    ("settings", "errors"),
    [
        pytest.param(Settings("Savez", "Opis"), {}, id="valid"),
        pytest.param(
            Settings(" ", ""),
            {"title": "required", "description": "required"},
            id="both-missing",
        ),
    ],
)
def test_check_settings(settings: Settings, errors: dict[str, str]) -> None:
    v = Validation()
    check_settings(v, settings)
    assert v.errors == errors

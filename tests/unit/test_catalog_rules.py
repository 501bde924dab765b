"""Table-driven tests of the category, discipline, fee and tournament rules (docs/product.md,
Validation)."""

from dataclasses import replace
from datetime import datetime
from typing import Any

import pytest

from fedreg_core.domain.catalog_rules import (
    check_category,
    check_discipline,
    check_fees,
    check_tournament,
)
from fedreg_core.domain.entities import Category, Discipline, Tournament
from fedreg_core.domain.rules import Validation
from tests.unit.catalog_setup import fee_fields

KATA = Discipline("Kata", [1])
CUP = Tournament(
    "Kup", "<p>Opis</p>", datetime(2026, 3, 1, 10), discipline_ids=[1], team_discipline_ids=[2]
)


def errors_of(check: object, *args: object) -> dict[str, str]:
    v = Validation()
    check(v, *args)  # type: ignore[operator]
    return v.errors


@pytest.mark.parametrize(
    ("category", "errors"),
    [
        pytest.param(Category("Seniori"), {}, id="valid"),
        pytest.param(Category("  ", no_pay=True), {"name": "required"}, id="blank-name"),
    ],
)
def test_check_category(category: Category, errors: dict[str, str]) -> None:
    assert errors_of(check_category, category) == errors


@pytest.mark.parametrize(
    ("changes", "errors"),
    [
        pytest.param({}, {}, id="valid"),
        pytest.param({"name": ""}, {"name": "required"}, id="no-name"),
        pytest.param({"category_ids": []}, {"categoryIds": "required"}, id="no-category"),
        pytest.param({"no_pay": True}, {}, id="not-chargeable"),
        pytest.param({"always_pay": True}, {}, id="always-chargeable"),
        pytest.param(
            {"no_pay": True, "always_pay": True}, {"alwaysPay": "pay_flags"}, id="both-pay-flags"
        ),
        pytest.param({"is_kata_a": True}, {}, id="kata-a"),
        pytest.param({"is_kata_b": True}, {}, id="kata-b"),
        pytest.param(
            {"is_kata_a": True, "is_kata_b": True}, {"isKataB": "kata_flags"}, id="both-katas"
        ),
        pytest.param(
            {"name": " ", "no_pay": True, "always_pay": True, "is_kata_a": True, "is_kata_b": True},
            {"name": "required", "alwaysPay": "pay_flags", "isKataB": "kata_flags"},
            id="all-at-once",
        ),
    ],
)
def test_check_discipline(changes: dict[str, Any], errors: dict[str, str]) -> None:
    assert errors_of(check_discipline, replace(KATA, **changes)) == errors


@pytest.mark.parametrize(
    ("changes", "errors"),
    [
        pytest.param({}, {}, id="valid"),
        pytest.param(dict.fromkeys(fee_fields(), 0), {}, id="all-zero"),
        pytest.param({"single_fee_1_break": 2000}, {}, id="break-equal-to-fee"),
        pytest.param(
            {"single_fee_1_break": 2001}, {"single_fee_1_break": "break_over_fee"}, id="fee-1"
        ),
        pytest.param(
            {"single_fee_2_break": 3501}, {"single_fee_2_break": "break_over_fee"}, id="fee-2"
        ),
        pytest.param(
            {"single_fee_other": 999},
            {"single_fee_other_break": "break_over_fee"},
            id="fee-other-below-its-break",
        ),
        pytest.param(
            {"team_fee": 0, "team_fee_break": 1}, {"team_fee_break": "break_over_fee"}, id="team"
        ),
        pytest.param(
            {"team_fee": -1},
            {"team_fee": "not_negative", "team_fee_break": "break_over_fee"},
            id="negative-fee",
        ),
        pytest.param(
            {"single_fee_2_break": -5}, {"single_fee_2_break": "not_negative"}, id="negative-break"
        ),
    ],
)
def test_check_fees(changes: dict[str, int], errors: dict[str, str]) -> None:
    assert errors_of(check_fees, fee_fields(**changes)) == errors


@pytest.mark.parametrize(
    ("changes", "errors"),
    [
        pytest.param({}, {}, id="valid-without-end"),
        pytest.param({"end_date": datetime(2026, 3, 20)}, {}, id="end-after-start"),
        pytest.param(
            {"end_date": datetime(2026, 3, 1, 10)}, {"endDate": "end_before_start"}, id="same-time"
        ),
        pytest.param(
            {"end_date": datetime(2026, 2, 1)}, {"endDate": "end_before_start"}, id="end-first"
        ),
        pytest.param(
            {"name": "", "description": " "},
            {"name": "required", "description": "required"},
            id="texts",
        ),
        pytest.param(
            {"discipline_ids": [], "team_discipline_ids": []},
            {"disciplineIds": "required", "teamDisciplineIds": "required"},
            id="no-disciplines",
        ),
    ],
)
def test_check_tournament(changes: dict[str, Any], errors: dict[str, str]) -> None:
    assert errors_of(check_tournament, replace(CUP, **changes)) == errors

"""The shared cases of ``tests/data/constraint-cases.json``: the core's form rules accept or
refuse each value with the key the file pins; the webapp's forms, built on the limits
generated from the same rules (``webapp/src/api/constraints.ts``), agree case by case
(``webapp/src/features/registrations/shared-constraint-cases.test.ts``)."""

import json
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from adapters.http.schemas.limits import hectograms
from fedreg_core.domain.catalog_rules import check_category, check_team_members
from fedreg_core.domain.deduction_rules import check_deduction
from fedreg_core.domain.entities import (
    TEAM_MEMBERS_MOST,
    Category,
    Club,
    ClubDeduction,
    Member,
    Referee,
)
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.rules import Validation, check_member, check_referee

SHARED = json.loads(
    (Path(__file__).parents[1] / "data" / "constraint-cases.json").read_text(encoding="utf-8")
)
TODAY = date.fromisoformat(SHARED["today"])
CLUB = Club("Club", "C", "Novi Sad", "Street 1", "c@example.com", "Ana", "060", id=1)


def _member(**changes: Any) -> Member:
    fields: dict[str, Any] = {"born": date(2000, 1, 1)} | changes
    return Member(1, "Ana", "Anić", is_male=False, belt="PLAVI", **fields)


def _password(v: Validation, value: Any) -> str:
    v.new_password("password", value)
    return "password"


def _dan(v: Validation, value: Any) -> str:
    check_referee(v, Referee(1, "Ana", "Anić", dan=value, rang=RefereeRang.TRAINEE))
    return "dan"


def _born(v: Validation, value: Any) -> str:
    check_member(v, _member(born=date.fromisoformat(value)), ["PLAVI"], TODAY)
    return "born"


def _age(v: Validation, value: Any) -> str:
    check_category(v, Category("Seniors", min_age=value))
    return "minAge"


def _weight(v: Validation, value: Any) -> str:
    check_member(v, _member(weight_hg=hectograms(value)), ["PLAVI"], TODAY)
    return "weight"


def _team_members(v: Validation, value: Any) -> str:
    check_team_members(v, value, TEAM_MEMBERS_MOST)
    return "teamMinMembers"


def _deduction(v: Validation, value: Any) -> str:
    check_deduction(v, ClubDeduction(1, 1, value), CLUB)
    return "deduction"


RULES: dict[str, Callable[[Validation, Any], str]] = {
    "password": _password,
    "dan": _dan,
    "born": _born,
    "age": _age,
    "weight": _weight,
    "teamMembers": _team_members,
    "deduction": _deduction,
}


def test_every_rule_of_the_file_has_its_check() -> None:
    assert {case["rule"] for case in SHARED["cases"]} == set(RULES)


@pytest.mark.parametrize(
    "case", SHARED["cases"], ids=[f"{case['rule']}={case['value']}" for case in SHARED["cases"]]
)
def test_the_core_judges_each_value_as_the_shared_case_pins(case: dict[str, Any]) -> None:
    v = Validation()
    field = RULES[case["rule"]](v, case["value"])
    assert v.errors.get(field) == case["key"]

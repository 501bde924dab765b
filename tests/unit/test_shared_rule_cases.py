"""The shared cases of ``tests/data/rules-cases.json``: the server's answer to the registration
dialogs (``listEntryOptions``: the options open to a member, each with the reasons the member
may not take it) is, case by case, the answer the file pins; the webapp's test of the same
file (``webapp/src/features/registrations/shared-rule-cases.test.tsx``) shows that answer."""

import json
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

import msgspec
import pytest

from adapters.http.schemas.entry_options import entry_options_out
from fedreg_core.domain.eligibility import Event
from fedreg_core.domain.entities import Category, Discipline, Member
from fedreg_core.domain.entry_options import Catalogue, barred, category_options
from fedreg_core.domain.enums import AgeBy, ForSex
from fedreg_core.services.entry_options import EntryOptions, MemberOptions

CASES = Path(__file__).parents[1] / "data" / "rules-cases.json"
ELIGIBILITY: list[dict[str, Any]] = json.loads(CASES.read_text(encoding="utf-8"))["eligibility"]


def _day(text: str | None) -> date | None:
    return None if text is None else date.fromisoformat(text)


def _hectograms(kilograms: float | None) -> int | None:
    return None if kilograms is None else int(Decimal(str(kilograms)) * 10)


def _member(fields: dict[str, Any]) -> Member:
    return Member(
        club_id=1,
        first_name=fields["firstName"],
        last_name=fields["lastName"],
        born=date.fromisoformat(fields["born"]),
        is_male=fields["isMale"],
        belt=fields["belt"],
        id=1,
        weight_hg=_hectograms(fields["weight"]),
        medical_valid_until=_day(fields["medicalValidUntil"]),
    )


def _catalogue(category: dict[str, Any], discipline: dict[str, Any]) -> Catalogue:
    seniors = Category(
        category["name"],
        id=1,
        min_age=category.get("minAge"),
        max_age=category.get("maxAge"),
        age_by=AgeBy(category.get("ageBy", "DATE")),
        min_belt=category.get("minBelt"),
        max_belt=category.get("maxBelt"),
    )
    sex = discipline.get("forSex")
    kumite = Discipline(
        discipline["name"],
        category_ids=[1],
        for_sex=None if sex is None else ForSex(sex),
        id=1,
        min_weight_hg=_hectograms(discipline.get("minWeight")),
        max_weight_hg=_hectograms(discipline.get("maxWeight")),
    )
    return Catalogue([1], {1: seniors}, {1: kumite})


def server_answer(case: dict[str, Any]) -> dict[str, Any]:
    """What ``listEntryOptions`` answers for the case's member, in English."""
    member = _member(case["member"])
    event = Event(_day(case["eventDate"]), case["requireMedical"])
    options = category_options(_catalogue(case["category"], case["discipline"]), event, member)
    found = MemberOptions(member, barred(member, options, event), options, [])
    answer = msgspec.to_builtins(entry_options_out(EntryOptions([found], []), "en").members[0])
    return {"reason": answer["reason"], "categories": answer["categories"]}


@pytest.mark.parametrize("case", ELIGIBILITY, ids=[case["case"] for case in ELIGIBILITY])
def test_the_server_answers_what_the_shared_case_pins(case: dict[str, Any]) -> None:
    assert server_answer(case) == case["answer"]

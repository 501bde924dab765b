"""Table-driven tests of the fee engine (docs/product.md, Fees)."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, replace
from typing import Any

import pytest

from fedreg_core.fees import (
    Category,
    ClubFee,
    Discipline,
    Entry,
    FeeSchedule,
    Registration,
    RegistrationFee,
    club_fee,
    club_totals,
    price_registration,
)

SCHEDULE = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
TEAM_BREAK = replace(SCHEDULE, team_fee_break=200)

SENIORS = Category(1)
FREE_CATEGORY = Category(2, no_pay=True)
KUMITE = Discipline(10)
KATA_A = Discipline(11, is_kata_a=True)
KATA_B = Discipline(12, is_kata_b=True)
FREE = Discipline(13, no_pay=True)
ALWAYS = Discipline(14, always_pay=True)
ALWAYS_KATA_A = Discipline(15, always_pay=True, is_kata_a=True)
FREE_KATA_B = Discipline(16, no_pay=True, is_kata_b=True)


def individual(*entries: Entry, no_pay: bool = False, always_pays: bool = False) -> Registration:
    return Registration(1, entries, no_pay=no_pay, always_pays=always_pays)


def entry(discipline: Discipline, category: Category = SENIORS) -> Entry:
    return Entry(category, discipline)


def disciplines(count: int) -> tuple[Entry, ...]:
    return tuple(entry(Discipline(100 + i)) for i in range(count))


CHARGEABLE_CASES = [
    # (case, registration, chargeable entries)
    ("plain entry", individual(entry(KUMITE)), 1),
    ("no entries", individual(), 0),
    ("registration noPay", individual(entry(KUMITE), no_pay=True), 0),
    ("category noPay", individual(entry(KUMITE, FREE_CATEGORY)), 0),
    ("discipline noPay", individual(entry(FREE)), 0),
    (
        "alwaysPays beats registration noPay",
        individual(entry(KUMITE), no_pay=True, always_pays=True),
        1,
    ),
    (
        "alwaysPays beats category noPay",
        individual(entry(KUMITE, FREE_CATEGORY), always_pays=True),
        1,
    ),
    ("alwaysPays beats discipline noPay", individual(entry(FREE), always_pays=True), 1),
    ("alwaysPay discipline beats registration noPay", individual(entry(ALWAYS), no_pay=True), 1),
    ("alwaysPay discipline beats category noPay", individual(entry(ALWAYS, FREE_CATEGORY)), 1),
    (
        "alwaysPay beats its own noPay",
        individual(entry(Discipline(20, no_pay=True, always_pay=True))),
        1,
    ),
    ("noPay frees only its own entry", individual(entry(KUMITE), entry(FREE)), 1),
    ("kata A alone", individual(entry(KATA_A)), 1),
    ("kata B alone", individual(entry(KATA_B)), 1),
    ("kata A with kata B", individual(entry(KATA_A), entry(KATA_B)), 1),
    ("kata B listed first", individual(entry(KATA_B), entry(KATA_A)), 1),
    ("kata A and B in other categories", individual(entry(KATA_A), entry(KATA_B, Category(3))), 1),
    ("kata A with a free kata B", individual(entry(KATA_A), entry(FREE_KATA_B)), 0),
    (
        "two kata A with kata B",
        individual(entry(KATA_A), entry(KATA_A, Category(3)), entry(KATA_B)),
        1,
    ),
    ("kumite, kata A, kata B", individual(entry(KUMITE), entry(KATA_A), entry(KATA_B)), 2),
    ("alwaysPay kata A with kata B", individual(entry(ALWAYS_KATA_A), entry(KATA_B)), 2),
    ("alwaysPays keeps kata A", individual(entry(KATA_A), entry(KATA_B), always_pays=True), 2),
    ("noPay registration, kata pair", individual(entry(KATA_A), entry(KATA_B), no_pay=True), 0),
    (
        "kata A in free category with kata B",
        individual(entry(KATA_A, FREE_CATEGORY), entry(KATA_B)),
        1,
    ),
    ("seven plain entries", individual(*disciplines(7)), 7),
]


@pytest.mark.parametrize(
    ("registration", "expected"),
    [case[1:] for case in CHARGEABLE_CASES],
    ids=[case[0] for case in CHARGEABLE_CASES],
)
def test_chargeable_entries(registration: Registration, expected: int) -> None:
    assert price_registration(registration, SCHEDULE).chargeable == expected


@pytest.mark.parametrize(
    ("count", "price", "discount"),
    [(0, 0, 0), (1, 2000, 500), (2, 3500, 500), (3, 4500, 1000), (7, 4500, 1000)],
)
def test_competitor_tier_follows_the_chargeable_count(
    count: int, price: int, discount: int
) -> None:
    line = price_registration(Registration(5, disciplines(count)), SCHEDULE)
    assert line == RegistrationFee(5, count, price, discount, price - discount)


@pytest.mark.parametrize("count", [0, 1, 2, 3, 7])
def test_team_pays_per_chargeable_entry(count: int) -> None:
    line = price_registration(Registration(6, disciplines(count), is_team=True), TEAM_BREAK)
    assert line == RegistrationFee(6, count, 3000 * count, 200 * count, 2800 * count)


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        ({}, 2),
        ({"no_pay": True}, 0),
        ({"no_pay": True, "always_pays": True}, 2),
    ],
)
def test_team_flags(flags: dict[str, Any], expected: int) -> None:
    team = Registration(6, (entry(KUMITE), entry(KATA_B)), is_team=True, **flags)
    assert price_registration(team, SCHEDULE).net == 3000 * expected


def test_free_entries_do_not_count_towards_the_tier() -> None:
    registration = individual(entry(KUMITE), entry(FREE), entry(KUMITE, FREE_CATEGORY))
    assert price_registration(registration, SCHEDULE) == RegistrationFee(1, 1, 2000, 500, 1500)


@pytest.mark.parametrize(
    ("net", "deduction", "total"),
    [
        (9000, 0, 9000),
        (9000, 10, 8100),
        (9000, 33, 6030),
        (9000, 100, 0),
        (25, 10, 23),  # 22.5 -> 23: half up, not to even
        (150, 33, 101),  # 100.5 -> 101
        (1234, 33, 827),  # 826.78 -> 827
        (1001, 33, 671),  # 670.67 -> 671
        (1, 50, 1),  # 0.5 -> 1
        (1, 51, 0),  # 0.49 -> 0
        (0, 33, 0),
    ],
)
def test_deduction_rounds_half_up_once(net: int, deduction: int, total: int) -> None:
    schedule = FeeSchedule(net, 0, net, 0, net, 0, 0, 0)
    fee = club_fee([Registration(1, disciplines(1))], schedule, deduction)
    assert (fee.net, fee.deduction_percent, fee.total) == (net, deduction, total)


def test_deduction_applies_to_the_sum_not_each_line() -> None:
    schedule = FeeSchedule(25, 0, 25, 0, 25, 0, 0, 0)
    registrations = [Registration(i, disciplines(1)) for i in range(4)]
    # each line alone would round 22.5 up to 23 (4 x 23 = 92); the sum 90 is exact
    assert club_fee(registrations, schedule, 10).total == 90


def test_worked_example() -> None:
    ana = Registration(1, (entry(KUMITE), entry(KATA_A), entry(KATA_B)))
    bojan = Registration(2, (entry(FREE),))
    mix_team = Registration(3, (entry(Discipline(30)), entry(Discipline(31))), is_team=True)

    fee = club_fee([ana, bojan, mix_team], SCHEDULE, deduction_percent=10)

    assert fee == ClubFee(
        lines=(
            RegistrationFee(1, 2, 3500, 500, 3000),
            RegistrationFee(2, 0, 0, 0, 0),
            RegistrationFee(3, 2, 6000, 0, 6000),
        ),
        gross=9500,
        discounts=500,
        net=9000,
        deduction_percent=10,
        total=8100,
    )


def test_club_lines_match_price_registration_in_order() -> None:
    registrations = [individual(*disciplines(n)) for n in (3, 0, 1)]
    fee = club_fee(iter(registrations), SCHEDULE)
    assert fee.lines == tuple(price_registration(r, SCHEDULE) for r in registrations)
    assert (fee.gross, fee.discounts, fee.net, fee.total) == (6500, 1500, 5000, 5000)


def test_empty_club() -> None:
    assert club_fee([], SCHEDULE, 10) == ClubFee((), 0, 0, 0, 10, 0)


FEE_FIELDS = [
    "single_fee_1",
    "single_fee_1_break",
    "single_fee_2",
    "single_fee_2_break",
    "single_fee_other",
    "single_fee_other_break",
    "team_fee",
    "team_fee_break",
]


@pytest.mark.parametrize("field", FEE_FIELDS)
def test_negative_fee_is_refused(field: str) -> None:
    with pytest.raises(ValueError, match=f"^{field} must not be negative, got -1$"):
        replace(SCHEDULE, **{field: -1})


@pytest.mark.parametrize("fee", ["single_fee_1", "single_fee_2", "single_fee_other", "team_fee"])
def test_break_larger_than_its_fee_is_refused(fee: str) -> None:
    with pytest.raises(ValueError, match=rf"^{fee}_break \(101\) must not be larger than {fee}"):
        replace(SCHEDULE, **{fee: 100, f"{fee}_break": 101})
    assert getattr(replace(SCHEDULE, **{fee: 100, f"{fee}_break": 100}), fee) == 100


def test_all_zero_schedule_is_valid() -> None:
    assert FeeSchedule(0, 0, 0, 0, 0, 0, 0, 0).team_fee == 0


@pytest.mark.parametrize("deduction", [-1, 101, 1000])
def test_deduction_outside_0_to_100_is_refused(deduction: int) -> None:
    with pytest.raises(ValueError, match="deduction_percent must be between 0 and 100"):
        club_fee([], SCHEDULE, deduction)
    with pytest.raises(ValueError, match="deduction_percent must be between 0 and 100"):
        club_totals([], SCHEDULE, deduction)


def test_values_are_frozen() -> None:
    with pytest.raises(FrozenInstanceError):
        SCHEDULE.team_fee = 1  # type: ignore[misc]

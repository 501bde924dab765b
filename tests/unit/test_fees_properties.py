"""Property tests of the fee engine: invariants that hold for any club and schedule."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from fedreg_core.fees import (
    AlikeRegistrations,
    Category,
    Discipline,
    Entry,
    FeeSchedule,
    Registration,
    chargeable_count,
    club_fee,
    club_totals,
    club_totals_of_alike,
    price_registration,
)

FAST = settings(max_examples=60, deadline=None)

amounts = st.integers(min_value=0, max_value=100_000)
deductions = st.integers(min_value=0, max_value=100)


@st.composite
def fee_and_break(draw: st.DrawFn) -> tuple[int, int]:
    fee = draw(amounts)
    return fee, draw(st.integers(min_value=0, max_value=fee))


@st.composite
def schedules(draw: st.DrawFn, non_decreasing: bool = False) -> FeeSchedule:
    tiers = [draw(fee_and_break()) for _ in range(4)]
    if non_decreasing:
        fees = sorted(fee for fee, _ in tiers[:3])
        tiers[:3] = [(fee, draw(st.integers(0, fee))) for fee in fees]
    return FeeSchedule(*(amount for tier in tiers for amount in tier))


categories = st.builds(Category, id=st.integers(1, 5), no_pay=st.booleans())
disciplines = st.builds(
    Discipline,
    id=st.integers(1, 20),
    no_pay=st.booleans(),
    always_pay=st.booleans(),
    is_kata_a=st.booleans(),
    is_kata_b=st.booleans(),
)
entries = st.builds(Entry, category=categories, discipline=disciplines)
registrations = st.builds(
    Registration,
    id=st.integers(1, 10_000),
    entries=st.lists(entries, max_size=5).map(tuple),
    is_team=st.booleans(),
    no_pay=st.booleans(),
    always_pays=st.booleans(),
)
clubs = st.lists(registrations, max_size=8)


@FAST
@given(clubs, schedules(), deductions)
def test_amounts_are_never_negative(
    club: list[Registration], schedule: FeeSchedule, d: int
) -> None:
    fee = club_fee(club, schedule, d)
    assert 0 <= fee.total <= fee.net <= fee.gross
    assert fee.discounts >= 0
    assert all(0 <= line.net <= line.price for line in fee.lines)


@FAST
@given(clubs, schedules(), deductions)
def test_total_is_net_scaled_and_rounded_half_up(
    club: list[Registration], schedule: FeeSchedule, d: int
) -> None:
    fee = club_fee(club, schedule, d)
    exact = Fraction(fee.net * (100 - d), 100)
    assert fee.total == int(exact + Fraction(1, 2))  # floor(x + 1/2) for x >= 0
    assert fee.net == fee.gross - fee.discounts == sum(line.net for line in fee.lines)


@FAST
@given(clubs, schedules())
def test_no_deduction_keeps_the_net(club: list[Registration], schedule: FeeSchedule) -> None:
    fee = club_fee(club, schedule, 0)
    assert fee.total == fee.net


@FAST
@given(clubs, schedules())
def test_full_deduction_gives_zero(club: list[Registration], schedule: FeeSchedule) -> None:
    assert club_fee(club, schedule, 100).total == 0


@FAST
@given(registrations, schedules(non_decreasing=True), st.booleans())
def test_a_chargeable_entry_never_lowers_the_gross(
    registration: Registration, schedule: FeeSchedule, kata_a: bool
) -> None:
    # always_pay is chargeable under any flags; not kata B, so no kata A entry becomes free
    extra = Entry(Category(99, no_pay=True), Discipline(99, always_pay=True, is_kata_a=kata_a))
    bigger = replace(registration, entries=(*registration.entries, extra))
    before = price_registration(registration, schedule)
    after = price_registration(bigger, schedule)
    assert after.chargeable == before.chargeable + 1
    assert after.price >= before.price


@FAST
@given(st.data(), clubs, schedules(), deductions)
def test_order_of_registrations_does_not_matter(
    data: st.DataObject, club: list[Registration], schedule: FeeSchedule, d: int
) -> None:
    shuffled = data.draw(st.permutations(club))
    first, second = club_fee(club, schedule, d), club_fee(shuffled, schedule, d)
    assert (first.gross, first.discounts, first.net, first.total) == (
        second.gross,
        second.discounts,
        second.net,
        second.total,
    )
    assert sorted(first.lines, key=repr) == sorted(second.lines, key=repr)


@FAST
@given(registrations, schedules())
def test_entry_order_does_not_matter(registration: Registration, schedule: FeeSchedule) -> None:
    reversed_entries = replace(registration, entries=registration.entries[::-1])
    assert price_registration(reversed_entries, schedule) == price_registration(
        registration, schedule
    )


@FAST
@given(clubs, schedules(), deductions)
def test_club_totals_are_the_club_fee_without_its_lines(
    club: list[Registration], schedule: FeeSchedule, d: int
) -> None:
    assert club_totals(club, schedule, d) == club_fee(club, schedule, d).totals
    assert club_totals(iter(club), schedule, d) == club_fee(club, schedule, d).totals


@FAST
@given(clubs, schedules(), deductions)
def test_alike_registrations_priced_once_cost_what_each_priced_alone_costs(
    club: list[Registration], schedule: FeeSchedule, d: int
) -> None:
    alike = Counter((r.is_team, chargeable_count(r)) for r in club)
    groups = [AlikeRegistrations(team, n, count) for (team, n), count in alike.items()]
    assert club_totals_of_alike(groups, schedule, d) == club_totals(club, schedule, d)

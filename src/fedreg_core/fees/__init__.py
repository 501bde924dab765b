"""The fee engine: what a club pays for its registrations at a tournament.

Pure functions over small frozen values; standard library only, no I/O, so any project can
``from fedreg_core.fees import ...`` without a third-party package. The rules are those of
docs/product.md, Fees; every amount is an integer number of RSD.

An *entry* is one (category, discipline) pair of a registration. It is chargeable when
(``fees.chargeable.CHARGEABLE``, the rule as data):

1. the registration has ``always_pays`` or the discipline ``always_pay`` -> chargeable;
2. otherwise, the registration, the category or the discipline has ``no_pay`` -> free;
3. otherwise, a kata A discipline in a registration that also holds a kata B discipline -> free;
4. otherwise -> chargeable.

A competitor with ``n`` chargeable entries pays one tier of the schedule (0, 1, 2, 3 or
more); a team pays ``team_fee`` and gets ``team_fee_break`` per chargeable entry. The club
total is ``net * (100 - deduction) / 100``, rounded half up to a whole RSD once, at the end.

A late rule (``LateRule``, optional) adds a surcharge to registrations entered from its
date on (``fees.late``); each line shows it as ``late_fee`` and the club's ``late_fees`` sum
them (they are part of ``gross``).

>>> schedule = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
>>> kumite = Entry(Category(1), Discipline(10))
>>> price_registration(Registration(7, (kumite,)), schedule).net
1500
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from datetime import datetime

from fedreg_core.fees.chargeable import CHARGEABLE_BY_FLAGS, Flag
from fedreg_core.fees.late import LatePer, LateRule, late_surcharge

_REGISTRATION_ALWAYS_PAYS = Flag.REGISTRATION_ALWAYS_PAYS.value
_REGISTRATION_NO_PAY = Flag.REGISTRATION_NO_PAY.value
_REGISTRATION_HAS_KATA_B = Flag.REGISTRATION_HAS_KATA_B.value
_DISCIPLINE_ALWAYS_PAY = Flag.DISCIPLINE_ALWAYS_PAY.value
_DISCIPLINE_NO_PAY = Flag.DISCIPLINE_NO_PAY.value
_DISCIPLINE_KATA_A = Flag.DISCIPLINE_KATA_A.value
_CATEGORY_NO_PAY = Flag.CATEGORY_NO_PAY.value

__all__ = [
    "DEDUCTION_MAX",
    "DEDUCTION_MIN",
    "AlikeRegistrations",
    "Category",
    "ClubFee",
    "ClubTotals",
    "Discipline",
    "Entry",
    "FeeSchedule",
    "LatePer",
    "LateRule",
    "Registration",
    "RegistrationFee",
    "amount_is_valid",
    "chargeable_count",
    "club_fee",
    "club_totals",
    "club_totals_of_alike",
    "deduction_is_valid",
    "discount_fits_fee",
    "price_registration",
]

DEDUCTION_MIN, DEDUCTION_MAX = 0, 100


def amount_is_valid(amount: int) -> bool:
    """A fee or a discount is a whole RSD amount of at least 0."""
    return amount >= 0


def discount_fits_fee(fee: int, discount: int) -> bool:
    """A discount is at most the fee it is granted on."""
    return discount <= fee


def deduction_is_valid(deduction_percent: int) -> bool:
    """A club's deduction is a whole percent from 0 to 100."""
    return DEDUCTION_MIN <= deduction_percent <= DEDUCTION_MAX


@dataclass(frozen=True, slots=True)
class FeeSchedule:
    """A tournament's fees in RSD; each ``*_break`` is the discount granted on its fee."""

    single_fee_1: int
    single_fee_1_break: int
    single_fee_2: int
    single_fee_2_break: int
    single_fee_other: int
    single_fee_other_break: int
    team_fee: int
    team_fee_break: int

    def __post_init__(self) -> None:
        for field in fields(self):
            amount = getattr(self, field.name)
            if not amount_is_valid(amount):
                raise ValueError(f"{field.name} must not be negative, got {amount}")
        for fee in ("single_fee_1", "single_fee_2", "single_fee_other", "team_fee"):
            amount, discount = getattr(self, fee), getattr(self, f"{fee}_break")
            if not discount_fits_fee(amount, discount):
                raise ValueError(
                    f"{fee}_break ({discount}) must not be larger than {fee} ({amount})"
                )


DEFAULT_FEES = FeeSchedule(2000, 0, 3500, 0, 4500, 0, 3000, 0)
"""A new tournament's fees when none are given: the prices of the worked
example of docs/product.md, Fees, no discounts."""


@dataclass(frozen=True, slots=True)
class Category:
    """A competition category; ``no_pay`` makes every entry in it free (unless overridden)."""

    id: int
    no_pay: bool = False


@dataclass(frozen=True, slots=True)
class Discipline:
    """A discipline with its fee flags (``always_pay`` wins over every ``no_pay``)."""

    id: int
    no_pay: bool = False
    always_pay: bool = False
    is_kata_a: bool = False
    is_kata_b: bool = False


@dataclass(frozen=True, slots=True)
class Entry:
    """One (category, discipline) pair of a registration."""

    category: Category
    discipline: Discipline


@dataclass(frozen=True, slots=True)
class Registration:
    """A competitor's (``is_team=False``) or a team's registration with all its entries."""

    id: int
    entries: tuple[Entry, ...]
    is_team: bool = False
    no_pay: bool = False
    always_pays: bool = False
    entered_at: datetime | None = None
    """When it was entered (a late rule's surcharge counts on it); ``None``: never late."""


@dataclass(frozen=True, slots=True)
class RegistrationFee:
    """One invoice line: chargeable entry count, price, discount, the late surcharge and
    ``net = price + late_fee - discount``."""

    registration_id: int
    chargeable: int
    price: int
    discount: int
    net: int
    late_fee: int = 0


@dataclass(frozen=True, slots=True)
class ClubFee:
    """A club's invoice: its lines, their sums, the deduction percent and the rounded total."""

    lines: tuple[RegistrationFee, ...]
    gross: int
    discounts: int
    net: int
    deduction_percent: int
    total: int
    late_fees: int = 0
    """The lines' late surcharges (part of ``gross``)."""

    @property
    def totals(self) -> ClubTotals:
        """The invoice without its lines."""
        sums = (self.gross, self.discounts, self.net, self.deduction_percent, self.total)
        return ClubTotals(*sums, self.late_fees)


@dataclass(frozen=True, slots=True)
class ClubTotals:
    """A club's invoice without its lines (``club_totals``): the same sums, deduction percent
    and rounded total as ``club_fee``'s."""

    gross: int
    discounts: int
    net: int
    deduction_percent: int
    total: int
    late_fees: int = 0
    """The late surcharges (part of ``gross``)."""


def chargeable_count(registration: Registration) -> int:
    """How many entries of ``registration`` are chargeable (``fees.chargeable.CHARGEABLE``)."""
    entries = registration.entries
    has_kata_b = any(entry.discipline.is_kata_b for entry in entries)
    flags = (
        registration.always_pays * _REGISTRATION_ALWAYS_PAYS
        + registration.no_pay * _REGISTRATION_NO_PAY
        + has_kata_b * _REGISTRATION_HAS_KATA_B
    )
    table = CHARGEABLE_BY_FLAGS
    count = 0
    for entry in entries:
        discipline = entry.discipline
        count += table[
            flags
            + discipline.always_pay * _DISCIPLINE_ALWAYS_PAY
            + discipline.no_pay * _DISCIPLINE_NO_PAY
            + discipline.is_kata_a * _DISCIPLINE_KATA_A
            + entry.category.no_pay * _CATEGORY_NO_PAY
        ]
    return count


def _tiers(schedule: FeeSchedule) -> tuple[tuple[int, int], ...]:
    """(price, discount) of a competitor with 0, 1, 2 and 3-or-more chargeable entries."""
    return (
        (0, 0),
        (schedule.single_fee_1, schedule.single_fee_1_break),
        (schedule.single_fee_2, schedule.single_fee_2_break),
        (schedule.single_fee_other, schedule.single_fee_other_break),
    )


def _count_pricer(schedule: FeeSchedule) -> Callable[[bool, int], tuple[int, int]]:
    """A function giving (price, discount) of a team's (``True``) or a competitor's
    registration with ``count`` chargeable entries by ``schedule``: a competitor pays the tier
    of its count, a team ``team_fee`` less ``team_fee_break`` per chargeable entry."""
    tiers = _tiers(schedule)
    team_fee, team_break = schedule.team_fee, schedule.team_fee_break

    def price(is_team: bool, count: int) -> tuple[int, int]:
        if is_team:
            return team_fee * count, team_break * count
        return tiers[count if count < 3 else 3]

    return price


_Pricer = Callable[[Registration], tuple[int, int, int, int]]


def _pricer(schedule: FeeSchedule, late: LateRule | None) -> _Pricer:
    """A function giving a registration's (chargeable count, price, discount, late
    surcharge) by ``schedule`` and the late rule, if any."""
    price_count, count_of = _count_pricer(schedule), chargeable_count

    def price(registration: Registration) -> tuple[int, int, int, int]:
        count = count_of(registration)
        surcharge = late_surcharge(late, registration.entered_at, count)
        return count, *price_count(registration.is_team, count), surcharge

    return price


def price_registration(
    registration: Registration, schedule: FeeSchedule, late: LateRule | None = None
) -> RegistrationFee:
    """Price one registration: its chargeable count, price, discount, net and late fee."""
    count, price, discount, surcharge = _pricer(schedule, late)(registration)
    net = price + surcharge - discount
    return RegistrationFee(registration.id, count, price, discount, net, surcharge)


def _apply_deduction(net: int, deduction_percent: int) -> int:
    """``net * (100 - deduction_percent) / 100`` rounded half up (ties away from zero, as
    ``decimal.ROUND_HALF_UP``) to a whole RSD, in exact integer arithmetic."""
    scaled = net * (100 - deduction_percent)
    whole = (abs(scaled) + 50) // 100
    return whole if scaled >= 0 else -whole


def _check_deduction(deduction_percent: int) -> None:
    if not deduction_is_valid(deduction_percent):
        raise ValueError(f"deduction_percent must be between 0 and 100, got {deduction_percent}")


def _totals(gross: int, discounts: int, deduction_percent: int, late_fees: int) -> ClubTotals:
    """The sums; ``gross`` holds the late surcharges ``late_fees``."""
    net = gross - discounts
    total = _apply_deduction(net, deduction_percent)
    return ClubTotals(gross, discounts, net, deduction_percent, total, late_fees)


def club_fee(
    registrations: Iterable[Registration],
    schedule: FeeSchedule,
    deduction_percent: int = 0,
    late: LateRule | None = None,
) -> ClubFee:
    """Price every registration of a club and total them, deduction applied once at the end."""
    _check_deduction(deduction_percent)
    price, line = _pricer(schedule, late), RegistrationFee
    lines: list[RegistrationFee] = []
    append = lines.append
    gross = discounts = late_fees = 0
    for registration in registrations:
        count, amount, discount, surcharge = price(registration)
        gross += amount + surcharge
        discounts += discount
        late_fees += surcharge
        net = amount + surcharge - discount
        append(line(registration.id, count, amount, discount, net, surcharge))
    t = _totals(gross, discounts, deduction_percent, late_fees)
    return ClubFee(tuple(lines), gross, discounts, t.net, deduction_percent, t.total, late_fees)


def club_totals(
    registrations: Iterable[Registration],
    schedule: FeeSchedule,
    deduction_percent: int = 0,
    late: LateRule | None = None,
) -> ClubTotals:
    """``club_fee(...).totals`` without making a line per registration: for reports over
    many clubs, where only the sums are shown."""
    _check_deduction(deduction_percent)
    price = _pricer(schedule, late)
    gross = discounts = late_fees = 0
    for registration in registrations:
        _, amount, discount, surcharge = price(registration)
        gross += amount + surcharge
        discounts += discount
        late_fees += surcharge
    return _totals(gross, discounts, deduction_percent, late_fees)


@dataclass(frozen=True, slots=True)
class AlikeRegistrations:
    """``registrations`` registrations of one club, all teams' (``is_team``) or all
    competitors', each with ``chargeable`` chargeable entries: each costs the same."""

    is_team: bool
    chargeable: int
    registrations: int
    late: bool = False
    """Entered late (a late rule's surcharge applies to each)."""


def club_totals_of_alike(
    groups: Iterable[AlikeRegistrations],
    schedule: FeeSchedule,
    deduction_percent: int = 0,
    late: LateRule | None = None,
) -> ClubTotals:
    """``club_totals`` of registrations counted by ``groups`` of alike ones, each group priced
    once: for a whole tournament whose chargeable entries the database counted."""
    _check_deduction(deduction_percent)
    price = _count_pricer(schedule)
    gross = discounts = late_fees = 0
    for group in groups:
        amount, discount = price(group.is_team, group.chargeable)
        late_each = late.surcharge(group.chargeable) if late is not None and group.late else 0
        gross += (amount + late_each) * group.registrations
        discounts += discount * group.registrations
        late_fees += late_each * group.registrations
    return _totals(gross, discounts, deduction_percent, late_fees)

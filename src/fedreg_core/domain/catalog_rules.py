"""Form rules of categories, disciplines and tournaments (docs/product.md, Validation).

Field names are those of the API: camelCase, the fee fields snake_case.
"""

from collections.abc import Mapping
from dataclasses import fields
from datetime import datetime

from fedreg_core.domain.entities import (
    TEAM_MEMBERS_FEWEST,
    TEAM_MEMBERS_MOST,
    Category,
    Discipline,
    Tournament,
)
from fedreg_core.domain.enums import BELT_RANK, DrawFormat
from fedreg_core.domain.names import name_does_not_start_a_formula, name_has_no_hidden_characters
from fedreg_core.domain.rules import AGE_FEWEST, AGE_MOST, Validation, weight_is_plausible
from fedreg_core.fees import FeeSchedule, amount_is_valid, discount_fits_fee

FEE_FIELDS = tuple(f.name for f in fields(FeeSchedule))
FEES_WITH_BREAKS = ("single_fee_1", "single_fee_2", "single_fee_other", "team_fee")


def pay_flags_agree(no_pay: bool, always_pay: bool) -> bool:
    """Not chargeable and always chargeable exclude each other."""
    return not (no_pay and always_pay)


def kata_flags_agree(is_kata_a: bool, is_kata_b: bool) -> bool:
    """A discipline is kata A or kata B, never both."""
    return not (is_kata_a and is_kata_b)


def format_fits_discipline(discipline: Discipline) -> bool:
    """Kata by points is a kata discipline's format, never a kumite one's."""
    is_kata = discipline.is_kata_a or discipline.is_kata_b
    return discipline.draw_format is not DrawFormat.KATA_POINTS or is_kata


def limits_in_order(low: int | None, high: int | None) -> bool:
    """A lower limit, when both are set, not above the upper one."""
    return low is None or high is None or low <= high


def age_is_possible(years: int | None) -> bool:
    """Unset, or a whole number of years from 0 to 120 (an age limit of a category)."""
    return years is None or AGE_FEWEST <= years <= AGE_MOST


def team_size_is_possible(count: int) -> bool:
    """A bound of a team discipline's member range: 1 to 7 (a men's kumite team)."""
    return TEAM_MEMBERS_FEWEST <= count <= TEAM_MEMBERS_MOST


def belt_is_known(belt: str | None) -> bool:
    """Unset, or a belt of a variant's list."""
    return belt is None or belt in BELT_RANK


def check_category(v: Validation, category: Category) -> None:
    """A name; ages and belts, when set, in order; belts from the belt lists."""
    v.required("name", category.name)
    v.check("minAge", age_is_possible(category.min_age), "age_range")
    v.check("maxAge", age_is_possible(category.max_age), "age_range")
    v.check("maxAge", limits_in_order(category.min_age, category.max_age), "limits_order")
    v.check("minBelt", belt_is_known(category.min_belt), "choice")
    v.check("maxBelt", belt_is_known(category.max_belt), "choice")
    if belt_is_known(category.min_belt) and belt_is_known(category.max_belt):
        low = BELT_RANK.get(category.min_belt or "")
        high = BELT_RANK.get(category.max_belt or "")
        v.check("maxBelt", limits_in_order(low, high), "limits_order")


def check_discipline(v: Validation, discipline: Discipline) -> None:
    """A name, at least one category, at most one flag of each exclusive pair, and kata by
    points only for kata."""
    v.required("name", discipline.name)
    v.check("categoryIds", bool(discipline.category_ids), "required")
    v.check("alwaysPay", pay_flags_agree(discipline.no_pay, discipline.always_pay), "pay_flags")
    v.check("isKataB", kata_flags_agree(discipline.is_kata_a, discipline.is_kata_b), "kata_flags")
    v.check("drawFormat", format_fits_discipline(discipline), "kata_points_for_kata")
    low, high = discipline.min_weight_hg, discipline.max_weight_hg
    v.check("minWeight", weight_is_plausible(low), "weight_range")
    v.check("maxWeight", weight_is_plausible(high), "weight_range")
    v.check("maxWeight", limits_in_order(low, high), "limits_order")
    check_team_members(v, discipline.team_min_members, discipline.team_max_members)


def check_team_members(v: Validation, fewest: int, most: int) -> None:
    """The member range of a team discipline: each bound possible, the fewest not above the
    most."""
    bounds: dict[str, object] = {"min": TEAM_MEMBERS_FEWEST, "max": TEAM_MEMBERS_MOST}
    v.check("teamMinMembers", team_size_is_possible(fewest), "team_members_bound", bounds)
    v.check("teamMaxMembers", team_size_is_possible(most), "team_members_bound", bounds)
    v.check("teamMaxMembers", limits_in_order(fewest, most), "limits_order")


def check_fees(v: Validation, amounts: Mapping[str, int]) -> None:
    """Every fee a whole RSD amount of at least 0; each discount at most its fee (the fee
    engine's rules, with messages)."""
    for name in FEE_FIELDS:
        v.check(name, amount_is_valid(amounts[name]), "not_negative")
    for fee in FEES_WITH_BREAKS:
        discount = f"{fee}_break"
        v.check(discount, discount_fits_fee(amounts[fee], amounts[discount]), "break_over_fee")


def in_window(tournament: Tournament, moment: datetime | None) -> bool:
    """``moment`` (if any) is within the application window: at its opening or after,
    before its closing (when it has one); the late period and the withdrawal deadline."""
    if moment is None:
        return True
    before_end = tournament.end_date is None or moment < tournament.end_date
    return tournament.start_date <= moment and before_end


def check_tournament(v: Validation, tournament: Tournament) -> None:
    """Name, description, disciplines and team disciplines; the end (if any) after the start;
    the competition day (if any) not before it; the place (if any) kept by the names' rule
    (it is printed on every PDF and spreadsheet of the tournament)."""
    v.required("name", tournament.name)
    v.required("description", tournament.description)
    v.check("disciplineIds", bool(tournament.discipline_ids), "required")
    v.check("teamDisciplineIds", bool(tournament.team_discipline_ids), "required")
    if tournament.end_date is not None:
        v.check("endDate", tournament.start_date < tournament.end_date, "end_before_start")
    v.check("lateFrom", in_window(tournament, tournament.late_from), "late_from_outside_window")
    deadline = tournament.withdrawal_deadline
    v.check("withdrawalDeadline", in_window(tournament, deadline), "deadline_outside_window")
    if tournament.event_date is not None:
        on_or_after = tournament.event_date >= tournament.start_date.date()
        v.check("eventDate", on_or_after, "event_date_order")
    if tournament.place:
        hidden = name_has_no_hidden_characters(tournament.place)
        v.check("place", hidden, "error_name_hidden_characters")
        v.check("place", name_does_not_start_a_formula(tournament.place), "error_name_formula")

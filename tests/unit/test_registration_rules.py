"""The registration rules as plain predicates, table-driven."""

import pytest

from fedreg_core.domain.entities import Category, CategoryEntry, Discipline
from fedreg_core.domain.enums import ForSex, TeamType
from fedreg_core.domain.registration_rules import (
    Offer,
    check_entries,
    discipline_allows,
    sexes_fit_team_type,
    team_size_fits,
)
from fedreg_core.domain.rules import Validation


@pytest.mark.parametrize(
    ("for_sex", "is_male", "allowed"),
    [
        (None, True, True),
        (None, False, True),
        (ForSex.MEN, True, True),
        (ForSex.MEN, False, False),
        (ForSex.WOMEN, False, True),
        (ForSex.WOMEN, True, False),
    ],
)
def test_discipline_allows_by_sex(for_sex: ForSex | None, is_male: bool, allowed: bool) -> None:
    assert discipline_allows(Discipline("d", for_sex=for_sex), is_male) is allowed


@pytest.mark.parametrize(
    ("fewest", "most", "count", "allowed"),
    [
        (2, 4, 1, False),
        (2, 4, 2, True),
        (2, 4, 4, True),
        (2, 4, 5, False),
        (5, 7, 4, False),
        (5, 7, 5, True),
        (5, 7, 7, True),
        (5, 7, 8, False),
        (3, 3, 2, False),
        (3, 3, 3, True),
        (3, 3, 4, False),
    ],
)
def test_team_size_fits_the_disciplines_range(
    fewest: int, most: int, count: int, allowed: bool
) -> None:
    team = Discipline("Kumite", is_team=True, team_min_members=fewest, team_max_members=most)
    assert team_size_fits(team, count) is allowed


def test_a_new_discipline_takes_teams_of_two_to_four() -> None:
    team = Discipline("Kata", is_team=True)
    assert [team_size_fits(team, n) for n in range(1, 6)] == [False, True, True, True, False]


@pytest.mark.parametrize(
    ("team_type", "males", "fits"),
    [
        (TeamType.MEN, (True, True), True),
        (TeamType.MEN, (True, False), False),
        (TeamType.WOMEN, (False, False, False), True),
        (TeamType.WOMEN, (False, True), False),
        (TeamType.MIX, (True, False), True),
        (TeamType.MIX, (True, True), True),
    ],
)
def test_sexes_fit_team_type(team_type: TeamType, males: tuple[bool, ...], fits: bool) -> None:
    assert sexes_fit_team_type(team_type, males) is fits


@pytest.mark.parametrize(
    ("discipline_is_team", "entered_by_team", "error"),
    [
        (False, False, None),
        (True, True, None),
        (True, False, "error_discipline_is_team"),
        (False, True, "error_discipline_is_individual"),
    ],
)
def test_a_discipline_is_entered_by_its_kind_only(
    discipline_is_team: bool, entered_by_team: bool, error: str | None
) -> None:
    """Even where a tournament lists a discipline of the other kind (stored before disciplines
    had a kind), a team never enters an individual discipline nor a competitor a team one."""
    discipline = Discipline("d", [1], is_team=discipline_is_team, id=7)
    offer = Offer(frozenset({7}), {1: Category("c", id=1)}, {7: discipline}, entered_by_team)
    v = Validation()
    check_entries(v, [CategoryEntry(1, [7])], offer, [False, False])
    assert v.errors == ({} if error is None else {"categories.0.disciplines.0": error})

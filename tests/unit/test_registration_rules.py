"""The registration rules as plain predicates, table-driven."""

import pytest

from fedreg_core.domain.entities import Discipline
from fedreg_core.domain.enums import ForSex, TeamType
from fedreg_core.domain.registration_rules import (
    discipline_allows,
    sexes_fit_team_type,
    team_size_is_allowed,
)


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
    ("count", "allowed"), [(0, False), (1, False), (2, True), (4, True), (5, False)]
)
def test_team_size(count: int, allowed: bool) -> None:
    assert team_size_is_allowed(count) is allowed


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

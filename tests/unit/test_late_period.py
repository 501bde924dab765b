"""The late period and the withdrawal deadline of the tournament form at their edges: each
within the application window (at its opening or after, before its closing), refused on
its field otherwise; the tournament's late rule is the fee engine's."""

from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from fedreg_core.domain.catalog_rules import check_tournament
from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.rules import Validation
from fedreg_core.fees import LatePer, LateRule

OPENS = datetime(2026, 3, 1, 9, 0)
CLOSES = datetime(2026, 3, 20, 23, 59)
SECOND = timedelta(seconds=1)
CUP = Tournament(
    "Kup Šapca", "<p>Opis</p>", OPENS, CLOSES, discipline_ids=[1], team_discipline_ids=[2]
)


@pytest.mark.parametrize(
    ("late_from", "end_date", "errors"),
    [
        pytest.param(OPENS - SECOND, CLOSES, {"lateFrom": "late_from_outside_window"}, id="early"),
        pytest.param(OPENS, CLOSES, {}, id="at-opening"),
        pytest.param(CLOSES - SECOND, CLOSES, {}, id="a-second-before-closing"),
        pytest.param(CLOSES, CLOSES, {"lateFrom": "late_from_outside_window"}, id="at-closing"),
        pytest.param(CLOSES + SECOND * 3600, None, {}, id="no-closing"),
        pytest.param(None, CLOSES, {}, id="no-late-period"),
    ],
)
def test_the_late_period_starts_within_the_window(
    late_from: datetime | None, end_date: datetime | None, errors: dict[str, str]
) -> None:
    v = Validation()
    check_tournament(v, replace(CUP, late_from=late_from, end_date=end_date))
    assert v.errors == errors


@pytest.mark.parametrize(
    ("deadline", "errors"),
    [
        (OPENS - SECOND, {"withdrawalDeadline": "deadline_outside_window"}),
        (OPENS, {}),
        (CLOSES - SECOND, {}),
        (CLOSES, {"withdrawalDeadline": "deadline_outside_window"}),
    ],
)
def test_the_withdrawal_deadline_is_within_the_window(
    deadline: datetime, errors: dict[str, str]
) -> None:
    v = Validation()
    check_tournament(v, replace(CUP, withdrawal_deadline=deadline))
    assert v.errors == errors


def test_the_tournaments_late_rule() -> None:
    late = replace(CUP, late_from=CLOSES - SECOND, late_fee=500, late_per=LatePer.DISCIPLINE)
    assert late.late_rule() == LateRule(CLOSES - SECOND, 500, LatePer.DISCIPLINE)
    assert CUP.late_rule() is None

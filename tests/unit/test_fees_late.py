"""The fee engine's late rule, table-driven at its edges: one second before ``late_from``
and at it, per entry and per discipline, free registrations, no rule, and the club's sums
(the deduction applies once to a net that holds the surcharges)."""

from datetime import datetime, timedelta

import pytest

from fedreg_core import fees
from fedreg_core.fees.late import LatePer, LateRule

SCHEDULE = fees.FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)
LATE_FROM = datetime(2026, 3, 10, 0, 0)
SECOND = timedelta(seconds=1)
PER_ENTRY = LateRule(LATE_FROM, 1000)
PER_DISCIPLINE = LateRule(LATE_FROM, 400, LatePer.DISCIPLINE)
SENIORS = fees.Category(1)
KUMITE, KATA, FREE = fees.Discipline(1), fees.Discipline(2), fees.Discipline(3, no_pay=True)


def _competitor(at: datetime | None, *disciplines: fees.Discipline) -> fees.Registration:
    return fees.Registration(1, tuple(fees.Entry(SENIORS, d) for d in disciplines), entered_at=at)


@pytest.mark.parametrize(
    ("rule", "entered_at", "disciplines", "late_fee"),
    [
        pytest.param(PER_ENTRY, LATE_FROM - SECOND, (KUMITE,), 0, id="a-second-early"),
        pytest.param(PER_ENTRY, LATE_FROM, (KUMITE,), 1000, id="at-late-from"),
        pytest.param(PER_ENTRY, LATE_FROM + SECOND, (KUMITE, KATA), 1000, id="once-per-entry"),
        pytest.param(PER_DISCIPLINE, LATE_FROM - SECOND, (KUMITE, KATA), 0, id="disc-early"),
        pytest.param(PER_DISCIPLINE, LATE_FROM, (KUMITE,), 400, id="one-discipline"),
        pytest.param(PER_DISCIPLINE, LATE_FROM, (KUMITE, KATA, FREE), 800, id="chargeable-only"),
        pytest.param(PER_ENTRY, LATE_FROM, (FREE,), 0, id="free-pays-no-surcharge"),
        pytest.param(PER_ENTRY, None, (KUMITE,), 0, id="no-entry-time"),
        pytest.param(None, LATE_FROM, (KUMITE,), 0, id="no-rule"),
        pytest.param(LateRule(LATE_FROM, 0), LATE_FROM, (KUMITE,), 0, id="zero-fee"),
    ],
)
def test_the_late_surcharge_at_its_edges(
    rule: LateRule | None,
    entered_at: datetime | None,
    disciplines: tuple[fees.Discipline, ...],
    late_fee: int,
) -> None:
    line = fees.price_registration(_competitor(entered_at, *disciplines), SCHEDULE, rule)
    assert line.late_fee == late_fee
    assert line.net == line.price - line.discount + late_fee


def test_a_team_pays_per_discipline_too() -> None:
    team = fees.Registration(
        9, (fees.Entry(SENIORS, KUMITE), fees.Entry(SENIORS, KATA)), True, entered_at=LATE_FROM
    )
    assert fees.price_registration(team, SCHEDULE, PER_DISCIPLINE) == fees.RegistrationFee(
        9, 2, 6000, 0, 6800, 800
    )


def test_a_negative_late_fee_is_refused() -> None:
    with pytest.raises(ValueError, match="late_fee must not be negative, got -1"):
        LateRule(LATE_FROM, -1)


def test_without_a_rule_the_lines_are_those_of_before() -> None:
    assert fees.price_registration(
        _competitor(LATE_FROM, KUMITE), SCHEDULE
    ) == fees.RegistrationFee(1, 1, 2000, 500, 1500)


def test_the_club_sums_hold_the_surcharges_and_the_deduction_applies_once() -> None:
    early = _competitor(LATE_FROM - SECOND, KUMITE)
    late = fees.Registration(
        2, (fees.Entry(SENIORS, KUMITE), fees.Entry(SENIORS, KATA)), entered_at=LATE_FROM
    )

    fee = fees.club_fee([early, late], SCHEDULE, deduction_percent=10, late=PER_ENTRY)

    assert [(line.late_fee, line.net) for line in fee.lines] == [(0, 1500), (1000, 4000)]
    assert (fee.gross, fee.discounts, fee.net, fee.late_fees, fee.total) == (
        6500,
        1000,
        5500,
        1000,
        4950,
    )
    assert fees.club_totals([early, late], SCHEDULE, 10, PER_ENTRY) == fee.totals
    groups = [fees.AlikeRegistrations(False, 1, 1), fees.AlikeRegistrations(False, 2, 1, late=True)]
    assert fees.club_totals_of_alike(groups, SCHEDULE, 10, PER_ENTRY) == fee.totals

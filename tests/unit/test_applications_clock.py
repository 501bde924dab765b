"""Applications on the clock: the window at its edges (one second before and after), the
switch as an override, an entry before the opening refused, and the applications-open
notice of an opening by the clock queued once."""

from dataclasses import replace
from datetime import datetime, timedelta

import pytest

from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.domain.tournament_state import opens_later, tournament_is_active
from fedreg_core.ports.notices import NoticeKind
from fedreg_core.services.notices import announce_clock_openings
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from tests.fakes import FakeUnitOfWorkFactory
from tests.unit.registrations_setup import Cup

OPENS = datetime(2026, 3, 1, 10, 30)
CLOSES = datetime(2026, 3, 20, 23, 59)
SECOND = timedelta(seconds=1)
BY_CLOCK = Tournament("Kup Čačka", "Opis", OPENS, CLOSES, registration_by_clock=True)


@pytest.mark.parametrize(
    ("tournament", "now", "active"),
    [
        pytest.param(BY_CLOCK, OPENS - SECOND, False, id="a-second-before-opening"),
        pytest.param(BY_CLOCK, OPENS, True, id="at-opening"),
        pytest.param(BY_CLOCK, CLOSES - SECOND, True, id="a-second-before-closing"),
        pytest.param(BY_CLOCK, CLOSES, False, id="at-closing"),
        pytest.param(replace(BY_CLOCK, end_date=None), OPENS + SECOND, True, id="no-closing"),
        pytest.param(replace(BY_CLOCK, is_archived=True), OPENS, False, id="archived"),
        pytest.param(
            replace(BY_CLOCK, registration_open=True), OPENS - SECOND, False, id="switch-ignored"
        ),
        pytest.param(
            replace(BY_CLOCK, registration_by_clock=False, registration_open=True),
            OPENS - SECOND,
            True,
            id="forced-open-early",
        ),
        pytest.param(
            replace(BY_CLOCK, registration_by_clock=False), OPENS, False, id="forced-closed"
        ),
    ],
)
def test_the_window_decides_by_the_clock(
    tournament: Tournament, now: datetime, active: bool
) -> None:
    assert tournament_is_active(tournament, now) is active


@pytest.mark.parametrize(
    ("tournament", "now", "later"),
    [
        (BY_CLOCK, OPENS - SECOND, True),
        (BY_CLOCK, OPENS, False),
        (replace(BY_CLOCK, registration_by_clock=False), OPENS - SECOND, False),
        (replace(BY_CLOCK, is_archived=True), OPENS - SECOND, False),
    ],
)
def test_opens_later_only_before_an_opening_by_the_clock(
    tournament: Tournament, now: datetime, later: bool
) -> None:
    assert opens_later(tournament, now) is later


def test_the_switch_sent_alone_overrides_the_clock() -> None:
    closed = TournamentChanges(registration_open=False).applied_to(BY_CLOCK)
    assert (closed.registration_by_clock, closed.registration_open) == (False, False)
    kept = TournamentChanges(registration_open=False, registration_by_clock=True)
    assert kept.applied_to(BY_CLOCK).registration_by_clock


async def _on_the_clock(cup: Cup) -> None:
    await cup.set_tournament(
        start_date=OPENS, end_date=CLOSES, registration_open=False, registration_by_clock=True
    )


async def test_an_entry_a_second_before_opening_is_refused_and_at_opening_taken(cup: Cup) -> None:
    await _on_the_clock(cup)
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    choice = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    cup.clock.set(OPENS - SECOND)
    with pytest.raises(Forbidden) as refused:
        await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    assert refused.value.message_key == "error_registration_not_open_yet"
    assert cup.fed.db.competitor_registrations.all() == []
    cup.clock.set(OPENS)
    await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    assert len(cup.fed.db.competitor_registrations.all()) == 1


def _opening_notices(cup: Cup) -> list[tuple[int, int]]:
    keys = cup.fed.db.notices.rows
    return sorted((t, c) for kind, t, c, _ in keys if kind is NoticeKind.APPLICATIONS_OPEN)


async def _announce(cup: Cup) -> int:
    return await announce_clock_openings(FakeUnitOfWorkFactory(cup.fed.db)(), cup.clock)


async def test_an_opening_by_the_clock_is_announced_once(cup: Cup) -> None:
    await _on_the_clock(cup)
    cup.clock.set(OPENS - SECOND)
    assert (await _announce(cup), _opening_notices(cup)) == (0, [])
    cup.clock.set(OPENS)
    assert await _announce(cup) == 1
    clubs = sorted([(cup.cup, cup.fed.sokol_id), (cup.cup, cup.fed.soko_id)])
    assert _opening_notices(cup) == clubs
    cup.clock.advance(minutes=5)
    assert await _announce(cup) == 0  # the next pass, or another server: nothing more


async def test_a_later_opening_time_is_announced_again_when_it_comes(cup: Cup) -> None:
    await _on_the_clock(cup)
    cup.clock.set(OPENS)
    assert await _announce(cup) == 1
    await cup.set_tournament(start_date=OPENS + timedelta(days=2))
    cup.clock.advance(days=1)
    assert await _announce(cup) == 0  # closed again until the new opening time
    cup.clock.advance(days=1)
    assert await _announce(cup) == 1


async def test_no_announcement_when_closed_by_the_switch_or_archived(cup: Cup) -> None:
    await _on_the_clock(cup)
    await cup.set_tournament(registration_by_clock=False)
    cup.clock.set(OPENS)
    assert await _announce(cup) == 0
    await cup.set_tournament(registration_by_clock=True, is_archived=True)
    assert await _announce(cup) == 0

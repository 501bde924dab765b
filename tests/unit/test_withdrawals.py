"""Withdrawals over fakes: before the withdrawal deadline an entry is removed; from the
deadline on (at it, one second after) it stays marked withdrawn, still billable, not drawn,
and cannot be withdrawn twice nor changed."""

from datetime import datetime, timedelta

import pytest

from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.tournament_state import withdrawals_stay
from fedreg_core.services.registrations import (
    CompetitorChoice,
    delete_competitor,
    register_competitor,
    update_competitor,
)
from fedreg_core.services.team_registrations import delete_team, register_team, update_team
from tests.unit.registrations_setup import NOW, Cup
from tests.unit.test_team_registrations import choice, people

DEADLINE = datetime(2026, 3, 10, 12, 0)
SECOND = timedelta(seconds=1)


async def _entered(cup: Cup) -> int:
    await cup.set_tournament(withdrawal_deadline=DEADLINE)
    member = await cup.member(cup.fed.sokol_id, "Đurđa", "Šećerović")
    assert member.id is not None
    entries = [cup.entry("Seniors", "kumite")]
    stored = await register_competitor(
        cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, CompetitorChoice(member.id, entries)
    )
    assert stored.id is not None
    return stored.id


@pytest.mark.parametrize(
    ("now", "stays"),
    [(DEADLINE - SECOND, False), (DEADLINE, True), (DEADLINE + SECOND, True)],
    ids=["a-second-before", "at-the-deadline", "a-second-after"],
)
async def test_a_withdrawal_stays_from_the_deadline_on(
    cup: Cup, now: datetime, stays: bool
) -> None:
    registration_id = await _entered(cup)
    cup.clock.set(now)

    await delete_competitor(cup.fed.uow, cup.clock, cup.fed.coach, registration_id)

    kept = cup.fed.db.competitor_registrations.all()
    assert [r.withdrawn_at for r in kept] == ([now] if stays else [])


async def test_a_withdrawn_entry_is_billable_not_drawn_and_not_withdrawn_twice(cup: Cup) -> None:
    registration_id = await _entered(cup)
    cup.clock.set(DEADLINE)
    await delete_competitor(cup.fed.uow, cup.clock, cup.fed.coach, registration_id)

    lists = cup.fed.db.registration_lists
    assert [r.id for r in await lists.fee_registrations(cup.cup)] == [registration_id]
    assert await cup.fed.db.draws.group_entries(cup.cup) == []
    with pytest.raises(Conflict) as again:
        await delete_competitor(cup.fed.uow, cup.clock, cup.fed.coach, registration_id)
    assert again.value.message_key == "error_registration_withdrawn"
    entries = [cup.entry("Seniors", "kumite")]
    with pytest.raises(Conflict) as changed:
        await update_competitor(cup.fed.uow, cup.clock, cup.fed.coach, registration_id, entries)
    assert changed.value.message_key == "error_registration_withdrawn"
    assert [r.categories for r in cup.fed.db.competitor_registrations.all()] == [
        [cup.entry("Seniors", "kumite")]
    ]


async def test_a_team_withdrawn_after_the_deadline_stays(cup: Cup) -> None:
    ids = await people(cup)
    await cup.set_tournament(withdrawal_deadline=DEADLINE)
    team = await register_team(
        cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice(cup, ids, ["Ana", "Maja"])
    )
    assert team.id is not None
    cup.clock.set(DEADLINE + SECOND)

    await delete_team(cup.fed.uow, cup.clock, cup.fed.coach, team.id)

    assert [t.withdrawn_at for t in cup.fed.db.team_registrations.all()] == [DEADLINE + SECOND]
    with pytest.raises(Conflict) as changed:
        await update_team(
            cup.fed.uow, cup.clock, cup.fed.coach, team.id, choice(cup, ids, ["Ana", "Maja"])
        )
    assert changed.value.message_key == "error_registration_withdrawn"


@pytest.mark.parametrize(("deadline", "stays"), [(None, False), (NOW + SECOND, False), (NOW, True)])
def test_withdrawals_stay_only_past_a_deadline(deadline: datetime | None, stays: bool) -> None:
    tournament = Tournament("Kup Čačka", "", NOW, withdrawal_deadline=deadline)
    assert withdrawals_stay(tournament, NOW) is stays

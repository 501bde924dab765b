"""Entry changes and opened applications queue their notices in the same unit of work (one
statement each), over the fakes; a refused change queues nothing."""

from datetime import timedelta

import pytest

from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict
from fedreg_core.ports.notices import NoticeKind
from fedreg_core.services.notices import ENTRY_WINDOW
from fedreg_core.services.registrations import (
    CompetitorChoice,
    delete_competitor,
    register_competitor,
    update_competitor,
)
from fedreg_core.services.team_registrations import TeamChoice, delete_team, register_team
from fedreg_core.services.tournament_people import PersonRole, register_person, remove_person
from tests.fake_notices import FakeNotice
from tests.unit.registrations_setup import Cup


def entry_notices(cup: Cup) -> dict[int, FakeNotice]:
    """The waiting entry confirmations by club."""
    return {
        key[2]: row
        for key, row in cup.fed.db.notices.rows.items()
        if key[0] is NoticeKind.ENTRY_CONFIRMATION and key[1] == cup.cup
    }


async def test_every_entry_change_of_a_club_folds_into_one_notice(cup: Cup) -> None:
    uow, clock, coach, club = cup.fed.uow, cup.clock, cup.fed.coach, cup.fed.sokol_id
    member = await cup.member(club)
    assert member.id is not None
    first = clock.now()
    registered = await register_competitor(
        uow, clock, coach, cup.cup, CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    )
    assert registered.id is not None
    clock.advance(minutes=2)
    await update_competitor(uow, clock, coach, registered.id, [cup.entry("Seniors", "kataA")])
    clock.advance(minutes=2)
    coach_person = await cup.coach(club)
    assert coach_person.id is not None
    await register_person(uow, clock, coach, cup.cup, PersonRole.COACH, coach_person.id)
    await remove_person(uow, clock, coach, cup.cup, PersonRole.COACH, coach_person.id)
    second = await cup.member(club, "Eva", "E")
    assert second.id is not None
    team = await register_team(
        uow,
        clock,
        coach,
        cup.cup,
        TeamChoice(TeamType.WOMEN, [member.id, second.id], [cup.entry("Seniors", "team")]),
    )
    assert team.id is not None
    await delete_team(uow, clock, coach, team.id)
    await delete_competitor(uow, clock, coach, registered.id)

    [(club_id, notice)] = entry_notices(cup).items()
    assert club_id == club
    assert notice.due_at == first + ENTRY_WINDOW  # the window opened with the first change
    assert notice.version == 1  # the waiting notice covered the six later changes


async def test_a_refused_change_queues_nothing(cup: Cup) -> None:
    uow, clock, coach = cup.fed.uow, cup.clock, cup.fed.coach
    member = await cup.member(cup.fed.sokol_id)
    assert member.id is not None
    choice = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    await register_competitor(uow, clock, coach, cup.cup, choice)
    cup.fed.db.notices.rows.clear()

    with pytest.raises(Conflict):
        await register_competitor(uow, clock, coach, cup.cup, choice)

    assert entry_notices(cup) == {}


async def test_a_change_after_the_window_opens_a_new_one(cup: Cup) -> None:
    uow, clock, admin = cup.fed.uow, cup.clock, cup.fed.admin
    member = await cup.member(cup.fed.soko_id)
    assert member.id is not None
    choice = CompetitorChoice(member.id, [cup.entry("Seniors", "kumite")])
    registered = await register_competitor(uow, clock, admin, cup.cup, choice)
    notices = cup.fed.db.notices
    [claimed] = await notices.claim_due(clock.now() + ENTRY_WINDOW, clock.now(), 10)
    await notices.mark_sent(claimed, clock.now() + ENTRY_WINDOW, clock.now())
    clock.advance(ENTRY_WINDOW + timedelta(minutes=1))

    assert registered.id is not None
    await delete_competitor(uow, clock, admin, registered.id)

    assert entry_notices(cup)[cup.fed.soko_id].due_at == clock.now() + ENTRY_WINDOW

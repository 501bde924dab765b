"""Fee waivers by clubs: a club marks its own members and teams "no pay" unless the
clubsMaySetNoPay setting reserves it to admins, and every change a club's user makes is in
the history of the tournaments (not archived) where it changes a fee."""

from dataclasses import replace

import pytest

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.enums import HistoryType, TeamType
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.people_changes import MemberChanges
from fedreg_core.services import people
from fedreg_core.services.person_kinds import MEMBERS
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from fedreg_core.services.team_registrations import TeamChoice, register_team, update_team
from tests.unit.clubs_setup import FORM, new_member
from tests.unit.registrations_setup import Cup


async def _history(cup: Cup) -> list[tuple[HistoryType, str, int | None]]:
    entries = await cup.fed.db.history.list_for_tournament(cup.cup)
    return [(e.type, e.item, e.user_id) for e in entries]


async def _entered_member(cup: Cup) -> int:
    ana = await cup.member(cup.fed.sokol_id, "Ana")
    choice = CompetitorChoice(ana.id or 0, [cup.entry("Seniors", "kumite")])
    await register_competitor(cup.fed.uow, cup.clock, cup.fed.coach, cup.cup, choice)
    return ana.id or 0


async def _set_no_pay(cup: Cup, who: str, member_id: int, no_pay: bool) -> None:
    actor = getattr(cup.fed, who)
    changes = MemberChanges(no_pay=no_pay)
    form = replace(FORM, now=cup.clock.now())
    await people.update_person(cup.fed.uow, MEMBERS, actor, member_id, changes, form)


async def test_a_clubs_waiver_of_an_entered_member_is_in_the_history(cup: Cup) -> None:
    ana = await _entered_member(cup)

    await _set_no_pay(cup, "coach", ana, True)
    await _set_no_pay(cup, "coach", ana, False)

    coach = cup.fed.coach.id
    assert (await _history(cup))[:2] == [
        (HistoryType.NO_PAY_CLEARED, "Ana Anić", coach),
        (HistoryType.NO_PAY_SET, "Ana Anić", coach),
    ]
    about = [e.people for e in await cup.fed.db.history.list_for_tournament(cup.cup)]
    assert about[:2] == [(PersonRef("members", ana),)] * 2


async def test_an_archived_tournament_records_no_waiver(cup: Cup) -> None:
    ana = await _entered_member(cup)
    await cup.set_tournament(is_archived=True, registration_open=False)
    before = await _history(cup)

    await _set_no_pay(cup, "coach", ana, True)

    assert await _history(cup) == before


async def test_admins_waivers_need_no_record(cup: Cup) -> None:
    ana = await _entered_member(cup)
    before = await _history(cup)
    await cup.fed.set_settings(clubs_may_set_no_pay=False)

    await _set_no_pay(cup, "admin", ana, True)

    assert await _history(cup) == before
    member = await cup.fed.db.members.get(ana)
    assert member is not None and member.no_pay


async def test_the_setting_reserves_member_waivers_to_admins(cup: Cup) -> None:
    ana = await _entered_member(cup)
    await cup.fed.set_settings(clubs_may_set_no_pay=False)

    with pytest.raises(Forbidden) as refused:
        await _set_no_pay(cup, "coach", ana, True)
    assert refused.value.message_key == "error_pay_flags_admins_only"
    new = replace(new_member(cup.fed.sokol_id, "Iva"), no_pay=True)
    with pytest.raises(Forbidden):
        await people.create_person(cup.fed.uow, MEMBERS, cup.fed.coach, new, FORM)
    unchanged = MemberChanges(first_name="Ana", no_pay=False)  # the flag as it is: fine
    await people.update_person(cup.fed.uow, MEMBERS, cup.fed.coach, ana, unchanged, FORM)


async def test_team_waivers_follow_the_same_rule(cup: Cup) -> None:
    ids = [(await cup.member(cup.fed.sokol_id, name)).id or 0 for name in ("Iva", "Eva")]
    entry = [cup.entry("Seniors", "team")]
    uow, clock, coach = cup.fed.uow, cup.clock, cup.fed.coach
    team = await register_team(uow, clock, coach, cup.cup, TeamChoice(TeamType.WOMEN, ids, entry))
    await cup.fed.set_settings(clubs_may_set_no_pay=False)
    waived = TeamChoice(TeamType.WOMEN, ids, entry, no_pay=True)

    with pytest.raises(Forbidden):
        await update_team(uow, clock, coach, team.id or 0, waived)
    await cup.fed.set_settings(clubs_may_set_no_pay=True)
    await update_team(uow, clock, coach, team.id or 0, waived)

    assert (await _history(cup))[1] == (HistoryType.NO_PAY_SET, "Iva Anić, Eva Anić", coach.id)

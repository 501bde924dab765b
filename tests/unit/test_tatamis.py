"""Tatamis over the fakes: the plan as the admin sets it, the per-field refusals, and a table
official recording the first results of their tatami's groups and nothing else."""

from datetime import date, datetime, time

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import BoutEnding
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.draws.making import make_draw
from fedreg_core.draws.model import DrawFormat, Entrant
from fedreg_core.draws.tatamis import TATAMIS_MAX, Tatami, bouts_to_fight, running_order
from fedreg_core.services import results, tatamis
from fedreg_core.services.results import ResultEntry
from fedreg_core.services.tatamis import TatamiIn, TatamiPlan
from tests.unit.registrations_setup import Cup
from tests.unit.test_draws_service import IDS, fresh, key
from tests.unit.test_results_service import drawn, fighters


async def official(cup: Cup, name: str = "Đorđe Šćepanović", blocked: bool = False) -> User:
    """A user without a club."""
    user = User(name, f"{len(name)}.{blocked}@sudije.rs", "h", is_blocked=blocked)
    return await cup.fed.db.users.add(user)


async def plan(cup: Cup, *wanted: TatamiIn, minutes: dict[int, int] | None = None) -> TatamiPlan:
    return await tatamis.set_tatami_plan(
        fresh(cup), IDS, cup.fed.admin, cup.cup, wanted, minutes or {}
    )


def on(number: int, officials: tuple[int, ...], groups: tuple[str, ...]) -> TatamiIn:
    """Tatami ``number`` from 9:00."""
    return TatamiIn(number, officials, groups, time(9, 0))


async def record(
    cup: Cup, actor: User, bout: tuple[int, int], winner: int, version: int = 0
) -> results.GroupResults:
    entry = ResultEntry(winner, BoutEnding.POINTS, None, None, version)
    return await results.change_result(
        fresh(cup), cup.clock, IDS, actor, cup.cup, key(cup), bout, entry
    )


async def test_the_plan_is_read_as_set_with_the_officials_names(cup: Cup) -> None:
    await drawn(cup, 4)
    judge = await official(cup)
    assert judge.id is not None
    set_plan = await plan(cup, on(2, (judge.id,), (key(cup),)), on(1, (), ()))
    read = await tatamis.tatami_plan(fresh(cup), IDS, judge, cup.cup)
    assert [(t.number, t.officials, t.slots) for t in set_plan.tatamis] == [
        (t.number, t.officials, t.slots) for t in read.tatamis
    ]
    assert [t.number for t in read.tatamis] == [1, 2]
    assert read.tatamis[1].officials[0].name == "Đorđe Šćepanović"
    assert [slot.group_name for slot in read.tatamis[1].slots] == [key(cup)]
    assert read.tatamis[1].yours and not read.tatamis[0].yours and not read.may_change


async def test_a_wrong_plan_names_each_field_and_changes_nothing(cup: Cup) -> None:
    await drawn(cup, 4)
    blocked = await official(cup, blocked=True)
    assert blocked.id is not None
    with pytest.raises(RuleBroken) as refused:
        await plan(
            cup,
            on(1, (), (key(cup),)),
            on(1, (blocked.id,), (key(cup),)),
            on(TATAMIS_MAX + 1, (), ("a" * 24,)),
        )
    assert refused.value.errors == {
        "tatamis.1.number": "error_tatami_number_twice",
        "tatamis.1.groupKeys": "error_tatami_group_twice",
        "tatamis.1.officialIds": "error_tatami_official_unknown",
        "tatamis.2.number": "error_tatami_number_range",
        "tatamis.2.groupKeys": "error_tatami_group_unknown",
    }
    assert (await tatamis.tatami_plan(fresh(cup), IDS, cup.fed.admin, cup.cup)).tatamis == ()
    with pytest.raises(RuleBroken) as too_long:
        await plan(cup, minutes={cup.ids["kumite"]: 61})
    assert too_long.value.errors == {
        f"boutMinutes.{cup.ids['kumite']}": "error_tatami_bout_minutes"
    }


async def test_only_admins_set_the_plan(cup: Cup) -> None:
    await drawn(cup, 4)
    with pytest.raises(Forbidden):
        await tatamis.set_tatami_plan(fresh(cup), IDS, cup.fed.coach, cup.cup, [], {})


async def test_a_table_official_records_first_results_of_their_tatami_only(cup: Cup) -> None:
    await drawn(cup, 4)
    judge, other = await official(cup), await official(cup, "Ђорђе Јовић")
    assert judge.id is not None
    group = await results.group_results(fresh(cup), IDS, judge, cup.cup, key(cup))
    assert not group.rights.may_record
    with pytest.raises(Forbidden) as refused:
        await record(cup, judge, (1, 0), fighters(group, (1, 0))[0] or 0)
    assert refused.value.message_key == "error_result_not_your_tatami"
    await plan(cup, on(1, (judge.id,), (key(cup),)))
    group = await results.group_results(fresh(cup), IDS, judge, cup.cup, key(cup))
    assert group.rights == tatamis.ResultRights(may_record=True, may_correct=False)
    red, blue = fighters(group, (1, 0))
    recorded = await record(cup, judge, (1, 0), red or 0)
    assert recorded.played.bouts[0].winner == red
    with pytest.raises(Forbidden) as correcting:
        await record(cup, judge, (1, 0), blue or 0, version=1)
    assert correcting.value.message_key == "error_result_admin_corrects"
    with pytest.raises(Conflict):  # a second table that saw no result: 409, as for admins
        await record(cup, judge, (1, 0), blue or 0)
    with pytest.raises(Forbidden):
        await results.change_result(
            fresh(cup), cup.clock, IDS, judge, cup.cup, key(cup), (1, 0), results.Clearing(1)
        )
    with pytest.raises(Forbidden):
        await record(cup, other, (1, 1), fighters(group, (1, 1))[0] or 0)
    with pytest.raises(Forbidden):
        await record(cup, cup.fed.coach, (1, 1), fighters(group, (1, 1))[0] or 0)


async def test_an_official_may_not_record_before_the_draws_are_published(cup: Cup) -> None:
    await drawn(cup, 4, publish=False)
    judge = await official(cup)
    assert judge.id is not None
    await plan(cup, on(1, (judge.id,), (key(cup),)))
    admin_view = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    assert not admin_view.rights.may_record
    with pytest.raises(Conflict) as refused:
        await record(cup, judge, (1, 0), fighters(admin_view, (1, 0))[0] or 0)
    assert refused.value.message_key == "error_results_draws_not_published"


async def test_the_running_order_starts_each_group_after_the_bouts_before_it(cup: Cup) -> None:
    await drawn(cup, 4)  # a bracket of 4 with repechage: 2 semi-finals, the final, 2 bronzes
    read = await plan(cup, on(1, (), (key(cup),)), minutes={cup.ids["kumite"]: 5})
    (slot,) = read.tatamis[0].slots
    start = (await cup.tournament()).start_date.date()
    assert slot.starts_at == datetime.combine(start, time(9, 0))
    assert read.bout_minutes == {cup.ids["kumite"]: 5} and slot.bouts >= 3


def test_each_group_starts_when_the_bouts_before_it_are_estimated_to_end() -> None:
    tatami = Tatami(2, (), ("kata", "gone", "kumite", "last"), starts_at=time(8, 30))
    bouts = {"kata": 6, "kumite": 7, "last": 1}  # "gone" is no longer drawn
    minutes = {"kata": 4, "kumite": 3, "last": 3}
    order = running_order(date(2026, 3, 20), tatami, bouts, minutes.__getitem__)
    assert [(s.group_key, s.bouts, s.starts_at.strftime("%H:%M")) for s in order] == [
        ("kata", 6, "08:30"),
        ("kumite", 7, "08:54"),
        ("last", 1, "09:15"),
    ]


@pytest.mark.parametrize("draw_format", [None, DrawFormat.ELIMINATION_TWO_BRONZES])
def test_a_draws_bouts_to_fight_are_its_bouts_but_its_byes(draw_format: DrawFormat | None) -> None:
    for size in range(2, 129):
        draw = make_draw([Entrant(k, club=k % 5) for k in range(1, size + 1)], draw_format, 3)
        fought = sum(b.round > 1 or (b.red is not None and b.blue is not None) for b in draw.bouts)
        assert bouts_to_fight(draw.format, len(draw.lines), size) == fought, size

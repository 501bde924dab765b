"""Kata by points on the day over the fakes: a group played to its placings and the medal
table, two tables on one performance, scores the draw cannot take, ties, corrections."""

from dataclasses import replace
from datetime import time

import pytest

from fedreg_core.domain.catalog_rules import check_discipline
from fedreg_core.domain.entities import Discipline, User
from fedreg_core.domain.enums import DrawFormat, HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.domain.rules import Validation
from fedreg_core.draws.kata_day import KataStanding
from fedreg_core.services import club_day, draws, kata_results, medals, results, tatamis
from fedreg_core.services.kata_results import KataEntry
from fedreg_core.services.tatamis import TatamiIn
from tests.unit.registrations_setup import Cup
from tests.unit.test_draws_service import IDS, enter, fresh, key

KATA = "kataA"


async def kata_drawn(cup: Cup, count: int) -> results.GroupResults:
    """``count`` women of two clubs drawn in Seniors kata A by points, published."""
    kata = await cup.fed.db.disciplines.get(cup.ids[KATA])
    assert kata is not None
    await cup.fed.db.disciplines.update(replace(kata, draw_format=DrawFormat.KATA_POINTS))
    await enter(cup, count, KATA)
    await cup.set_tournament(registration_open=False)
    await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, seed=7)
    await draws.publish_draws(fresh(cup), cup.clock, cup.fed.admin, cup.cup, published=True)
    return await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup, KATA))


async def score(
    cup: Cup, performance: tuple[int, int], total: int, version: int = 0
) -> results.GroupResults:
    return await kata_results.change_kata_score(
        fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, key(cup, KATA), performance,
        KataEntry(total, None, version),
    )  # fmt: skip


def day(found: results.GroupResults) -> KataStanding:
    assert found.kata is not None
    return found.kata.standing


async def test_a_group_of_ten_is_played_to_its_placings_and_the_medal_table(cup: Cup) -> None:
    found = await kata_drawn(cup, 10)
    assert found.draw.format is DrawFormat.KATA_POINTS and found.draw.bouts == ()
    groups = day(found).state.rounds[0]
    assert [len(group.keys) for group in groups] == [5, 5]
    for key_ in day(found).state.to_perform:
        found = await score(cup, (1, key_), 3000 + key_ % 1000)
    assert day(found).medal_round == 2 and len(day(found).state.medal_bouts) == 3
    final = day(found).state.medal_bouts[0]
    for key_ in day(found).state.to_perform:
        found = await score(cup, (2, key_), 4000 + key_ % 1000 + (key_ == final.blue) * 5000)
    assert day(found).complete and found.played.complete
    assert found.played.placings[0].key == final.blue
    assert [p.place for p in found.played.placings] == [1, 2, 3, 3, 5, 5, 7, 7, 9, 9]
    table = await medals.medal_table(fresh(cup), IDS, cup.fed.coach, cup.cup)
    (group,) = table.groups
    assert group.complete and [p.place for p in group.placings][:4] == [1, 2, 3, 3]
    assert sum(c.gold + c.silver + c.bronze for c in table.clubs) == 4
    day_of_club = await club_day.club_day(fresh(cup), IDS, cup.fed.admin, cup.cup, cup.fed.soko_id)
    assert len(day_of_club) == 5 and all(c.place and c.next_bout is None for c in day_of_club)


async def test_the_second_table_gets_409_and_nothing_changes(cup: Cup) -> None:
    found = await kata_drawn(cup, 5)
    first = day(found).state.to_perform[0]
    await score(cup, (1, first), 4230)
    with pytest.raises(Conflict) as refused:
        await score(cup, (1, first), 4110)  # saw no score: version 0
    assert refused.value.message_key == "error_kata_recorded_first"
    assert refused.value.values == {"score": "42.30"}
    again = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup, KATA))
    assert again.kata is not None and again.kata.recorded[1, first].total == 4230


async def test_scores_the_draw_cannot_take_are_refused_by_field(cup: Cup) -> None:
    found = await kata_drawn(cup, 5)
    first = day(found).state.to_perform[0]
    with pytest.raises(RuleBroken) as early:
        await score(cup, (2, first), 4000)
    assert early.value.errors == {"round": "error_kata_round_not_reached"}
    with pytest.raises(RuleBroken) as stranger:
        await score(cup, (1, 999_999), 4000)
    assert stranger.value.errors == {"registrationId": "error_kata_not_in_round"}
    with pytest.raises(RuleBroken) as out_of_range:
        await kata_results.change_kata_score(
            fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, key(cup, KATA), (1, first),
            KataEntry(10_001, -1, 0),
        )  # fmt: skip
    assert out_of_range.value.errors == {
        "score": "error_kata_score",
        "tieBreak": "error_kata_score",
    }
    with pytest.raises(Forbidden):
        await kata_results.change_kata_score(
            fresh(cup), cup.clock, IDS, cup.fed.coach, cup.cup, key(cup, KATA), (1, first),
            KataEntry(4000, None, 0),
        )  # fmt: skip
    with pytest.raises(Conflict) as none:
        await kata_results.change_kata_score(
            fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, key(cup, KATA), (1, first),
            results.Clearing(0),
        )  # fmt: skip
    assert none.value.message_key == "error_kata_score_none"


async def test_a_tie_names_the_level_competitors_until_a_correction_parts_them(cup: Cup) -> None:
    found = await kata_drawn(cup, 3)
    one, two, three = day(found).state.to_perform
    await score(cup, (1, one), 4100)
    await score(cup, (1, two), 4100)
    found = await score(cup, (1, three), 3900)
    assert set(day(found).tied) == {one, two} and not found.played.complete
    found = await score(cup, (1, two), 4120, version=1)
    assert day(found).tied == () and found.played.complete
    assert [p.key for p in found.played.placings] == [two, one, three]
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    (entry,) = [h for h in history if h.type is HistoryType.RESULT_CORRECTED]
    assert entry.item.endswith("41.00 → 41.20") and ": 1: " in entry.item


async def test_a_correction_resets_the_later_performances_of_those_it_puts_out(cup: Cup) -> None:
    found = await kata_drawn(cup, 4)  # two groups of two: their 1sts meet in the final
    for key_ in day(found).state.to_perform:
        found = await score(cup, (1, key_), 4000 + key_ % 1000)
    final = day(found).state.medal_bouts[0]
    assert final.blue is not None
    await score(cup, (2, final.red), 4300)
    await score(cup, (2, final.blue), 4200)
    (beaten,) = [g.keys for g in day(found).state.rounds[0] if final.red in g.keys]
    other = next(k for k in beaten if k != final.red)
    found = await score(cup, (1, other), 5000, version=1)
    assert found.reset == ((2, final.red),)
    assert found.kata is not None and (2, final.blue) in found.kata.recorded
    assert day(found).state.medal_bouts[0].red == other


async def test_kata_scores_need_a_kata_by_points_group(cup: Cup) -> None:
    await enter(cup, 4)
    await cup.set_tournament(registration_open=False)
    await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, seed=7)
    await draws.publish_draws(fresh(cup), cup.clock, cup.fed.admin, cup.cup, published=True)
    with pytest.raises(Conflict) as refused:
        await kata_results.change_kata_score(
            fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, key(cup), (1, 1),
            KataEntry(4000, None, 0),
        )  # fmt: skip
    assert refused.value.message_key == "error_kata_not_by_points"


@pytest.mark.parametrize(
    ("kata_a", "kata_b", "broken"),
    [
        (False, False, {"drawFormat": "kata_points_for_kata"}),
        (True, False, {}),
        (False, True, {}),
    ],
)
def test_kata_by_points_is_for_kata_disciplines(
    kata_a: bool, kata_b: bool, broken: dict[str, str]
) -> None:
    discipline = Discipline(
        "Ката појединачно", [1], is_kata_a=kata_a, is_kata_b=kata_b,
        draw_format=DrawFormat.KATA_POINTS,
    )  # fmt: skip
    v = Validation()
    check_discipline(v, discipline)
    assert v.errors == broken


async def test_a_table_official_scores_their_tatamis_kata_and_corrects_nothing(cup: Cup) -> None:
    found = await kata_drawn(cup, 4)
    judge = await cup.fed.db.users.add(User("Ђорђе Јовић", "sto@sudije.rs", "h"))
    assert judge.id is not None
    first = day(found).state.to_perform[0]

    async def by_judge(total: int, version: int = 0) -> results.GroupResults:
        return await kata_results.change_kata_score(
            fresh(cup), cup.clock, IDS, judge, cup.cup, key(cup, KATA), (1, first),
            KataEntry(total, None, version),
        )  # fmt: skip

    with pytest.raises(Forbidden):
        await by_judge(3500)
    on_one = TatamiIn(1, (judge.id,), (key(cup, KATA),), time(9, 0))
    await tatamis.set_tatami_plan(fresh(cup), IDS, cup.fed.admin, cup.cup, [on_one], {})
    recorded = await by_judge(3500)
    assert recorded.rights.may_record and not recorded.rights.may_correct
    with pytest.raises(Forbidden) as correcting:
        await by_judge(3600, version=1)
    assert correcting.value.message_key == "error_result_admin_corrects"

"""Results on the day over the fakes: recorded by admins on a published, fresh draw, two
tables on one bout, corrections in the history, the medal table."""

import pytest

from fedreg_core.domain.entities import CompetitorRegistration
from fedreg_core.domain.enums import BoutEnding, HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.services import draws, medals, results
from fedreg_core.services.results import ResultEntry
from tests.unit.registrations_setup import Cup
from tests.unit.test_draws_service import IDS, enter, fresh, key


async def drawn(cup: Cup, count: int, publish: bool = True) -> list[int]:
    """``count`` women drawn in Seniors kumite (published when ``publish``); their ids."""
    ids = await enter(cup, count)
    await cup.set_tournament(registration_open=False)
    await draws.make_draws(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, seed=3)
    if publish:
        await draws.publish_draws(fresh(cup), cup.clock, cup.fed.admin, cup.cup, published=True)
    return ids


async def newcomer(cup: Cup) -> int:
    """A late entry in the women's group (Đurđa Šćepanović): its draw goes stale."""
    member = await cup.member(cup.fed.soko_id, "Đurđa", "Šćepanović")
    assert member.id is not None
    late = CompetitorRegistration(
        cup.cup, cup.fed.soko_id, member.id, [cup.entry("Seniors", "kumite")]
    )
    stored = await cup.fed.db.competitor_registrations.add(late)
    assert stored.id is not None
    return stored.id


async def win(
    cup: Cup, bout: tuple[int, int], winner: int, version: int = 0
) -> results.GroupResults:
    entry = ResultEntry(winner, BoutEnding.POINTS, 3, 1, version)
    return await results.change_result(
        fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, key(cup), bout, entry
    )


def fighters(group: results.GroupResults, bout: tuple[int, int]) -> tuple[int | None, int | None]:
    (found,) = [b for b in group.played.bouts if (b.round, b.index) == bout]
    return found.red, found.blue


async def test_a_bracket_is_played_to_its_medals(cup: Cup) -> None:
    await drawn(cup, 4)
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    first, second = fighters(group, (1, 0)), fighters(group, (1, 1))
    assert None not in first + second
    await win(cup, (1, 0), first[0] or 0)
    group = await win(cup, (1, 1), second[1] or 0)
    assert fighters(group, (2, 0)) == (first[0], second[1])
    group = await win(cup, (2, 0), first[0] or 0)
    assert [p.place for p in group.played.placings] == [1, 2, 3, 3]
    table = await medals.medal_table(fresh(cup), IDS, cup.fed.coach, cup.cup)
    assert sum(c.gold for c in table.clubs) == 1 and sum(c.bronze for c in table.clubs) == 2
    assert table.groups[0].complete and table.groups[0].name == key(cup)


async def test_the_second_table_gets_409_and_nothing_changes(cup: Cup) -> None:
    await drawn(cup, 4)
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    red, blue = fighters(group, (1, 0))
    await win(cup, (1, 0), red or 0)
    with pytest.raises(Conflict) as refused:
        await win(cup, (1, 0), blue or 0)  # saw no result: version 0
    assert refused.value.message_key == "error_result_recorded_first"
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    (bout,) = [b for b in group.played.bouts if (b.round, b.index) == (1, 0)]
    assert bout.winner == red and bout.result is not None and bout.result.version == 1


async def test_a_correction_is_in_the_history_and_resets_the_later_bouts(cup: Cup) -> None:
    await drawn(cup, 4)
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    (red, blue), other = fighters(group, (1, 0)), fighters(group, (1, 1))
    await win(cup, (1, 0), red or 0)
    await win(cup, (1, 1), other[0] or 0)
    await win(cup, (2, 0), red or 0)
    corrected = await win(cup, (1, 0), blue or 0, version=1)
    assert corrected.reset == ((2, 0),)
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    (entry,) = [h for h in history if h.type is HistoryType.RESULT_CORRECTED]
    assert "1/0" in entry.item and "→" in entry.item and "(2/0)" in entry.item


async def test_results_wait_for_a_published_fresh_draw_and_an_admin(cup: Cup) -> None:
    ids = await drawn(cup, 4, publish=False)
    with pytest.raises(Conflict):
        await win(cup, (1, 0), ids[0])
    await draws.publish_draws(fresh(cup), cup.clock, cup.fed.admin, cup.cup, published=True)
    entry = ResultEntry(ids[0], BoutEnding.KIKEN, None, None, 0)
    with pytest.raises(Forbidden):
        await results.change_result(
            fresh(cup), cup.clock, IDS, cup.fed.coach, cup.cup, key(cup), (1, 0), entry
        )
    await newcomer(cup)
    with pytest.raises(Conflict) as stale:
        await win(cup, (1, 0), ids[0])
    assert stale.value.message_key == "error_results_draw_stale"


async def test_a_result_the_bracket_cannot_take_is_refused(cup: Cup) -> None:
    await drawn(cup, 4)
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    red, _blue = fighters(group, (1, 0))
    other = fighters(group, (1, 1))[0]
    with pytest.raises(RuleBroken) as stranger:
        await win(cup, (1, 0), other or 0)
    assert stranger.value.errors == {"winner": "error_result_not_a_fighter"}
    with pytest.raises(RuleBroken) as early:
        await win(cup, (2, 0), red or 0)
    assert early.value.errors == {"bout": "error_result_bout_not_ready"}
    with pytest.raises(RuleBroken):
        await results.change_result(
            fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, key(cup), (1, 0),
            ResultEntry(red or 0, BoutEnding.POINTS, 100, 0, 0),
        )  # fmt: skip

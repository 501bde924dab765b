"""Confirming a stale draw over the fakes: admins only, a fresh draw has nothing to confirm,
results are taken once it is confirmed, a withdrawn entrant loses its bouts as walkovers and
takes no place, the history keeps who went and came, and a later change makes it stale again."""

import pytest

from adapters.group_names import RememberedGroupIds
from fedreg_core.domain.enums import BoutEnding, HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound
from fedreg_core.services import draw_reads, results
from fedreg_core.services.draw_confirmation import confirm_draw
from tests.unit.registrations_setup import Cup
from tests.unit.test_draws_service import IDS, fresh, key, women
from tests.unit.test_results_service import drawn, fighters, newcomer, win


async def confirm(cup: Cup) -> draw_reads.DrawView:
    return await confirm_draw(fresh(cup), cup.clock, IDS, cup.fed.admin, cup.cup, key(cup))


async def test_a_fresh_draw_has_nothing_to_confirm_and_only_admins_confirm(cup: Cup) -> None:
    await drawn(cup, 4)
    with pytest.raises(Conflict) as fresh_draw:
        await confirm(cup)
    assert fresh_draw.value.message_key == "error_draw_not_stale"
    await newcomer(cup)
    view = await draw_reads.get_draw(fresh(cup), IDS, cup.fed.coach, cup.cup, key(cup))
    assert view.stale and not view.may_confirm
    view = await draw_reads.get_draw(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    assert view.stale and view.may_confirm
    with pytest.raises(Forbidden):
        await confirm_draw(fresh(cup), cup.clock, IDS, cup.fed.coach, cup.cup, key(cup))


async def test_a_confirmed_draw_takes_results_until_its_entries_change_again(cup: Cup) -> None:
    ids = await drawn(cup, 4)
    late = await newcomer(cup)
    view = await confirm(cup)
    assert view.confirmed and not view.stale and not view.may_confirm
    assert late not in {e.registration_id for e in view.entrants}
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    red, _blue = fighters(group, (1, 0))
    await win(cup, (1, 0), red or 0)
    history = await cup.fed.db.history.list_for_tournament(cup.cup)
    (entry,) = [h for h in history if h.type is HistoryType.DRAW_CONFIRMED]
    assert entry.item.endswith("+Đurđa Šćepanović")
    # a kept draw names its entrants as drawn (a withdrawn one's registration may be gone, a
    # team's members changed since): only its text tells whom it is about
    assert entry.people is None
    await cup.fed.db.competitor_registrations.delete(ids[3])
    with pytest.raises(Conflict) as stale:
        await win(cup, (1, 1), ids[2])
    assert stale.value.message_key == "error_results_draw_stale"


async def test_a_withdrawn_entrant_loses_its_bouts_and_takes_no_medal(cup: Cup) -> None:
    await drawn(cup, 4)
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    (red, blue), (other_red, other_blue) = fighters(group, (1, 0)), fighters(group, (1, 1))
    assert None not in (red, blue, other_red, other_blue)
    await cup.fed.db.competitor_registrations.delete(red or 0)
    view = await confirm(cup)
    assert [e.registration_id for e in view.entrants if e.withdrawn] == [red]
    group = await results.group_results(fresh(cup), IDS, cup.fed.admin, cup.cup, key(cup))
    (walkover,) = [b for b in group.played.bouts if (b.round, b.index) == (1, 0)]
    assert walkover.winner == blue and walkover.result is not None
    assert walkover.result.ending is BoutEnding.NO_SHOW
    await win(cup, (1, 1), other_red or 0)
    done = await win(cup, (2, 0), blue or 0)
    assert red not in {p.key for p in done.played.placings}
    assert {p.key for p in done.played.placings} >= {blue, other_red}


async def test_a_remembered_group_without_a_draw_is_not_found(cup: Cup) -> None:
    await drawn(cup, 2)
    ids = RememberedGroupIds(b"the unit tests' secret")
    name = ids.of(cup.cup, women(cup, "kataA"))
    with pytest.raises(NotFound):
        await draw_reads.get_draw(fresh(cup), ids, cup.fed.admin, cup.cup, name)
    found = await draw_reads.get_draw(fresh(cup), ids, cup.fed.admin, cup.cup, key(cup))
    assert found.group == women(cup)

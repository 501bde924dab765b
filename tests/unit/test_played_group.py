"""A drawn group played through: results recorded, corrections resetting the later bouts they
change, placings of both elimination formats and of a round robin."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fedreg_core.domain.enums import BoutEnding, DrawFormat
from fedreg_core.draws.making import make_draw
from fedreg_core.draws.model import Entrant
from fedreg_core.draws.played import PlayedGroup, RecordedResult, play, record
from fedreg_core.draws.results import BoutNotReady, NotAFighter

REPECHAGE, TWO_BRONZES, ROUND_ROBIN = (
    DrawFormat.ELIMINATION_REPECHAGE,
    DrawFormat.ELIMINATION_TWO_BRONZES,
    DrawFormat.ROUND_ROBIN,
)
EIGHT = (1, 2, 3, 4, 5, 6, 7, 8)


def won(winner: int, version: int = 1) -> RecordedResult:
    return RecordedResult(winner, version=version)


def test_a_result_advances_its_winner() -> None:
    group = play(REPECHAGE, EIGHT, {(1, 0): won(2), (1, 1): won(3)})
    (semi,) = [b for b in group.bouts if (b.round, b.index) == (2, 0)]
    assert (semi.red, semi.blue, semi.winner) == (2, 3, None)
    assert not group.complete and group.placings == ()


def test_a_bout_without_both_fighters_and_a_stranger_are_refused() -> None:
    with pytest.raises(BoutNotReady):
        record(REPECHAGE, EIGHT, {}, (2, 0), won(1))
    with pytest.raises(NotAFighter):
        record(REPECHAGE, EIGHT, {}, (1, 0), won(3))
    with pytest.raises(BoutNotReady):
        record(REPECHAGE, EIGHT, {}, (9, 0), won(1))


def test_a_correction_resets_every_later_bout_it_changes() -> None:
    results = {(1, 0): won(1), (1, 1): won(3), (2, 0): won(1), (1, 2): won(5)}
    changed = record(REPECHAGE, EIGHT, results, (1, 0), won(2, version=2))
    assert changed.reset == ((2, 0),)
    assert changed.results == {(1, 0): won(2, 2), (1, 1): won(3), (1, 2): won(5)}
    kept = record(REPECHAGE, EIGHT, results, (1, 2), won(6, version=2))
    assert kept.reset == ()  # bout 1/2 feeds only the other semi-final, not yet fought


def test_clearing_a_result_resets_what_followed_from_it() -> None:
    results = {(1, 0): won(1), (1, 1): won(3), (2, 0): won(1)}
    assert record(REPECHAGE, EIGHT, results, (1, 1), None).reset == ((2, 0),)


def play_out(
    draw_format: DrawFormat, lines: tuple[int | None, ...], pick: st.DataObject
) -> PlayedGroup:
    """Record a winner of every bout as it becomes ready, the first fighter or the second as
    ``pick`` draws."""
    results: dict[tuple[int, int], RecordedResult] = {}
    while True:
        group = play(draw_format, lines, results)
        ready = [
            b for b in group.bouts if b.winner is None and b.red is not None and b.blue is not None
        ]
        if not ready:
            return group
        bout = ready[0]
        winner = pick.draw(st.sampled_from([bout.red, bout.blue]))
        assert winner is not None
        results = record(draw_format, lines, results, (bout.round, bout.index), won(winner)).results


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 128), st.sampled_from([REPECHAGE, TWO_BRONZES]), st.data())
def test_every_bracket_ends_with_one_gold_one_silver_and_its_bronzes(
    size: int, draw_format: DrawFormat, pick: st.DataObject
) -> None:
    lines = make_draw([Entrant(k, club=k % 3) for k in range(1, size + 1)], draw_format, 7).lines
    group = play_out(draw_format, lines, pick)
    places = [p.place for p in group.placings]
    assert group.complete
    assert places.count(1) == 1 and places.count(2) == (1 if size >= 2 else 0)  # 1: gold alone
    assert places.count(3) == (2 if size >= 4 else 1 if size == 3 else 0)
    assert len({p.key for p in group.placings}) == len(places)


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 5), st.data())
def test_a_round_robin_places_everyone_once_every_bout_is_decided(
    size: int, pick: st.DataObject
) -> None:
    lines = tuple(range(1, size + 1))
    group = play_out(ROUND_ROBIN, lines, pick)
    assert group.complete
    assert sorted(p.key for p in group.placings) == list(lines)
    assert [p.place for p in group.placings] == list(range(1, size + 1))
    assert group.placings[0].key == group.standings[0].key


def test_a_withdrawn_entrant_loses_every_bout_it_is_in_as_a_walkover() -> None:
    """1 withdrew: 2 goes through round one and the final waits for 3 v 4's winner."""
    lines = (1, 2, 3, 4)
    group = play(TWO_BRONZES, lines, {}, withdrawn={1})
    first = group.bouts[0]
    assert first.winner == 2 and first.result is not None
    assert (first.result.ending, first.result.version) == (BoutEnding.NO_SHOW, 0)
    semis = play(TWO_BRONZES, lines, {(1, 1): won(3)}, withdrawn={1})
    assert [(b.red, b.blue) for b in semis.bouts if b.round == 2] == [(2, 3)]
    final = play(
        TWO_BRONZES, lines, {(1, 1): won(3), (2, 0): won(3)},
        withdrawn={1},
    )  # fmt: skip
    assert [(p.key, p.place) for p in final.placings] == [(3, 1), (2, 2), (4, 3)]
    assert final.complete  # 1 takes no place: its bronze is not given to anyone


def test_a_withdrawn_finalist_hands_the_gold_over_and_a_recorded_result_wins_over_it() -> None:
    lines = (1, 2)
    assert [p.key for p in play(REPECHAGE, lines, {}, {2}).placings] == [1]
    came = play(REPECHAGE, lines, {(1, 0): won(2)}, {2})
    assert came.bouts[0].winner == 2 and came.bouts[0].result == won(2)


def test_a_round_robin_counts_walkovers_as_wins_and_two_withdrawn_wait_for_a_result() -> None:
    group = play(ROUND_ROBIN, (1, 2, 3), {}, withdrawn={3})
    assert [b.winner for b in group.bouts if 3 in (b.red, b.blue)] == [1, 2]
    assert not group.complete
    both = play(ROUND_ROBIN, (1, 2, 3), {}, withdrawn={2, 3})
    assert [b.winner for b in both.bouts if {b.red, b.blue} == {2, 3}] == [None]


def test_a_correction_keeps_the_walkovers_that_still_stand() -> None:
    lines = (1, 2, 3, 4)
    stored = {(1, 1): won(3), (2, 0): won(2)}
    changed = record(
        TWO_BRONZES, lines, stored, (1, 1), won(4, version=2),
        withdrawn={1},
    )  # fmt: skip
    assert changed.reset == ((2, 0),)
    group = play(TWO_BRONZES, lines, changed.results, {1})
    assert group.bouts[0].winner == 2 and group.bouts[2].red == 2 and group.bouts[2].blue == 4

"""A drawn group played through to its placings: random results over every bracket size, the
repechage as WKF runs it, and results that cannot be."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fedreg_core.draws.lines import bracket_size, rounds_in
from fedreg_core.draws.making import make_draw
from fedreg_core.draws.model import DrawFormat, Entrant
from fedreg_core.draws.results import (
    PlayedBout,
    ResultError,
    Score,
    beaten_by,
    bracket,
    placings,
    repechage,
    standings,
)


def played_through(
    lines: tuple[int | None, ...], draw_format: DrawFormat, rng: random.Random
) -> tuple[dict[tuple[int, int], int], list[PlayedBout]]:
    """Random winners for every bout that can be fought, until none is left."""
    results: dict[tuple[int, int], int] = {}
    rounds = rounds_in(len(lines))
    while True:
        bouts = bracket(lines, results)
        if draw_format is DrawFormat.ELIMINATION_REPECHAGE:
            bouts += repechage(bouts, rounds, results)
        fightable = [
            (b.round, b.index, b.red, b.blue)
            for b in bouts
            if b.winner is None and b.red is not None and b.blue is not None
        ]
        if not fightable:
            return results, bouts
        for round_, index, red, blue in fightable:
            if red is not None and blue is not None:
                results[(round_, index)] = rng.choice((red, blue))


def elimination_lines(count: int, seed: int) -> tuple[int | None, ...]:
    entrants = [Entrant(key, club=key % 7) for key in range(1, count + 1)]
    return make_draw(entrants, DrawFormat.ELIMINATION_REPECHAGE, seed).lines


@settings(max_examples=150, deadline=None)
@given(
    st.integers(min_value=2, max_value=128),
    st.integers(min_value=0, max_value=10_000),
    st.sampled_from([DrawFormat.ELIMINATION_REPECHAGE, DrawFormat.ELIMINATION_TWO_BRONZES]),
)
def test_every_group_ends_with_one_gold_one_silver_and_its_bronzes(
    count: int, seed: int, draw_format: DrawFormat
) -> None:
    lines = elimination_lines(count, seed)
    results, _bouts = played_through(lines, draw_format, random.Random(seed))
    places = Counter(p.place for p in placings(draw_format, lines, results))
    assert (places[1], places[2]) == (1, 1)
    bronzes = 1 if count == 3 else 2 if count >= 4 else 0
    assert places[3] == bronzes
    keys = [p.key for p in placings(draw_format, lines, results)]
    assert len(keys) == len(set(keys))  # nobody placed twice


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=4, max_value=128), st.integers(min_value=0, max_value=10_000))
def test_the_repechage_holds_exactly_those_who_lost_to_the_finalists(count: int, seed: int) -> None:
    lines = elimination_lines(count, seed)
    _results, bouts = played_through(lines, DrawFormat.ELIMINATION_REPECHAGE, random.Random(seed))
    rounds = rounds_in(bracket_size(count))
    main = [b for b in bouts if b.round <= rounds]
    final = next(b for b in main if b.round == rounds)
    assert final.red is not None and final.blue is not None
    lost_to_finalists = {
        key for finalist in (final.red, final.blue) for _, key in beaten_by(main, finalist, rounds)
    }
    in_repechage = {
        key for b in bouts if b.round > rounds for key in (b.red, b.blue) if key is not None
    }
    chains_without_bouts = {
        key
        for finalist in (final.red, final.blue)
        for _, key in beaten_by(main, finalist, rounds)[:1]
        if len(beaten_by(main, finalist, rounds)) == 1
    }
    assert in_repechage | chains_without_bouts == lost_to_finalists
    bronze_steps = {b.round for b in bouts if b.round > rounds}
    assert not bronze_steps or max(bronze_steps) == 2 * rounds - 2  # the bronze bout is last


def test_eight_fighters_as_wkf_runs_them() -> None:
    lines = (1, 2, 3, 4, 5, 6, 7, 8)
    results = {(1, 0): 1, (1, 1): 3, (1, 2): 5, (1, 3): 7, (2, 0): 1, (2, 1): 5, (3, 0): 1}
    bouts = bracket(lines, results)
    sides = repechage(bouts, 3, results)
    # 1 beat 2 (round 1) and 3 (semi): 2 meets 3 for bronze; 5 beat 6 and 7: 6 meets 7
    assert [(b.round, b.index, b.red, b.blue) for b in sides] == [(4, 0, 2, 3), (4, 1, 6, 7)]
    results |= {(4, 0): 2, (4, 1): 7}
    places = {p.key: p.place for p in placings(DrawFormat.ELIMINATION_REPECHAGE, lines, results)}
    assert places == {1: 1, 5: 2, 2: 3, 7: 3, 3: 5, 6: 5}
    two_bronzes = placings(DrawFormat.ELIMINATION_TWO_BRONZES, lines, results)
    assert {p.key: p.place for p in two_bronzes} == {1: 1, 5: 2, 3: 3, 7: 3, 2: 5, 4: 5, 6: 5, 8: 5}


def test_a_bye_wins_by_itself_and_no_result_is_taken_for_a_bout_not_yet_known() -> None:
    lines = (1, None, 2, 3)
    assert bracket(lines, {})[0].winner == 1
    with pytest.raises(ResultError):
        bracket(lines, {(2, 0): 1})  # 2 and 3 have not fought yet
    with pytest.raises(ResultError):
        bracket(lines, {(1, 1): 9})  # 9 does not fight that bout


def test_a_single_entrant_takes_gold() -> None:
    assert [(p.key, p.place) for p in placings(DrawFormat.ELIMINATION_REPECHAGE, (4,), {})] == [
        (4, 1)
    ]


def test_a_round_robin_ranks_by_wins_then_points_then_the_bout_between_the_tied() -> None:
    keys = (1, 2, 3, 4)
    bouts = [(1, 2), (3, 4), (1, 3), (2, 4), (1, 4), (2, 3)]
    scores = {
        0: Score(1, 3, 1),
        1: Score(3, 2, 0),
        2: Score(3, 4, 2),
        3: Score(2, 2, 1),
        4: Score(4, 0, 1),
        5: Score(2, 1, 0),
    }
    table = standings(bouts, scores, keys)
    # 2 and 3: two wins and 4 points each, and 2 beat 3; 1 and 4: one win, 1 scored more
    assert [(s.key, s.wins, s.points) for s in table] == [
        (2, 2, 4), (3, 2, 4), (1, 1, 7), (4, 1, 2)
    ]  # fmt: skip
    scores[5] = Score(3, 0, 1)  # 3 beats 2 instead: three wins
    assert [s.key for s in standings(bouts, scores, keys)] == [
        3,
        1,
        2,
        4,
    ]  # one win each: by points


def test_level_on_wins_and_points_the_bout_between_them_decides() -> None:
    keys = (1, 2, 3)
    bouts = [(1, 2), (2, 3), (1, 3)]
    scores = {0: Score(2, 1, 2), 1: Score(3, 1, 2), 2: Score(1, 2, 1)}
    # everyone won once; points 1: 1+2=3, 2: 2+1=3, 3: 2+1=3; 2 beat 1, 3 beat 2, 1 beat 3
    assert [s.key for s in standings(bouts, scores, keys)] == [1, 2, 3]  # a circle: draw order
    two = standings([(1, 2)], {0: Score(2, 0, 0)}, (1, 2))
    assert [s.key for s in two] == [2, 1]
    with pytest.raises(ResultError):
        standings([(1, 2)], {0: Score(3)}, (1, 2))

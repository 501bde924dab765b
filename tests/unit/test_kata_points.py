"""Kata by points played through: hand-checked draws of 1 to 40, random distinct scores over
1 to 64 competitors, ties where they decide something, and scores that cannot be."""

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fedreg_core.draws.kata_points import (
    KataError,
    KataScore,
    KataState,
    TieError,
    first_round,
    medal_bouts,
    next_round,
    play,
)


def by_key(keys: Iterable[int]) -> dict[int, KataScore]:
    """Scores that rank a higher key higher."""
    return {key: KataScore(3000 + key) for key in keys}


def through_groups(keys: Sequence[int]) -> list[dict[int, KataScore]]:
    """Every round of groups scored by key."""
    rounds: list[dict[int, KataScore]] = []
    while (state := play(keys, rounds, {})).to_perform and not state.medal_bouts:
        rounds.append(by_key(state.to_perform))
    return rounds


def places(state: KataState) -> dict[int, int]:
    return {placing.key: placing.place for placing in state.placings}


def groups_of(state: KataState) -> list[list[tuple[int, ...]]]:
    return [[group.keys for group in round_] for round_ in state.rounds]


def bouts_of(state: KataState) -> list[tuple[int, int | None]]:
    return [(bout.red, bout.blue) for bout in state.medal_bouts]


def test_one_competitor_is_first_without_performing() -> None:
    assert play([5], [], {}) == play([5], [{}], {})
    assert places(play([5], [], {})) == {5: 1}
    with pytest.raises(KataError):
        play([5], [{5: KataScore(4000)}], {})


def test_three_perform_once_in_one_group_for_three_places() -> None:
    assert first_round([1, 2, 3]) == [(1, 2, 3)]
    state = play([1, 2, 3], [{1: KataScore(4000), 2: KataScore(4200), 3: KataScore(4100)}], {})
    assert (state.medal_bouts, state.to_perform) == ((), ())
    assert [each.key for each in state.rounds[0][0].ranking] == [2, 3, 1]
    assert places(state) == {2: 1, 3: 2, 1: 3}


def test_eight_go_straight_to_the_final_round_of_two_groups() -> None:
    keys = range(1, 9)
    assert first_round(keys) == [(1, 3, 5, 7), (2, 4, 6, 8)]
    rounds = through_groups(keys)
    assert len(rounds) == 1
    assert medal_bouts(first_round(keys), rounds[0]) == ((7, 8), (5, 4), (6, 3))
    assert next_round(first_round(keys), rounds[0]) is None
    state = play(keys, rounds, {})
    assert state.to_perform == (7, 8, 5, 4, 6, 3)
    assert places(state) == {1: 7, 2: 7}  # the 4ths, known before the medal bouts
    done = play(keys, rounds, {**by_key([7, 8, 5, 4]), 6: KataScore(2000), 3: KataScore(2100)})
    assert places(done) == {8: 1, 7: 2, 5: 3, 3: 3, 4: 5, 6: 5, 1: 7, 2: 7}


def test_nine_and_the_fifth_of_the_larger_group() -> None:
    keys = range(1, 10)
    state = play(keys, through_groups(keys), by_key([9, 8, 7, 4, 6, 5]))
    assert groups_of(state) == [[(1, 3, 5, 7, 9), (2, 4, 6, 8)]]
    assert bouts_of(state) == [(9, 8), (7, 4), (6, 5)]
    assert places(state) == {9: 1, 8: 2, 7: 3, 6: 3, 4: 5, 5: 5, 3: 7, 2: 7, 1: 9}


def test_sixteen_fill_two_groups_of_eight() -> None:
    keys = range(1, 17)
    rounds = through_groups(keys)
    state = play(keys, rounds, by_key(range(11, 17)))
    assert groups_of(state) == [[tuple(range(1, 17, 2)), tuple(range(2, 17, 2))]]
    assert bouts_of(state) == [(15, 16), (13, 12), (14, 11)]
    assert sorted(places(state).values()) == [1, 2, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13, 15, 15]


def test_seventeen_play_a_round_of_three_groups_first() -> None:
    keys = range(1, 18)
    state = play(keys, through_groups(keys), by_key([16, 17, 15, 12, 13, 14]))
    assert groups_of(state) == [
        [(1, 4, 7, 10, 13, 16), (2, 5, 8, 11, 14, 17), (3, 6, 9, 12, 15)],
        # 1sts 16 17 15, 2nds 13 14 12, 3rds 10 11 9, 4ths 7 8 6, dealt over two groups
        [(16, 15, 14, 10, 9, 8), (17, 13, 12, 11, 7, 6)],
    ]
    assert bouts_of(state) == [(16, 17), (15, 12), (13, 14)]
    assert places(state) == {
        17: 1, 16: 2, 15: 3, 14: 3, 12: 5, 13: 5,
        10: 7, 11: 7, 9: 9, 7: 9, 8: 11, 6: 11,  # the final round of groups
        4: 13, 5: 13, 3: 13, 1: 16, 2: 16,  # round 1: its 5ths, then its 6ths
    }  # fmt: skip


def test_twenty_four_make_three_groups_of_eight_then_two_of_six() -> None:
    keys = range(1, 25)
    state = play(keys, through_groups(keys), {})
    assert [[len(group) for group in round_] for round_ in groups_of(state)] == [[8, 8, 8], [6, 6]]
    assert groups_of(state)[1] == [(22, 24, 20, 16, 18, 14), (23, 19, 21, 17, 13, 15)]
    assert bouts_of(state) == [(24, 23), (22, 19), (21, 20)]
    known = places(state)
    assert {key: known[key] for key in range(1, 13)} == {
        10: 13, 11: 13, 12: 13, 7: 16, 8: 16, 9: 16, 4: 19, 5: 19, 6: 19, 1: 22, 2: 22, 3: 22
    }  # fmt: skip
    assert {key: known[key] for key in (18, 17, 16, 15, 14, 13)} == {
        18: 7, 17: 7, 16: 9, 15: 9, 14: 11, 13: 11
    }  # fmt: skip


def test_forty_take_three_rounds_of_groups() -> None:
    keys = range(1, 41)
    state = play(keys, through_groups(keys), by_key([39, 40, 38, 34, 36, 37]))
    assert [[len(group) for group in round_] for round_ in groups_of(state)] == [
        [8, 8, 8, 8, 8], [7, 7, 6], [6, 6]
    ]  # fmt: skip
    assert groups_of(state)[2] == [(39, 38, 37, 35, 31, 29), (40, 36, 34, 33, 32, 30)]
    assert bouts_of(state) == [(39, 40), (38, 34), (36, 37)]
    counted = Counter(places(state).values())
    assert counted == {
        1: 1, 2: 1, 3: 2, 5: 2, 7: 2, 9: 2, 11: 2,  # medal bouts, final round of groups
        13: 3, 16: 3, 19: 2,  # out in round 2: 5ths, 6ths, 7ths
        21: 5, 26: 5, 31: 5, 36: 5,  # out in round 1
    }  # fmt: skip


def test_four_and_five_give_a_bronze_without_performing_to_a_second_with_no_third() -> None:
    four = play(range(1, 5), through_groups(range(1, 5)), {})
    assert bouts_of(four) == [(3, 4), (1, None), (2, None)]
    assert four.to_perform == (3, 4)
    assert places(four) == {1: 3, 2: 3}
    with pytest.raises(KataError):
        play(range(1, 5), through_groups(range(1, 5)), {1: KataScore(4000)})
    five = play(range(1, 6), through_groups(range(1, 6)), by_key([5, 4, 2, 1]))
    assert bouts_of(five) == [(5, 4), (3, None), (2, 1)]  # groups (1, 3, 5) and (2, 4)
    assert places(five) == {5: 1, 4: 2, 3: 3, 2: 3, 1: 5}


def played_through(keys: Sequence[int], rng: random.Random) -> KataState:
    """Random distinct scores for everyone due to perform, until nobody is."""
    fresh = iter(rng.sample(range(100_000), 6 * len(keys) + 6))
    rounds: list[dict[int, KataScore]] = []
    bouts: dict[int, KataScore] = {}
    while (state := play(keys, rounds, bouts)).to_perform:
        scored = {key: KataScore(next(fresh)) for key in state.to_perform}
        if state.medal_bouts:
            bouts |= scored
        else:
            rounds.append(scored)
    return state


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=1, max_value=64), st.integers(min_value=0, max_value=10_000))
def test_every_draw_ends_with_everyone_placed_once(count: int, seed: int) -> None:
    keys = random.Random(seed).sample(range(1, 1000), count)
    state = played_through(keys, random.Random(seed))
    assert sorted(placing.key for placing in state.placings) == sorted(keys)
    counted = Counter(placing.place for placing in state.placings)
    assert (counted[1], counted[2]) == (1, 1 if count >= 2 else 0)
    assert counted[3] == (2 if count >= 4 else 1 if count == 3 else 0)
    for placing in state.placings:  # a place is 1 + how many did better
        assert placing.place == 1 + sum(other.place < placing.place for other in state.placings)
    sizes = [sum(len(group.keys) for group in round_) for round_ in state.rounds]
    assert all(later < earlier for earlier, later in pairwise(sizes))
    for round_ in state.rounds:
        lengths = [len(group.keys) for group in round_]
        assert max(lengths) <= 8 and max(lengths) - min(lengths) <= 1
    if count >= 4:
        last = state.rounds[-1]
        assert len(last) == 2 and sizes[-1] <= 16
        final = state.medal_bouts[0]
        assert (final.red, final.blue) == (last[0].ranking[0].key, last[1].ranking[0].key)


@settings(max_examples=60, deadline=None)
@given(
    st.integers(min_value=2, max_value=64),
    st.integers(min_value=0, max_value=10_000),
    st.integers(min_value=1, max_value=7),
)
def test_a_tie_is_refused_only_where_it_decides_something(
    count: int, seed: int, position: int
) -> None:
    keys = random.Random(seed).sample(range(1, 1000), count)
    groups = first_round(keys)
    group = groups[0]
    if position >= len(group):
        return
    scores = {key: KataScore(9000 - 10 * at) for at, key in enumerate(group)}
    scores[group[position]] = scores[group[position - 1]]  # level with the one above
    scores |= {key: KataScore(5000 + key) for other in groups[1:] for key in other}
    decisive = {1: {1, 2}, 2: {1, 2, 3}}.get(len(groups), {4})
    if position in decisive:
        with pytest.raises(TieError) as refused:
            play(keys, [scores], {})
        assert set(refused.value.keys) == {group[position - 1], group[position]}
    else:
        ranking = play(keys, [scores], {}).rounds[0][0].ranking
        assert ranking[position].rank == ranking[position - 1].rank == position


def test_the_tie_break_parts_a_tie_only_when_everyone_on_that_score_has_one() -> None:
    level = {1: KataScore(4000, 2000), 2: KataScore(4000, 2100), 3: KataScore(3900)}
    assert places(play([1, 2, 3], [level], {})) == {2: 1, 1: 2, 3: 3}
    with pytest.raises(TieError, match="1, 2"):
        play([1, 2, 3], [level | {2: KataScore(4000)}], {})
    rounds = through_groups(range(1, 9))
    with pytest.raises(TieError):  # a medal bout left level
        play(range(1, 9), rounds, {7: KataScore(4000), 8: KataScore(4000)})
    bout = {7: KataScore(4000, 1900), 8: KataScore(4000, 1800)}
    assert play(range(1, 9), rounds, bout).medal_bouts[0].winner == 7


def test_scores_that_cannot_be_are_refused() -> None:
    keys = range(1, 18)
    with pytest.raises(KataError):
        KataScore(-1)
    with pytest.raises(KataError):
        KataScore(4000, -5)
    with pytest.raises(KataError):  # not in the draw
        play(keys, [{99: KataScore(4000)}], {})
    with pytest.raises(KataError):  # round 2 before round 1 is complete
        play(keys, [by_key(range(1, 17)), by_key([16])], {})
    with pytest.raises(KataError):  # in the draw but out after round 1
        play(keys, [by_key(keys), by_key([1])], {})
    with pytest.raises(KataError):  # medal bouts before the final round of groups is complete
        play(range(1, 9), [by_key(range(1, 8))], {8: KataScore(4000)})
    with pytest.raises(KataError):  # no round after the final round of groups
        play(range(1, 9), [by_key(range(1, 9)), by_key([8])], {})
    with pytest.raises(KataError):  # not in a medal bout
        play(range(1, 9), [by_key(range(1, 9))], {1: KataScore(4000)})
    with pytest.raises(KataError):  # a single group has no medal bouts
        play([1, 2], [by_key([1, 2])], {1: KataScore(4000)})
    with pytest.raises(KataError):
        first_round([])
    with pytest.raises(KataError):
        first_round([1, 2, 1])
    with pytest.raises(KataError):  # next_round before everyone has performed
        next_round(first_round(keys), by_key(range(1, 17)))
    with pytest.raises(KataError):
        medal_bouts(first_round(keys), by_key(keys))  # three groups: not the final round
    assert play(keys, [by_key(range(1, 17))], {}).to_perform == (17,)

"""Kata by points on the day, pure: the draw's order, how many rounds a draw has, reading the
recorded performances through a tie, and what a correction resets."""

import random
from collections import Counter

import pytest

from fedreg_core.draws.kata_day import (
    KataRecord,
    medal_round,
    performances,
    performers,
    rounds_of_groups,
    settle,
    standing,
)
from fedreg_core.draws.kata_groups import first_round
from fedreg_core.draws.kata_order import kata_lines
from fedreg_core.draws.making import make_draw
from fedreg_core.draws.model import DrawFormat, Entrant
from fedreg_core.draws.tatamis import bouts_to_fight


@pytest.mark.parametrize(
    ("count", "rounds", "medals"),
    [(1, 0, None), (2, 1, None), (3, 1, None), (4, 1, 2), (16, 1, 2), (17, 2, 3), (64, 3, 4)],
)
def test_the_rounds_follow_from_the_size(count: int, rounds: int, medals: int | None) -> None:
    assert (rounds_of_groups(count), medal_round(count)) == (rounds, medals)


@pytest.mark.parametrize("count", [4, 9, 17, 30, 50])
def test_club_mates_are_spread_over_round_ones_groups(count: int) -> None:
    for seed in range(40):
        rng = random.Random(seed)
        entrants = [Entrant(key, club=rng.randrange(4)) for key in range(1, count + 1)]
        order = kata_lines(entrants, random.Random(seed))
        assert sorted(order) == [e.key for e in entrants]
        club = {e.key: e.club for e in entrants}
        groups = first_round(order)
        size = Counter(club.values())
        for group in groups:
            for name, here in Counter(club[key] for key in group).items():
                assert here <= -(-size[name] // len(groups))


def test_seeds_1_and_2_perform_in_different_groups() -> None:
    entrants = [Entrant(key, club=key % 3, seed={5: 1, 8: 2}.get(key)) for key in range(1, 12)]
    draw = make_draw(entrants, DrawFormat.KATA_POINTS, 2026)
    assert draw.format is DrawFormat.KATA_POINTS and draw.bouts == ()
    lines = tuple(key for key in draw.lines if key is not None)
    (with_5,) = [group for group in first_round(lines) if 5 in group]
    assert 8 not in with_5


def test_a_tie_keeps_the_draw_as_far_as_the_round_it_is_in() -> None:
    keys = (11, 12, 13)
    level = {(1, 11): KataRecord(4100), (1, 12): KataRecord(4100), (1, 13): KataRecord(3900)}
    found = standing(keys, level)
    assert found.tied == (11, 12) and not found.complete
    assert [group.ranking for group in found.state.rounds[0]] == [()]
    assert performers(found, 1) == {11, 12, 13}
    parted = standing(
        keys, {**level, (1, 12): KataRecord(4100, 2050), (1, 11): KataRecord(4100, 2000)}
    )
    assert parted.tied == () and [p.key for p in parted.state.placings] == [12, 11, 13]


def test_a_correction_resets_only_the_performances_it_puts_out_of_their_round() -> None:
    keys = (1, 2, 3, 4)  # groups (1, 3) and (2, 4): the final is 1st of A v 1st of B
    round_one = {(1, k): KataRecord(4000 + 10 * k) for k in keys}
    final = {(2, 3): KataRecord(4300), (2, 4): KataRecord(4200)}
    assert settle(keys, {**round_one, **final}) == ({**round_one, **final}, ())
    corrected = {**round_one, (1, 1): KataRecord(4500, version=2), **final}
    kept, reset = settle(keys, corrected)
    assert reset == ((2, 3),) and (2, 4) in kept
    assert performers(standing(keys, kept), 2) == {1, 4}  # the 2nds take bronze alone


def test_a_performance_that_does_not_stand_is_left_out_of_the_reading() -> None:
    keys = (1, 2, 3, 4)  # groups (1, 3) and (2, 4)
    round_one = {(1, k): KataRecord(4000 + 10 * k) for k in keys}
    stray = {(2, 1): KataRecord(4400), (5, 2): KataRecord(4000)}  # 1 is not in the final
    found = standing(keys, {**round_one, **stray})
    assert found.state.medal_bouts[0].winner is None
    assert set(found.state.to_perform) == {3, 4}


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 6, 9, 16, 17, 30, 65])
def test_performances_count_every_score_a_draw_played_through_takes(count: int) -> None:
    keys = tuple(range(1, count + 1))
    recorded: dict[tuple[int, int], KataRecord] = {}
    found = standing(keys, recorded)
    while not found.complete:
        number = found.medal_round if found.state.medal_bouts else len(found.state.rounds)
        assert number is not None
        recorded |= {(number, k): KataRecord(3000 + 7 * k) for k in found.state.to_perform}
        found = standing(keys, recorded)
    assert performances(count) == len(recorded)
    assert bouts_to_fight(DrawFormat.KATA_POINTS, count, count) == len(recorded)

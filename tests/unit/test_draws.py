"""Draw examples: formats, round robins, repechage, walkovers and bad seeds."""

from itertools import combinations

import pytest

from fedreg_core.domain.errors import RuleBroken
from fedreg_core.draws.lines import bye_slots, seed_lines
from fedreg_core.draws.making import make_draw
from fedreg_core.draws.model import DrawFormat, Entrant, effective_format
from fedreg_core.draws.round_robin import BOUT_ORDERS, back_to_back
from tests.unit.draw_checks import club_bouts

REPECHAGE = DrawFormat.ELIMINATION_REPECHAGE
TWO_BRONZES = DrawFormat.ELIMINATION_TWO_BRONZES
ROUND_ROBIN = DrawFormat.ROUND_ROBIN


@pytest.mark.parametrize(
    ("chosen", "size", "expected"),
    [
        (None, 1, ROUND_ROBIN),
        (None, 3, ROUND_ROBIN),
        (None, 4, REPECHAGE),
        (ROUND_ROBIN, 5, ROUND_ROBIN),
        (ROUND_ROBIN, 6, REPECHAGE),
        (TWO_BRONZES, 3, TWO_BRONZES),
    ],
)
def test_the_format_is_the_chosen_one_or_follows_the_size(
    chosen: DrawFormat | None, size: int, expected: DrawFormat
) -> None:
    assert effective_format(chosen, size) is expected


def test_seed_lines_put_1_on_top_2_at_the_bottom_and_pair_strong_with_weak() -> None:
    assert seed_lines(8) == (1, 8, 4, 5, 6, 3, 7, 2)
    assert bye_slots(8, 5) == frozenset({1, 4, 6})


@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_a_round_robin_has_every_pair_once_in_the_fewest_back_to_back_bouts(size: int) -> None:
    entrants = [Entrant(key) for key in range(10, 10 + size)]
    draw = make_draw(entrants, ROUND_ROBIN, 7)
    pairs = sorted(tuple(sorted((bout.red or 0, bout.blue or 0))) for bout in draw.bouts)
    assert pairs == list(combinations(range(10, 10 + size), 2))
    assert [bout.index for bout in draw.bouts] == list(range(len(pairs)))
    least = {2: 0, 3: 2, 4: 2, 5: 0}[size]
    assert back_to_back([(b.red or 0, b.blue or 0) for b in draw.bouts]) == least
    assert back_to_back(list(BOUT_ORDERS[size])) == least


@pytest.mark.parametrize("draw_format", [None, *DrawFormat])
def test_a_group_of_one_is_a_walkover_without_bouts(draw_format: DrawFormat | None) -> None:
    draw = make_draw([Entrant(5, 1, 1)], draw_format, 3)
    assert draw.lines == (5,)
    assert draw.bouts == ()


@pytest.mark.parametrize(
    ("size", "draw_format", "rounds", "repechage"),
    [(8, REPECHAGE, 3, 2), (16, REPECHAGE, 4, 4), (4, REPECHAGE, 2, 0), (16, TWO_BRONZES, 4, 0)],
)
def test_later_rounds_and_repechage_steps_wait_for_results(
    size: int, draw_format: DrawFormat, rounds: int, repechage: int
) -> None:
    draw = make_draw([Entrant(key) for key in range(size)], draw_format, 1)
    main = [bout for bout in draw.bouts if bout.round <= rounds]
    assert len(main) == size - 1
    extra = [bout for bout in draw.bouts if bout.round > rounds]
    assert len(extra) == repechage
    assert [bout.index for bout in extra] == [0, 1] * (repechage // 2)
    assert all(bout.red is None and bout.blue is None for bout in draw.bouts if bout.round > 1)


def test_another_seed_number_draws_another_bracket() -> None:
    entrants = [Entrant(key, key % 5) for key in range(24)]
    assert make_draw(entrants, REPECHAGE, 1).lines != make_draw(entrants, REPECHAGE, 2).lines


@pytest.mark.parametrize("seeds", [[1, 1], [0], [5], [1, 2, 3, 4, 4]])
def test_seeds_are_1_to_4_once_each(seeds: list[int]) -> None:
    entrants = [Entrant(key, None, seed) for key, seed in enumerate(seeds)]
    with pytest.raises(RuleBroken) as broken:
        make_draw([*entrants, Entrant(99)], REPECHAGE, 1)
    assert broken.value.errors == {"seed": "error_draw_seeds"}


def test_a_group_with_no_entrant_has_no_draw() -> None:
    with pytest.raises(RuleBroken):
        make_draw([], None, 1)


def test_seeded_club_mates_take_the_quarter_that_keeps_them_apart() -> None:
    entrants = [Entrant(1, 10, 1), Entrant(2, 20, 2), Entrant(3, 10, 3), Entrant(4, 20, 4)]
    entrants += [Entrant(key, key) for key in range(5, 17)]
    for seed in range(20):
        lines = make_draw(entrants, REPECHAGE, seed).lines
        assert lines.index(3) >= 8 and lines.index(4) < 8


def test_a_seeded_group_keeps_club_mates_apart_in_round_one_when_it_can() -> None:
    # Seed 1 of club 9 on the top line, three of club 1 and one of club 2: the bout of two
    # free lines must be club 2 against club 1, the other two of club 1 take the byes.
    entrants = [Entrant(1, 9, 1), Entrant(2, 1), Entrant(3, 1), Entrant(4, 1), Entrant(5, 2)]
    for seed in range(40):
        draw = make_draw(entrants, REPECHAGE, seed)
        assert club_bouts(entrants, draw.lines) == 0, seed
        assert draw.lines[0] == 1

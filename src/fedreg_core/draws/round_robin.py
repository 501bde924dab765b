"""Round robins: everyone meets everyone, nobody twice in a row where the size allows."""

import random
from itertools import combinations, pairwise

from fedreg_core.draws.model import ROUND_ROBIN_SIZES, Bout, Entrant

Pair = tuple[int, int]


def back_to_back(order: list[Pair]) -> int:
    """How many times someone fights in two bouts in a row."""
    return sum(1 for first, second in pairwise(order) if set(first) & set(second))


def _least_back_to_back(size: int) -> tuple[Pair, ...]:
    """The first bout order (depth first, pairs in lexical order) with the fewest
    back-to-back bouts for a group of ``size`` positions."""
    pairs = list(combinations(range(size), 2))
    best: list[list[Pair]] = [pairs]

    def extend(order: list[Pair], repeats: int) -> None:
        if repeats >= back_to_back(best[0]) or not back_to_back(best[0]):
            return
        if len(order) == len(pairs):
            best[0] = list(order)
            return
        for pair in pairs:
            if pair not in order:
                again = 1 if order and set(order[-1]) & set(pair) else 0
                extend([*order, pair], repeats + again)

    extend([], 0)
    return tuple(best[0])


BOUT_ORDERS: dict[int, tuple[Pair, ...]] = {
    size: _least_back_to_back(size) for size in ROUND_ROBIN_SIZES
}
"""Positions' bout order for every round-robin size (computed once, at import)."""


def round_robin_lines(entrants: list[Entrant], rng: random.Random) -> tuple[int | None, ...]:
    """The group's positions, drawn."""
    keys: list[int | None] = [entrant.key for entrant in entrants]
    rng.shuffle(keys)
    return tuple(keys)


def round_robin_bouts(lines: tuple[int | None, ...]) -> tuple[Bout, ...]:
    """Every pair once, in the order with the fewest back-to-back bouts."""
    order = BOUT_ORDERS.get(len(lines), ())
    return tuple(Bout(1, index, lines[red], lines[blue]) for index, (red, blue) in enumerate(order))

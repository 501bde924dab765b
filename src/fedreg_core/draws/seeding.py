"""Where the admin's seeds go: seed 1 at the top, seed 2 at the bottom, seeds 3 and 4 in
the two remaining quarters (the one keeping club mates apart, else drawn)."""

import random
from itertools import combinations

from fedreg_core.domain.errors import RuleBroken
from fedreg_core.draws.lines import meeting_round, slots_by_line
from fedreg_core.draws.model import MAX_SEEDS, Entrant


def check_seeds(entrants: list[Entrant]) -> None:
    """Seeds are 1 to 4, each given at most once in a group; ``RuleBroken`` otherwise."""
    seeds = [entrant.seed for entrant in entrants if entrant.seed is not None]
    if any(seed < 1 or seed > MAX_SEEDS for seed in seeds) or len(set(seeds)) != len(seeds):
        raise RuleBroken.single("seed", "error_draw_seeds")


def place_seeds(entrants: list[Entrant], size: int, rng: random.Random) -> dict[int, Entrant]:
    """The slot of every seeded entrant, strongest seed first on the strongest line."""
    seeded = sorted((e for e in entrants if e.seed is not None), key=lambda e: e.seed or 0)
    by_line = slots_by_line(size)
    placed = {by_line[rank]: entrant for rank, entrant in enumerate(seeded[:2], start=1)}
    lower = seeded[2:]
    if not lower:
        return placed
    real_lines = [line for line in (3, 4) if line <= len(entrants)]
    choices = [real_lines, real_lines[::-1]] if len(real_lines) == 2 else [real_lines]
    if _bye_splits_lines_three_and_four(size, len(entrants)):
        choices = choices[:1]
    options = [
        {**placed, **{by_line[line]: e for line, e in zip(lines, lower, strict=False)}}
        for lines in choices
    ]
    best = max(_separation(option) for option in options)
    return rng.choice([option for option in options if _separation(option) == best])


def _bye_splits_lines_three_and_four(size: int, count: int) -> bool:
    """Line 3 has a bye and line 4 none: seed 3 keeps line 3 (byes go to seeds first)."""
    return size - count == 3


def _separation(placed: dict[int, Entrant]) -> int:
    """The earliest round in which two seeded club mates meet (higher is better)."""
    rounds = [
        meeting_round(slot_a, slot_b)
        for (slot_a, a), (slot_b, b) in combinations(placed.items(), 2)
        if a.club is not None and a.club == b.club
    ]
    return min(rounds, default=99)

"""Single elimination brackets, with or without repechage."""

import random

from fedreg_core.draws.club_spread import spread_clubs
from fedreg_core.draws.lines import bracket_size, bye_slots, rounds_in
from fedreg_core.draws.model import Bout, DrawFormat, Entrant
from fedreg_core.draws.seeding import place_seeds


def bracket_lines(entrants: list[Entrant], rng: random.Random) -> tuple[int | None, ...]:
    """The entrant key of every slot, top to bottom, ``None`` for a bye."""
    size = bracket_size(len(entrants))
    byes = bye_slots(size, len(entrants))
    seeded = place_seeds(entrants, size, rng)
    free = frozenset(range(size)) - byes - seeded.keys()
    rest = [entrant for entrant in entrants if entrant.seed is None]
    rng.shuffle(rest)
    placed = {**seeded, **spread_clubs(free, seeded, rest, size, rng)}
    return tuple(placed[slot].key if slot in placed else None for slot in range(size))


def elimination_bouts(lines: tuple[int | None, ...], draw_format: DrawFormat) -> tuple[Bout, ...]:
    """Round 1 from the bracket lines, the later rounds (and the repechage steps, the last of
    them the bronze bouts) with fighters not known yet."""
    size = len(lines)
    rounds = rounds_in(size)
    bouts = [Bout(1, index, lines[2 * index], lines[2 * index + 1]) for index in range(size // 2)]
    for later in range(2, rounds + 1):
        bouts += [Bout(later, index, None, None) for index in range(size >> later)]
    if draw_format is DrawFormat.ELIMINATION_REPECHAGE:
        for step in range(1, rounds - 1):
            bouts += [Bout(rounds + step, line, None, None) for line in (0, 1)]
    return tuple(bouts)

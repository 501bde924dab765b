"""``make_draw``: the one entry point of the draws."""

import random
from collections.abc import Iterable

from fedreg_core.domain.errors import RuleBroken
from fedreg_core.draws.elimination import bracket_lines, elimination_bouts
from fedreg_core.draws.kata_order import kata_lines
from fedreg_core.draws.model import Bout, Draw, DrawFormat, Entrant, effective_format
from fedreg_core.draws.round_robin import round_robin_bouts, round_robin_lines
from fedreg_core.draws.seeding import check_seeds


def make_draw(entrants: Iterable[Entrant], chosen: DrawFormat | None, seed: int) -> Draw:
    """The draw of one group from its entrants, the discipline's format (``None``: by size)
    and the seed of the random draw. A group of one gets no bouts (a walkover); kata by
    points has none either, its lines being the order its groups are dealt from."""
    group = sorted(entrants, key=lambda entrant: entrant.key)
    if not group:
        raise RuleBroken.single("entrants", "error_draw_empty_group")
    check_seeds(group)
    draw_format = effective_format(chosen, len(group))
    rng = random.Random(seed)  # noqa: S311 - a reproducible draw, not a secret
    lines: tuple[int | None, ...]
    if draw_format is DrawFormat.ROUND_ROBIN:
        lines = round_robin_lines(group, rng)
    elif draw_format is DrawFormat.KATA_POINTS:
        lines = kata_lines(group, rng)
    else:
        lines = bracket_lines(group, rng)
    return Draw(draw_format, seed, lines, bouts_of(draw_format, lines))


def bouts_of(draw_format: DrawFormat, lines: tuple[int | None, ...]) -> tuple[Bout, ...]:
    """The bouts of a draw of ``draw_format`` whose lines are ``lines`` (none for kata by
    points, whose performances follow from its scores)."""
    if draw_format is DrawFormat.KATA_POINTS:
        return ()
    if draw_format is DrawFormat.ROUND_ROBIN:
        return round_robin_bouts(lines)
    return elimination_bouts(lines, draw_format)

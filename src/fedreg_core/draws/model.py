"""The values a draw is made of and made from."""

from dataclasses import dataclass

from fedreg_core.domain.enums import DrawFormat

__all__ = ["DrawFormat"]


ROUND_ROBIN_SIZES = range(2, 6)
"""Group sizes a round robin is made for; a larger group is drawn as an elimination."""

DEFAULT_ROUND_ROBIN_LIMIT = 3
"""With no format chosen, groups up to this size fight a round robin."""

MAX_SEEDS = 4


@dataclass(frozen=True, slots=True)
class Entrant:
    """One competitor or team in a group: ``key`` identifies it (a registration id),
    ``club`` separates it from its club mates, ``seed`` (1 to 4) is the admin's mark."""

    key: int
    club: int | None = None
    seed: int | None = None


@dataclass(frozen=True, slots=True)
class Bout:
    """One bout: ``red``/``blue`` are entrant keys, or ``None`` for a bye or a fighter not
    known yet. Rounds 1.. are the bracket (the last one is the final); rounds after the final
    are the repechage steps, ``index`` 0 the line of the top finalist and 1 of the bottom one,
    the last step being the two bronze bouts. A round robin's bouts are all round 1, in
    fighting order."""

    round: int
    index: int
    red: int | None
    blue: int | None


@dataclass(frozen=True, slots=True)
class Draw:
    """A made draw: ``lines`` is the bracket order (slot 0 at the top, ``None`` a bye) or,
    for a round robin, the group's order; ``bouts`` in the order they are listed."""

    format: DrawFormat
    seed: int
    lines: tuple[int | None, ...]
    bouts: tuple[Bout, ...]


def effective_format(chosen: DrawFormat | None, size: int) -> DrawFormat:
    """The format a group of ``size`` fights: the chosen one, except that a round robin only
    takes 2 to 5; with nothing chosen, a round robin up to 3 and repechage above."""
    if chosen is None:
        if size <= DEFAULT_ROUND_ROBIN_LIMIT:
            return DrawFormat.ROUND_ROBIN
        return DrawFormat.ELIMINATION_REPECHAGE
    if chosen is DrawFormat.ROUND_ROBIN and size > ROUND_ROBIN_SIZES[-1]:
        return DrawFormat.ELIMINATION_REPECHAGE
    return chosen

"""The draw of kata by points: the order of the competitors, from which round 1's groups are
dealt (``kata_groups.first_round``: position n to group n mod the number of groups).

Seeds come first, in seed order, so seeds 1 and 2 perform in different groups; then the
clubs, the largest first, each club's competitors one after the other. Dealt like cards,
competitors next to each other go to different groups, so a club's competitors are spread
over the groups as evenly as they can be (a club of k in g groups has at most ceil(k / g) in
a group). Each group's order is then drawn, and the groups are laid back into one order."""

import random

from fedreg_core.draws.kata_groups import deal, group_count
from fedreg_core.draws.model import Entrant


def kata_lines(entrants: list[Entrant], rng: random.Random) -> tuple[int, ...]:
    """The draw's order of ``entrants`` (keys)."""
    shuffled = list(entrants)
    rng.shuffle(shuffled)
    seeded = sorted((e for e in shuffled if e.seed is not None), key=lambda e: e.seed or 0)
    clubs: dict[int | None, list[int]] = {}
    for entrant in shuffled:
        if entrant.seed is None:
            clubs.setdefault(entrant.club, []).append(entrant.key)
    largest_first = sorted(clubs.values(), key=len, reverse=True)
    listed = [e.key for e in seeded] + [key for club in largest_first for key in club]
    groups = [list(group) for group in deal(listed, group_count(len(listed)))]
    for group in groups:
        rng.shuffle(group)
    return tuple(g[place] for place in range(len(groups[0])) for g in groups if place < len(g))

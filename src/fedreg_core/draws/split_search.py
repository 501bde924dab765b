"""The most even split of a section's entrants that still lets round one have its least
number of club bouts.

A split says how many of each club's entrants go to the upper half. Its cost (how unevenly
the clubs are shared) is a sum of convex costs, one per club, under a fixed total: the
cheapest split is reached from any other by moving one entrant up and another down at a
time, each move cheaper, so searching from a cheapest split outwards, cheapest first, meets
every split in order of cost. The first one that fits is the answer; one always exists (a
best placement of the whole section is a split of it).
"""

import heapq
import random
from collections.abc import Callable

from fedreg_core.draws.club_shares import Bracket, ClubShare
from fedreg_core.draws.round_one import least_club_bouts

Split = tuple[int, ...]


def keep_round_one_least(where: Bracket, start: int, half: int, shares: list[ClubShare]) -> None:
    """Moves the shares' ``upper`` counts (a most even split of the section of ``2 * half``
    slots from ``start``) to the most even split that keeps round one's least number of club
    bouts. The entrants alone in their club and with no seed of it here count as one part."""
    mates = [share for share in shares if not share.plain]
    plain = [share for share in shares if share.plain]
    upper_lines, lower_lines = where.lines(start, half), where.lines(start + half, half)

    def bouts(split: Split) -> int:
        upper = {share.club: count for share, count in zip(mates, split, strict=False)}
        lower = {share.club: len(share.members) - upper[share.club] for share in mates}
        return least_club_bouts(upper_lines, upper, split[-1]) + least_club_bouts(
            lower_lines, lower, len(plain) - split[-1]
        )

    split = (*(share.upper for share in mates), sum(share.upper for share in plain))
    most_even = bouts(split)
    if most_even == 0:
        return
    least = least_club_bouts(
        where.lines(start, 2 * half), {s.club: len(s.members) for s in mates}, len(plain)
    )
    if most_even == least:
        return
    sizes = (*(len(share.members) for share in mates), len(plain))
    best = most_even_fitting_split(
        split,
        sizes,
        lambda split: sum(abs(s.balance(count)) for s, count in zip(mates, split, strict=False)),
        lambda split: bouts(split) == least,
        where.rng,
    )
    for share, count in zip(mates, best, strict=False):
        share.upper = count
    where.rng.shuffle(plain)
    for index, share in enumerate(plain):
        share.upper = int(index < best[-1])


def most_even_fitting_split(
    start: Split,
    sizes: Split,
    cost: Callable[[Split], int],
    fits: Callable[[Split], bool],
    rng: random.Random,
) -> Split:
    """The cheapest split that ``fits``, searched from ``start`` (a cheapest split); each
    part ``i`` of a split counts between 0 and ``sizes[i]``. Ties are drawn."""
    seen = {start}
    queue = [(cost(start), rng.random(), start)]
    while queue:
        _cost, _tie, split = heapq.heappop(queue)
        if fits(split):
            return split
        for moved in _moves(split, sizes):
            if moved not in seen:
                seen.add(moved)
                heapq.heappush(queue, (cost(moved), rng.random(), moved))
    return start  # unreachable when ``fits`` can be met: every split is searched


def _moves(split: Split, sizes: Split) -> list[Split]:
    """Every split with one entrant of a part moved up and one of another moved down."""
    moves = []
    for up, count in enumerate(split):
        if count == sizes[up]:
            continue
        for down, other in enumerate(split):
            if down != up and other > 0:
                moved = list(split)
                moved[up] += 1
                moved[down] -= 1
                moves.append(tuple(moved))
    return moves

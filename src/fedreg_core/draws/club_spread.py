"""Club mates as far apart as the bracket allows.

The free slots are filled half by half. At every split round one keeps the least number of
club bouts the seeds, the byes and the clubs allow (``round_one``, ``split_search``); within
that, each club's entrants (counting the seeds already placed in that section) go as evenly
as the free slots allow to the two halves, so with no seeds a club of ``k`` in a bracket of
``2**r`` slots has at most one entrant per section of ``2**r / 2**ceil(log2 k)`` slots. Who
goes where within those bounds is drawn."""

import heapq
import random
from collections.abc import Sequence

from fedreg_core.draws.club_shares import Bracket, ClubShare, shares_of
from fedreg_core.draws.model import Entrant
from fedreg_core.draws.split_search import keep_round_one_least


def spread_clubs(
    free: frozenset[int],
    fixed: dict[int, Entrant],
    entrants: Sequence[Entrant],
    size: int,
    rng: random.Random,
) -> dict[int, Entrant]:
    """A slot for every entrant among the ``free`` slots of a bracket of ``size``, given the
    entrants already ``fixed`` in their slots (the seeds)."""
    placed: dict[int, Entrant] = {}
    free_before = [0]
    for slot in range(size):
        free_before.append(free_before[-1] + (slot in free))
    _place(Bracket(free_before, fixed, rng), 0, size, list(entrants), placed)
    return placed


def _place(
    where: Bracket, start: int, size: int, entrants: list[Entrant], placed: dict[int, Entrant]
) -> None:
    if not entrants:
        return
    if size == 1:
        placed[start] = entrants[0]
        return
    half = size // 2
    upper, lower = _split(where, start, half, entrants)
    _place(where, start, half, upper, placed)
    _place(where, start + half, half, lower, placed)


def _split(
    where: Bracket, start: int, half: int, entrants: list[Entrant]
) -> tuple[list[Entrant], list[Entrant]]:
    upper_free = where.free_in(start, half)
    shares = shares_of(where, start, half, entrants)
    if all(share.plain for share in shares):
        # No club mates and no seeded club here: any split is as good, so it is drawn.
        where.rng.shuffle(entrants)
        return entrants[:upper_free], entrants[upper_free:]
    for share in shares:
        share.upper = max(
            0, min(len(share.members), (len(share.members) - share.fixed_balance) // 2)
        )
    _move(shares, upper_free - sum(share.upper for share in shares), where.rng)
    if half > 1:
        keep_round_one_least(where, start, half, shares)
    upper: list[Entrant] = []
    lower: list[Entrant] = []
    for share in shares:
        where.rng.shuffle(share.members)
        upper += share.members[: share.upper]
        lower += share.members[share.upper :]
    return upper, lower


def _move(shares: list[ClubShare], moves: int, rng: random.Random) -> None:
    """Moves ``moves`` entrants up (or ``-moves`` down), one at a time from the club it
    unbalances least (a club's cost only grows with each move), ties drawn."""
    step = 1 if moves > 0 else -1
    queue: list[tuple[int, float, int]] = []

    def offer(index: int) -> None:
        share = shares[index]
        if 0 <= share.upper + step <= len(share.members):
            cost = abs(share.balance(share.upper + step)) - abs(share.balance(share.upper))
            heapq.heappush(queue, (cost, rng.random(), index))

    for index in range(len(shares)):
        offer(index)
    for _ in range(abs(moves)):
        _cost, _tie, index = heapq.heappop(queue)
        shares[index].upper += step
        offer(index)

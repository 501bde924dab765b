"""Club mates as far apart as the bracket allows.

The free slots are filled half by half: at every split each club's entrants (counting the
seeds already placed in that section) go as evenly as the free slots allow to the two halves,
so a club of ``k`` in a bracket of ``2**r`` slots has at most one entrant per section of
``2**r / 2**ceil(log2 k)`` slots. Who goes where within those bounds is drawn."""

import heapq
import random
from collections import defaultdict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from fedreg_core.draws.model import Entrant


@dataclass(slots=True)
class _ClubShare:
    """One club's entrants to place in a section, and how many go to its upper half."""

    members: list[Entrant]
    fixed_balance: int
    upper: int = 0

    def balance(self, upper: int) -> int:
        """Upper minus lower count of the club (seeds included) if ``upper`` go up."""
        return self.fixed_balance + upper - (len(self.members) - upper)


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
    _place(_Section(free_before, fixed, rng), 0, size, list(entrants), placed)
    return placed


@dataclass(frozen=True, slots=True)
class _Section:
    free_before: list[int]
    """How many free slots come before each slot (and before the end)."""
    fixed: dict[int, Entrant]
    rng: random.Random


def _place(
    where: _Section, start: int, size: int, entrants: list[Entrant], placed: dict[int, Entrant]
) -> None:
    if not entrants:
        return
    if size == 1:
        placed[start] = entrants[0]
        return
    half = size // 2
    upper_free = where.free_before[start + half] - where.free_before[start]
    upper, lower = _split(where, start, half, entrants, upper_free)
    _place(where, start, half, upper, placed)
    _place(where, start + half, half, lower, placed)


def _split(
    where: _Section, start: int, half: int, entrants: list[Entrant], upper_free: int
) -> tuple[list[Entrant], list[Entrant]]:
    shares = _shares(where, start, half, entrants)
    if all(len(share.members) == 1 and not share.fixed_balance for share in shares):
        # No club mates and no seeded club here: any split is as good, so it is drawn.
        where.rng.shuffle(entrants)
        return entrants[:upper_free], entrants[upper_free:]
    for share in shares:
        share.upper = max(
            0, min(len(share.members), (len(share.members) - share.fixed_balance) // 2)
        )
    _move(shares, upper_free - sum(share.upper for share in shares), where.rng)
    upper: list[Entrant] = []
    lower: list[Entrant] = []
    for share in shares:
        where.rng.shuffle(share.members)
        upper += share.members[: share.upper]
        lower += share.members[share.upper :]
    return upper, lower


def _shares(where: _Section, start: int, half: int, entrants: list[Entrant]) -> list[_ClubShare]:
    members: dict[Hashable, list[Entrant]] = defaultdict(list)
    for entrant in entrants:
        members[_club_of(entrant)].append(entrant)
    balance: dict[Hashable, int] = defaultdict(int)
    for slot, seeded in where.fixed.items():
        if start <= slot < start + 2 * half:
            balance[_club_of(seeded)] += 1 if slot < start + half else -1
    return [_ClubShare(group, balance[club]) for club, group in members.items()]


def _club_of(entrant: Entrant) -> Hashable:
    return ("club", entrant.club) if entrant.club is not None else ("alone", entrant.key)


def _move(shares: list[_ClubShare], moves: int, rng: random.Random) -> None:
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

"""A bracket being filled, and each club's share of the entrants of one of its sections."""

import random
from collections import defaultdict
from collections.abc import Hashable
from dataclasses import dataclass

from fedreg_core.draws.model import Entrant
from fedreg_core.draws.round_one import FreeLines, free_lines


def club_of(entrant: Entrant) -> Hashable:
    """What keeps club mates together: the club, or the entrant alone when it has none."""
    return ("club", entrant.club) if entrant.club is not None else ("alone", entrant.key)


@dataclass(frozen=True, slots=True)
class Bracket:
    """The slots being filled: which are free, which hold a seed, and the draw's chance."""

    free_before: list[int]
    """How many free slots come before each slot (and before the end)."""
    fixed: dict[int, Entrant]
    rng: random.Random

    def free_in(self, start: int, size: int) -> int:
        """How many of the ``size`` slots from ``start`` are free."""
        return self.free_before[start + size] - self.free_before[start]

    def lines(self, start: int, size: int) -> FreeLines:
        """The free lines of the ``size`` slots from ``start`` as round one sees them."""
        return free_lines(start, size, lambda slot: self.free_in(slot, 1) == 1, self.fixed, club_of)


@dataclass(slots=True)
class ClubShare:
    """One club's entrants to place in a section, and how many go to its upper half."""

    members: list[Entrant]
    fixed_balance: int
    """Seeds of the club in the upper half minus those in the lower half."""
    club: Hashable
    seeded_here: bool
    """The club has a seed in the section."""
    upper: int = 0

    def balance(self, upper: int) -> int:
        """Upper minus lower count of the club (seeds included) if ``upper`` go up."""
        return self.fixed_balance + upper - (len(self.members) - upper)

    @property
    def plain(self) -> bool:
        """One entrant of a club with no mate and no seed in the section: like any other."""
        return len(self.members) == 1 and not self.seeded_here


def shares_of(bracket: Bracket, start: int, half: int, entrants: list[Entrant]) -> list[ClubShare]:
    """Every club's share of ``entrants``, placed in the section of ``2 * half`` slots from
    ``start``, with the balance of the club's seeds there."""
    members: dict[Hashable, list[Entrant]] = defaultdict(list)
    for entrant in entrants:
        members[club_of(entrant)].append(entrant)
    balance: dict[Hashable, int] = defaultdict(int)
    for slot, seeded in bracket.fixed.items():
        if start <= slot < start + 2 * half:
            balance[club_of(seeded)] += 1 if slot < start + half else -1
    return [
        ClubShare(group, balance[club], club, club in balance) for club, group in members.items()
    ]

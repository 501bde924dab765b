"""Round one's club bouts: the least number a section's free lines must hold.

A free line faces a bye (or a seed of no club): anyone fits there; or a seed of a club:
anyone but a club mate of the seed fits; or another free line: two entrants of different
clubs fit. Entrants of the same club are alike here, so only the count of each club matters.

The least number of round-one bouts between club mates is the number of entrants minus the
most of them that can be placed with no club mate in front of them: a maximum flow from the
clubs to the kinds of free line (a bout of two free lines takes at most one entrant of each
club with no club bout). The flow's value is its minimum cut, found by trying every set of
line kinds (a bye kind, up to four seed kinds, the paired kind: at most 64 sets).
"""

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from itertools import compress, product

from fedreg_core.draws.model import Entrant


@dataclass(frozen=True, slots=True)
class FreeLines:
    """The free lines of a section by what they face in round one."""

    facing_bye: int = 0
    facing_seed: dict[Hashable, int] = field(default_factory=dict)
    """Free lines facing a seed, by the seed's club."""
    paired: int = 0
    """Bouts of two free lines."""


def free_lines(
    start: int,
    size: int,
    is_free: Callable[[int], bool],
    fixed: Mapping[int, Entrant],
    club_of: Callable[[Entrant], Hashable],
) -> FreeLines:
    """The free lines of the ``size`` slots from ``start`` (``size`` even: whole bouts)."""
    facing_bye, paired = 0, 0
    facing_seed: dict[Hashable, int] = {}
    for top in range(start, start + size, 2):
        frees = [slot for slot in (top, top + 1) if is_free(slot)]
        if len(frees) == 2:
            paired += 1
        elif frees:
            partner = fixed.get(frees[0] ^ 1)
            if partner is None:
                facing_bye += 1
            else:
                club = club_of(partner)
                facing_seed[club] = facing_seed.get(club, 0) + 1
    return FreeLines(facing_bye, facing_seed, paired)


@dataclass(frozen=True, slots=True)
class _Kind:
    capacity: int
    seed_club: Hashable | None = None
    """The club of the seed these lines face; ``None`` for byes."""
    paired: bool = False


def least_club_bouts(lines: FreeLines, clubs: Mapping[Hashable, int], others: int) -> int:
    """The least number of round-one club bouts when ``clubs[c]`` entrants of every club
    ``c`` and ``others`` entrants with no club mate and no seed of their club in the section
    fill ``lines``."""
    if all(count <= 1 for count in clubs.values()) and not clubs.keys() & lines.facing_seed:
        return 0  # no club mates here and no seed of their clubs: nobody can meet a mate
    kinds = [
        _Kind(lines.facing_bye),
        *(_Kind(count, club) for club, count in lines.facing_seed.items()),
        _Kind(2 * lines.paired, paired=True),
    ]
    kinds = [kind for kind in kinds if kind.capacity > 0]
    entrants = sum(clubs.values()) + others
    if not kinds:
        return 0
    most_apart = min(
        _cut(kinds, mask, lines.paired, clubs, others)
        for mask in product((False, True), repeat=len(kinds))
    )
    return entrants - most_apart


def _cut(
    kinds: list[_Kind],
    mask: tuple[bool, ...],
    pairs: int,
    clubs: Mapping[Hashable, int],
    others: int,
) -> int:
    """The cut that severs the kinds the ``mask`` leaves out and every club's way to the
    kinds it keeps."""
    kept = list(compress(kinds, mask))
    severed = sum(kind.capacity for kind, keep in zip(kinds, mask, strict=True) if not keep)
    for club, count in clubs.items():
        if any(not kind.paired and kind.seed_club != club for kind in kept):
            severed += count
        elif kept:  # only the paired kind, or seeds of its own club and the paired kind
            severed += min(count, pairs) if any(kind.paired for kind in kept) else 0
    return severed + (others if kept else 0)

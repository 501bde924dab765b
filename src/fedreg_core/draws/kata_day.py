"""Kata by points on the day: the performances a table recorded, kept by (round, competitor),
played through ``kata_points.play``; who performs in a round; and what a changed score takes
with it.

Rounds are numbered 1.. for the rounds of groups, and the medal bouts are the round after the
last of them (``medal_round``): how many rounds of groups a draw has follows from its size
alone. A tie that decides something (``TieError``) does not stop the reading: the draw stands
as far as the round before it, and ``tied`` names the level competitors, who perform again.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from fedreg_core.draws.kata_groups import ADVANCING, deal, group_count
from fedreg_core.draws.kata_points import KataScore, KataState, Scores, TieError, play
from fedreg_core.draws.played import PlayedGroup

Performance = tuple[int, int]
"""(round, competitor's key) of a performance."""


@dataclass(frozen=True, slots=True)
class KataRecord:
    """A performance as the table recorded it: ``total`` in hundredths of a point, the
    ``tie_break`` when given, and its ``version`` (1 for the first score, one more at each
    change: two tables recording at once cannot both win)."""

    total: int
    tie_break: int | None = None
    version: int = 1


Recorded = Mapping[Performance, KataRecord]


def _group_sizes(count: int) -> list[list[int]]:
    """The sizes of each round's groups in a draw of ``count`` competitors (none for a lone
    one): they follow from the size alone."""
    if count < 2:
        return []
    rounds = []
    while True:
        sizes = [len(group) for group in deal(range(count), group_count(count))]
        rounds.append(sizes)
        if len(sizes) <= 2:
            return rounds
        count = sum(min(ADVANCING, size) for size in sizes)


def rounds_of_groups(count: int) -> int:
    """How many rounds of groups a draw of ``count`` competitors has (0 for a lone one)."""
    return len(_group_sizes(count))


def performances(count: int) -> int:
    """How many times competitors perform in a draw of ``count``: everyone in each round of
    groups, then both in each medal bout with two (a 2nd with no 3rd to meet does not)."""
    rounds = _group_sizes(count)
    total = sum(sum(sizes) for sizes in rounds)
    if rounds and len(rounds[-1]) == 2:
        a, b = rounds[-1]
        total += 2 + 2 * (b > 2) + 2 * (a > 2)
    return total


def medal_round(count: int) -> int | None:
    """The round number of the medal bouts, ``None`` for a draw without them (under 4)."""
    return rounds_of_groups(count) + 1 if count >= ADVANCING else None


@dataclass(frozen=True, slots=True)
class KataStanding:
    """The draw as far as its scores take it; ``tied``: the competitors level where it
    decides something, empty when none are; ``rounds_of_groups`` how many the draw has."""

    state: KataState
    tied: tuple[int, ...]
    medal_round: int | None
    rounds_of_groups: int

    @property
    def complete(self) -> bool:
        """Everyone has performed and nobody is left level: the placings are final."""
        return not self.state.to_perform and not self.tied


def _scores(keys: tuple[int, ...], recorded: Recorded) -> tuple[list[dict[int, KataScore]], Scores]:
    rounds: list[dict[int, KataScore]] = [{} for _ in range(rounds_of_groups(len(keys)))]
    bouts: dict[int, KataScore] = {}
    medals = medal_round(len(keys))
    for (number, key), record in recorded.items():
        score = KataScore(record.total, record.tie_break)
        if number == medals:
            bouts[key] = score
        else:
            rounds[number - 1][key] = score
    return rounds, bouts


def standing(keys: tuple[int, ...], recorded: Recorded) -> KataStanding:
    """The draw of ``keys`` (in the draw's order) with the performances ``recorded``; those
    that do not stand (``settle``: e.g. stored by a table that had not seen a correction)
    are left out."""
    return _standing(keys, settle(keys, recorded)[0])


def _standing(keys: tuple[int, ...], recorded: Recorded) -> KataStanding:
    """``standing`` of performances that all stand (``settle``'s)."""
    rounds, bouts = _scores(keys, recorded)
    medals = medal_round(len(keys))
    try:
        return KataStanding(play(keys, rounds, bouts), (), medals, len(rounds))
    except TieError as tie:
        tied = tie.keys
    for reached in range(len(rounds), -1, -1):
        try:
            return KataStanding(play(keys, rounds[:reached], {}), tied, medals, len(rounds))
        except TieError:
            continue
    raise AssertionError("a draw without scores has no tie")


def performers(found: KataStanding, number: int) -> frozenset[int]:
    """Who performs in round ``number`` as the draw stands: everyone in its groups once it
    is reached, the medal bouts' fighters once they are known; nobody before."""
    state = found.state
    if 1 <= number <= len(state.rounds):
        return frozenset(key for group in state.rounds[number - 1] for key in group.keys)
    if number == found.medal_round:
        return frozenset(
            k for b in state.medal_bouts if b.blue is not None for k in (b.red, b.blue)
        )
    return frozenset()


def settle(
    keys: tuple[int, ...], recorded: Recorded
) -> tuple[dict[Performance, KataRecord], tuple[Performance, ...]]:
    """The performances of ``recorded`` that stand, round by round, and those that do not
    (``reset``): of a round not reached, or of someone no longer in it."""
    kept: dict[Performance, KataRecord] = {}
    last = medal_round(len(keys)) or rounds_of_groups(len(keys))
    for number in range(1, last + 1):
        performing = performers(_standing(keys, kept), number)
        kept |= {p: r for p, r in recorded.items() if p[0] == number and p[1] in performing}
    reset = tuple(sorted(p for p in recorded if p not in kept))
    return kept, reset


def kata_played(found: KataStanding) -> PlayedGroup:
    """The draw as a group on the day is read: no bouts, its placings so far."""
    return PlayedGroup((), found.state.placings, (), found.complete)

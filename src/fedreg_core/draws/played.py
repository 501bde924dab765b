"""A drawn group as it stands on the day: its bouts with the results recorded so far, the
placings they give, and what a changed result takes with it.

A result is kept by its bout, (round, index), as ``results`` numbers them: an elimination's
bracket rounds 1.. and the repechage steps after the final, a round robin's bouts all in
round 1 in fighting order. ``play`` builds the group from the drawn lines and the results;
``record`` checks a new or changed result against the bouts before it and lists the later
bouts whose fighters it changes: their results no longer stand and are reset.
"""

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from fedreg_core.domain.enums import BoutEnding, DrawFormat
from fedreg_core.draws.results import (
    BoutNotReady,
    NotAFighter,
    Placing,
    PlayedBout,
    ResultError,
    Score,
    Standing,
    bracket,
    placings,
    repechage,
    standings,
)
from fedreg_core.draws.round_robin import round_robin_bouts

BoutKey = tuple[int, int]
"""(round, index) of a bout."""


@dataclass(frozen=True, slots=True)
class RecordedResult:
    """A bout's result as the table recorded it: the winner's key, how the bout ended, the
    points each side scored when given, and the bout's ``version`` (1 for the first result,
    one more at each change: two tables recording at once cannot both win)."""

    winner: int
    ending: BoutEnding = BoutEnding.POINTS
    red_points: int | None = None
    blue_points: int | None = None
    version: int = 1


@dataclass(frozen=True, slots=True)
class GroupBout:
    round: int
    index: int
    red: int | None
    blue: int | None
    winner: int | None
    """Recorded, or a bye's fighter; ``None`` while undecided."""
    result: RecordedResult | None


@dataclass(frozen=True, slots=True)
class PlayedGroup:
    bouts: tuple[GroupBout, ...]
    placings: tuple[Placing, ...]
    """Known so far (a round robin's once every bout is decided)."""
    standings: tuple[Standing, ...]
    """A round robin's table so far; empty for an elimination."""
    complete: bool
    """Every bout decided: the placings are final."""


Results = Mapping[BoutKey, RecordedResult]


def _elimination_bouts(
    draw_format: DrawFormat, lines: tuple[int | None, ...], winners: Mapping[BoutKey, int]
) -> list[PlayedBout]:
    bouts = bracket(lines, winners)
    if draw_format is DrawFormat.ELIMINATION_REPECHAGE and len(lines) >= 4:
        bouts += repechage(bouts, max(b.round for b in bouts), winners)
    return bouts


def play(
    draw_format: DrawFormat,
    lines: tuple[int | None, ...],
    results: Results,
    withdrawn: Collection[int] = (),
) -> PlayedGroup:
    """The group with ``results``; ``ResultError`` for a result of a bout that does not exist
    or has not both fighters, or whose winner does not fight it.

    An entrant ``withdrawn`` (gone from the group when the admin confirmed the draw) still
    stands on its line: a bout of it with no result is won by the other as a walkover
    (``NO_SHOW``, version 0: nothing is stored), a recorded result wins over that, and it
    takes no place. A bout of two withdrawn entrants waits for a result."""
    if not withdrawn:
        return _played(draw_format, lines, results)
    walkovers: dict[BoutKey, RecordedResult] = {}
    held: set[BoutKey] = set()  # results of bouts whose fighters wait for a walkover
    while True:
        decided = walkovers | {k: r for k, r in results.items() if k not in held}
        try:
            group = _played(draw_format, lines, decided)
        except BoutNotReady as error:
            if error.bout not in results or error.bout in held:
                raise
            held.add(error.bout)
            continue
        found = {
            (b.round, b.index): RecordedResult(other, BoutEnding.NO_SHOW, version=0)
            for b in group.bouts
            if b.winner is None and (other := _walkover(b, withdrawn)) is not None
        }
        if not found:
            break
        walkovers |= found
        held.clear()
    if held:  # never ready: the error as the full results give it
        group = _played(draw_format, lines, walkovers | dict(results))
    placed = tuple(p for p in group.placings if p.key not in withdrawn)
    return PlayedGroup(group.bouts, placed, group.standings, group.complete)


def _walkover(bout: GroupBout, withdrawn: Collection[int]) -> int | None:
    """The fighter who wins ``bout`` because the other withdrew, if one of them did."""
    if bout.red is None or bout.blue is None:
        return None
    gone = (bout.red in withdrawn, bout.blue in withdrawn)
    return {(False, True): bout.red, (True, False): bout.blue}.get(gone)


def _played(
    draw_format: DrawFormat, lines: tuple[int | None, ...], results: Results
) -> PlayedGroup:
    winners = {key: result.winner for key, result in results.items()}
    if draw_format is DrawFormat.ROUND_ROBIN:
        drawn = round_robin_bouts(lines)
        bouts = [PlayedBout(1, b.index, b.red, b.blue, winners.get((1, b.index))) for b in drawn]
    else:
        bouts = _elimination_bouts(draw_format, lines, winners)
    known = {(b.round, b.index) for b in bouts}
    for key in results:
        if key not in known:
            raise BoutNotReady(f"bout {key[0]}/{key[1]} has no two fighters yet", key)
    played = tuple(
        GroupBout(b.round, b.index, b.red, b.blue, b.winner, results.get((b.round, b.index)))
        for b in bouts
    )
    complete = all(b.winner is not None for b in played)
    if draw_format is not DrawFormat.ROUND_ROBIN:
        return PlayedGroup(played, tuple(placings(draw_format, lines, winners)), (), complete)
    table = _standings(played, results, lines)
    placed = tuple(Placing(s.key, n) for n, s in enumerate(table, 1)) if complete else ()
    return PlayedGroup(played, placed, tuple(table), complete)


def _standings(
    bouts: tuple[GroupBout, ...], results: Results, lines: tuple[int | None, ...]
) -> list[Standing]:
    pairs = [(b.red, b.blue) for b in bouts if b.red is not None and b.blue is not None]
    scores = {
        index: Score(r.winner, r.red_points or 0, r.blue_points or 0)
        for (_round, index), r in results.items()
    }
    return standings(pairs, scores, tuple(key for key in lines if key is not None))


def fighters(group: PlayedGroup, key: BoutKey) -> tuple[int, int]:
    """The two fighters of bout ``key``; ``ResultError`` while they are not both known."""
    for bout in group.bouts:
        if (bout.round, bout.index) == key and bout.red is not None and bout.blue is not None:
            return bout.red, bout.blue
    raise BoutNotReady(f"bout {key[0]}/{key[1]} has no two fighters yet", key)


@dataclass(frozen=True, slots=True)
class Recorded:
    """``record``'s answer: the results that stand, the bouts whose results were reset, and
    the group played with them."""

    results: dict[BoutKey, RecordedResult]
    reset: tuple[BoutKey, ...]
    group: PlayedGroup


def record(
    draw_format: DrawFormat,
    lines: tuple[int | None, ...],
    results: Results,
    key: BoutKey,
    result: RecordedResult | None,
    withdrawn: Collection[int] = (),
) -> Recorded:
    """``results`` with bout ``key``'s result set to ``result`` (``None``: cleared). The
    winner must fight the bout as the bouts before it stand (``ResultError`` otherwise); a
    later bout whose fighters this changes loses its result, and so on down the bracket;
    ``withdrawn`` as ``play`` takes it."""
    before = play(draw_format, lines, results, withdrawn)
    if result is not None and result.winner not in fighters(before, key):
        raise NotAFighter(f"{result.winner} does not fight bout {key[0]}/{key[1]}", key)
    was = {(b.round, b.index): (b.red, b.blue) for b in before.bouts}
    kept = {k: r for k, r in results.items() if k != key}
    if result is not None:
        kept[key] = result
    reset: list[BoutKey] = []
    while True:
        try:
            now = play(draw_format, lines, kept, withdrawn)
        except ResultError as error:
            del kept[error.bout]
            reset.append(error.bout)
            continue
        moved = [
            (b.round, b.index)
            for b in now.bouts
            if (b.round, b.index) in kept
            and (b.round, b.index) != key
            and was.get((b.round, b.index)) != (b.red, b.blue)
        ]
        if not moved:
            return Recorded(kept, tuple(sorted(reset)), now)
        for bout in moved:
            del kept[bout]
        reset += moved

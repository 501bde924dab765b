"""A drawn group played through: each bout's winner as recorded, the bracket filled from
them, the repechage as WKF runs it, and the placings; pure functions over the drawn lines and
the recorded winners.

Elimination: round 1 is the drawn lines; a bout of round 1 with one fighter (a bye) is won by
that fighter without a result; the winner of bout ``i`` of a round goes to bout ``i // 2`` of
the next, red when ``i`` is even. The last round is the final.

Repechage (``ELIMINATION_REPECHAGE``): once both finalists are known, the fighters each
finalist beat enter that finalist's side in round order: the one beaten in round 1 meets the
one beaten in round 2, the winner meets the one beaten in round 3, and so on up to the one
beaten in the semi-final; the winner of each side's last bout takes a bronze. A finalist that
beat nobody in a round (a bye) leaves that step out. ``ELIMINATION_TWO_BRONZES`` gives both
losing semi-finalists a bronze.

Placings: 1 the final's winner, 2 its loser, 3 the bronzes; with repechage 5 for the losers of
the bronze bouts and 7 for the losers one step before; without, 5 for the losers of the
quarter-finals.

Round robin: the table by wins, then points scored, then the bouts among those still level.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from fedreg_core.draws.lines import rounds_in
from fedreg_core.draws.model import DrawFormat

Results = Mapping[tuple[int, int], int]
"""The winner's key of every bout decided, by (round, index)."""


@dataclass(frozen=True, slots=True)
class PlayedBout:
    round: int
    index: int
    red: int | None
    blue: int | None
    winner: int | None
    """None while the bout is not decided (or has no fighters yet)."""

    @property
    def loser(self) -> int | None:
        if self.winner is None or self.red is None or self.blue is None:
            return None
        return self.blue if self.winner == self.red else self.red


class ResultError(ValueError):
    """A result for a bout whose fighters are not both known, or a winner who is neither;
    ``bout`` is its (round, index)."""

    def __init__(self, message: str, bout: tuple[int, int]) -> None:
        super().__init__(message)
        self.bout = bout


class BoutNotReady(ResultError):
    """A result for a bout that does not exist, or whose two fighters are not known yet."""


class NotAFighter(ResultError):
    """A winner who does not fight the bout."""


def _decided(
    round_: int, index: int, red: int | None, blue: int | None, results: Results
) -> PlayedBout:
    winner = results.get((round_, index))
    if winner is not None:
        if red is None or blue is None:
            raise BoutNotReady(f"bout {round_}/{index} has no two fighters yet", (round_, index))
        if winner not in (red, blue):
            raise NotAFighter(f"{winner} does not fight bout {round_}/{index}", (round_, index))
    elif round_ == 1 and (red is None) != (blue is None):
        winner = red if red is not None else blue  # a bye
    return PlayedBout(round_, index, red, blue, winner)


def bracket(lines: tuple[int | None, ...], results: Results) -> list[PlayedBout]:
    """Every bout of the elimination bracket, round by round, with what is known of it."""
    played = [
        _decided(1, index, lines[2 * index], lines[2 * index + 1], results)
        for index in range(len(lines) // 2)
    ]
    previous = played
    for round_ in range(2, rounds_in(len(lines)) + 1):
        current = [
            _decided(round_, i, previous[2 * i].winner, previous[2 * i + 1].winner, results)
            for i in range(len(previous) // 2)
        ]
        played += current
        previous = current
    return played


def beaten_by(bouts: list[PlayedBout], fighter: int, before: int) -> list[tuple[int, int]]:
    """(round, key) of those ``fighter`` beat in the rounds before ``before``, in round
    order (a bye beats nobody)."""
    return [
        (bout.round, bout.loser)
        for bout in sorted(bouts, key=lambda b: b.round)
        if bout.round < before and bout.winner == fighter and bout.loser is not None
    ]


def repechage(bouts: list[PlayedBout], rounds: int, results: Results) -> list[PlayedBout]:
    """Each finalist's repechage side, once the final's two fighters are known: bouts of
    round ``rounds + step``, ``index`` 0 for the red finalist's side and 1 for the blue's."""
    final = next((b for b in bouts if b.round == rounds), None)
    if final is None or final.red is None or final.blue is None:
        return []
    played = []
    for side, finalist in enumerate((final.red, final.blue)):
        beaten = beaten_by(bouts, finalist, before=rounds)
        if not beaten:
            continue
        holder: int | None = beaten[0][1]
        for lost_in, challenger in beaten[1:]:
            # the one beaten in round r enters at step r - 1: the bronze bout is always the
            # last step, whatever byes shortened the side
            bout = _decided(rounds + lost_in - 1, side, holder, challenger, results)
            played.append(bout)
            holder = bout.winner
    return played


@dataclass(frozen=True, slots=True)
class Placing:
    key: int
    place: int


def placings(
    draw_format: DrawFormat, lines: tuple[int | None, ...], results: Results
) -> list[Placing]:
    """The places known so far, best first (1, 2, 3, 3, 5, 5, 7, 7 as the format gives them)."""
    entrants = [key for key in lines if key is not None]
    if len(entrants) == 1:
        return [Placing(entrants[0], 1)]
    rounds = rounds_in(len(lines))
    bouts = bracket(lines, results)
    by_round = {r: [b for b in bouts if b.round == r] for r in range(1, rounds + 1)}
    final = by_round[rounds][0]
    found: list[Placing] = []
    if final.winner is not None and final.loser is not None:
        found += [Placing(final.winner, 1), Placing(final.loser, 2)]
    if draw_format is DrawFormat.ELIMINATION_REPECHAGE and rounds >= 2:
        sides = repechage(bouts, rounds, results)
        for side in (0, 1):
            chain = [b for b in sides if b.index == side]
            if not chain:
                semi_loser = _semi_loser(by_round, rounds, side)
                if semi_loser is not None:
                    found.append(Placing(semi_loser, 3))
                continue
            if chain[-1].winner is not None:
                found.append(Placing(chain[-1].winner, 3))
                if chain[-1].loser is not None:
                    found.append(Placing(chain[-1].loser, 5))
            if len(chain) >= 2 and chain[-2].loser is not None:
                found.append(Placing(chain[-2].loser, 7))
    elif rounds >= 2:
        found += [Placing(b.loser, 3) for b in by_round[rounds - 1] if b.loser is not None]
        if rounds >= 3:
            found += [Placing(b.loser, 5) for b in by_round[rounds - 2] if b.loser is not None]
    return sorted(found, key=lambda p: p.place)


def _semi_loser(by_round: dict[int, list[PlayedBout]], rounds: int, side: int) -> int | None:
    semi = by_round[rounds - 1][side] if rounds >= 2 else None
    return semi.loser if semi is not None else None


@dataclass(frozen=True, slots=True)
class Score:
    """A decided bout's winner and, optionally, the points each side scored."""

    winner: int
    red_points: int = 0
    blue_points: int = 0


@dataclass(frozen=True, slots=True)
class Standing:
    key: int
    wins: int
    points: int
    """Points scored in all its bouts."""


def standings(
    bouts: list[tuple[int, int]], scores: Mapping[int, Score], keys: tuple[int, ...]
) -> list[Standing]:
    """A round robin's table: by wins, then points scored, then the bouts among those still
    level (wins between them); still level after that, in the draw's order.
    ``bouts`` are (red, blue) in fighting order, ``scores`` by the bout's index."""
    wins = dict.fromkeys(keys, 0)
    points = dict.fromkeys(keys, 0)
    beat: set[tuple[int, int]] = set()
    for index, (red, blue) in enumerate(bouts):
        score = scores.get(index)
        if score is None:
            continue
        if score.winner not in (red, blue):
            raise NotAFighter(f"{score.winner} does not fight bout {index}", (1, index))
        loser = blue if score.winner == red else red
        wins[score.winner] += 1
        points[red] += score.red_points
        points[blue] += score.blue_points
        beat.add((score.winner, loser))
    level: dict[tuple[int, int], list[int]] = {}
    for key in keys:
        level.setdefault((wins[key], points[key]), []).append(key)

    def between(key: int) -> int:
        tied = level[(wins[key], points[key])]
        return sum((key, other) in beat for other in tied)

    order = sorted(keys, key=lambda k: (-wins[k], -points[k], -between(k), keys.index(k)))
    return [Standing(key, wins[key], points[key]) for key in order]

"""Kata by points as WKF runs it (Kata Competition Rules since 2023/24), played through from
the scores the table records: pure functions, the same scores always giving the same state.

Groups. The competitors, in the draw's order, are dealt over ceil(N / 8) groups like cards
(the one at position n goes to group n mod the number of groups), and there are at least 2
groups once there are 4 or more competitors. So no group holds more than 8, groups differ by
at most one, and competitors next to each other in the draw (e.g. club mates kept apart by
it) land in different groups. A group's order is the order it was dealt in; the director
chooses the order of performing.

Rounds. In a round everyone in a group performs once. The table records the final score in
hundredths of a point (4230 for 42.30, the judges' scores already summed) and, if it has
one, a tie-break score (e.g. the technical-performance sub-score, higher winning). The group
is ranked by score, then tie-break; the tie-break counts only when everyone on that score has
one. The best 4 of each group go on: the 1sts of all groups (group A first), then the 2nds,
3rds and 4ths, dealt over the next round's ceil(n / 8) groups, at least 2. So group winners
are spread over the next round's groups. Rounds go on until a round has 2 groups: the final
round of groups (at most 16 competitors).

Medal bouts. After the final round of groups, the FINAL is 1st of group A (red) against 1st
of group B (blue), and the two BRONZE bouts are 2nd of A against 3rd of B and 2nd of B
against 3rd of A. Both perform once and the higher score wins (then the tie-break). When a
group of 2 has no 3rd, the other group's 2nd takes bronze without performing.

Small draws. 1 competitor: 1st without performing. 2 or 3: one group, one round, places by
rank (1, 2, 3). 4 to 16: the final round of groups straight away.

Ties. A tie that the tie-break does not settle is refused (``TieError``, naming the
competitors) where it decides something: between 4th and 5th of a group before the final
round of groups, among the first 4 of a group in the final round of groups, anywhere in a
single group of 2 or 3, and in a medal bout. The table has them perform again and records
the scores that part them. Anywhere else the tie stands: the tied share a rank in the group
and a place (when 1st and 2nd of an earlier round are level, the group's order lists them for
the next round).

Placings. 1 the final's winner, 2 its loser, 3 and 3 the bronze bouts' winners, 5 and 5
their losers. Then the others of the final round of groups by rank in group: the 4ths of both
groups 7 and 7, the 5ths 9 and 9, and so on. Then those out in earlier rounds, later rounds
first, by rank in group, the same rank in groups of the same round sharing a place. A place
is always 1 + how many did better, so shared places skip the places after them (1, 2, 3, 3,
5, 5, 7, 7, 9, 9, ... or 17, 17, 17, 20 for three 5ths).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import count

from fedreg_core.draws.kata_groups import (
    ADVANCING,
    Group,
    KataError,
    KataScore,
    Pair,
    Ranked,
    Scores,
    TieError,
    advancing,
    check_known,
    first_round,
    medal_bouts,
    next_round,
    pairs_of,
    parting_positions,
    rank_group,
)
from fedreg_core.draws.results import Placing

__all__ = [
    "Group",
    "KataError",
    "KataScore",
    "KataState",
    "MedalBout",
    "Pair",
    "PlayedGroup",
    "Ranked",
    "Scores",
    "TieError",
    "first_round",
    "medal_bouts",
    "next_round",
    "play",
]


@dataclass(frozen=True, slots=True)
class PlayedGroup:
    keys: Group
    ranking: tuple[Ranked, ...]
    """Best first, once everyone in the group has performed; empty until then."""


@dataclass(frozen=True, slots=True)
class MedalBout:
    red: int
    blue: int | None
    """``None``: nobody to meet, red wins without performing."""
    winner: int | None
    """``None`` while either has still to perform."""

    @property
    def loser(self) -> int | None:
        if self.winner is None or self.blue is None:
            return None
        return self.blue if self.winner == self.red else self.red


@dataclass(frozen=True, slots=True)
class KataState:
    """A draw as far as it is played: ``rounds`` of groups, round 1 first; ``medal_bouts``
    (final, bronze A, bronze B) once the final round of groups is ranked; ``to_perform``
    those with a performance due now (in the open round, or in the medal bouts in their
    order), empty once all is done; ``placings`` known so far, best first."""

    rounds: tuple[tuple[PlayedGroup, ...], ...]
    medal_bouts: tuple[MedalBout, ...]
    to_perform: tuple[int, ...]
    placings: tuple[Placing, ...]


def play(keys: Sequence[int], round_scores: Sequence[Scores], bout_scores: Scores) -> KataState:
    """The draw of ``keys`` (in the draw's order) played with the scores recorded so far:
    ``round_scores[0]`` for round 1 and so on, and ``bout_scores`` for the medal bouts (each
    competitor performs in one at the most), all by competitor's key."""
    groups = first_round(keys)
    if len(keys) == 1:
        if any(round_scores) or bout_scores:
            raise KataError(f"{keys[0]} is alone and does not perform")
        return KataState((), (), (), (Placing(keys[0], 1),))
    rounds: list[tuple[PlayedGroup, ...]] = []
    places: list[Placing] = []
    for number in count(1):
        scores = round_scores[number - 1] if number <= len(round_scores) else {}
        check_known(scores, {key for group in groups for key in group}, f"round {number}")
        parting = parting_positions(len(groups))
        played = tuple(
            PlayedGroup(group, rank_group(group, scores, parting) if _all_in(group, scores) else ())
            for group in groups
        )
        rounds.append(played)
        waiting = tuple(key for group in groups for key in group if key not in scores)
        if waiting:
            if any(round_scores[number:]) or bout_scores:
                raise KataError(f"scores after round {number}, which is not complete")
            return KataState(tuple(rounds), (), waiting, _best_first(places))
        ranked = [group.ranking for group in played]
        if len(groups) <= 2:
            break
        places += _out_of_groups(ranked, first_out=ADVANCING)
        groups = advancing(ranked)
    if any(round_scores[number:]):
        raise KataError(f"scores after round {number}, the last round of groups")
    if len(groups) == 1:
        check_known(bout_scores, (), "a medal bout: a single group has none")
        places += [Placing(each.key, each.rank) for each in ranked[0]]
        return KataState(tuple(rounds), (), (), _best_first(places))
    return _medal_stage(tuple(rounds), ranked, places, bout_scores)


def _medal_stage(
    rounds: tuple[tuple[PlayedGroup, ...], ...],
    ranked: list[tuple[Ranked, ...]],
    places: list[Placing],
    bout_scores: Scores,
) -> KataState:
    pairs = pairs_of(ranked)
    fighters = [key for red, blue in pairs if blue is not None for key in (red, blue)]
    check_known(bout_scores, fighters, "a medal bout")
    bouts = tuple(_decided(pair, bout_scores) for pair in pairs)
    places += _out_of_groups(ranked, first_out=3)
    for bout, (won, lost) in zip(bouts, ((1, 2), (3, 5), (3, 5)), strict=True):
        if bout.winner is not None:
            places.append(Placing(bout.winner, won))
        if bout.loser is not None:
            places.append(Placing(bout.loser, lost))
    waiting = tuple(key for key in fighters if key not in bout_scores)
    return KataState(rounds, bouts, waiting, _best_first(places))


def _decided(pair: Pair, scores: Scores) -> MedalBout:
    red, blue = pair
    if blue is None:
        return MedalBout(red, None, red)
    if red in scores and blue in scores:
        return MedalBout(red, blue, rank_group((red, blue), scores, (1,))[0].key)
    return MedalBout(red, blue, None)


def _out_of_groups(ranked: list[tuple[Ranked, ...]], first_out: int) -> list[Placing]:
    """The places of those from position ``first_out`` (0-based) of each group on: behind
    everyone placed higher in the round, and by rank in group among themselves."""
    out = [each for group in ranked for each in group[first_out:]]
    ahead = sum(len(group) for group in ranked) - len(out)
    return [Placing(r.key, 1 + ahead + sum(o.rank < r.rank for o in out)) for r in out]


def _all_in(group: Group, scores: Scores) -> bool:
    return all(key in scores for key in group)


def _best_first(places: list[Placing]) -> tuple[Placing, ...]:
    return tuple(sorted(places, key=lambda placing: placing.place))

"""The groups of kata by points and their rankings: who is in which group, how a group
ranks, who goes on and who meets whom for the medals. The rules are written out in
``fedreg_core.draws.kata_points``, which plays a whole draw through with these functions."""

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

GROUP_SIZE = 8
"""The most competitors a group holds."""

ADVANCING = 4
"""How many of each group go on to the next round."""

Group = tuple[int, ...]
"""The competitors' keys of one group, in the order they were dealt into it."""

Pair = tuple[int, int | None]
"""A medal bout's (red, blue); blue is ``None`` when there is no one to meet."""


class KataError(ValueError):
    """Scores that cannot be: for someone not in that group or bout, negative, for a round
    that has not started, or for a lone competitor who does not perform."""


class TieError(KataError):
    """Competitors level on score and tie-break where their order decides who goes on or
    who wins what: the table has them perform again and records the scores that part them."""

    def __init__(self, keys: Sequence[int], score: "KataScore") -> None:
        self.keys = tuple(keys)
        listed = ", ".join(str(key) for key in self.keys)
        tie_break = "" if score.tie_break is None else f", tie-break {score.tie_break}"
        super().__init__(
            f"competitors {listed} are level on {score.total / 100:.2f}{tie_break}:"
            " record the re-performance that parts them"
        )


@dataclass(frozen=True, slots=True)
class KataScore:
    """One performance as the table scored it: ``total`` in hundredths of a point (4230 for
    42.30) and, when recorded, a ``tie_break`` (e.g. the technical-performance sub-score),
    higher winning."""

    total: int
    tie_break: int | None = None

    def __post_init__(self) -> None:
        if self.total < 0 or (self.tie_break is not None and self.tie_break < 0):
            raise KataError(f"a score cannot be negative: {self.total}, {self.tie_break}")


Scores = Mapping[int, KataScore]
"""The scores of one round (or of the medal bouts), by competitor's key."""


@dataclass(frozen=True, slots=True)
class Ranked:
    """A competitor's ``rank`` in the group: 1 + how many in the group scored better, so
    competitors left level share a rank."""

    key: int
    rank: int


def group_count(count: int) -> int:
    """How many groups ``count`` competitors make: ceil(count / 8), at least 2 from 4 on."""
    if count < ADVANCING:
        return 1
    return max(2, -(-count // GROUP_SIZE))


def deal(keys: Sequence[int], groups: int) -> list[Group]:
    """``keys`` dealt over ``groups`` groups like cards: the one at position n to group n mod
    ``groups``."""
    return [tuple(keys[start::groups]) for start in range(groups)]


def first_round(keys: Sequence[int]) -> list[Group]:
    """The groups of round 1 from the draw's order of competitors."""
    if not keys:
        raise KataError("a draw needs at least one competitor")
    if len(set(keys)) != len(keys):
        raise KataError(f"a competitor is listed twice in {list(keys)}")
    return deal(keys, group_count(len(keys)))


def parting_positions(groups: int) -> tuple[int, ...]:
    """The positions p at which a round's groups must part p-th from (p+1)-th: in a single
    group every medal; in the final round of two groups the medal bouts' fighters; before
    it who goes on."""
    if groups == 1:
        return (1, 2)
    if groups == 2:  # the final round of groups
        return (1, 2, 3)
    return (ADVANCING,)


def rank_group(group: Group, scores: Scores, parting: Collection[int]) -> tuple[Ranked, ...]:
    """The group best first, by total, then tie-break (counted only when everyone on that
    total has one), then the group's order; raises ``TieError`` when those at a position in
    ``parting`` and the next are level."""
    missing = [key for key in group if key not in scores]
    if missing:
        raise KataError(f"competitors {missing} have not performed yet")
    on_total: dict[int, list[int]] = {}
    for key in group:
        on_total.setdefault(scores[key].total, []).append(key)

    def strength(key: int) -> tuple[int, int]:
        score = scores[key]
        counted = all(scores[other].tie_break is not None for other in on_total[score.total])
        return score.total, score.tie_break if counted and score.tie_break is not None else 0

    order = sorted(group, key=strength, reverse=True)
    for position in parting:
        if position < len(order) and strength(order[position - 1]) == strength(order[position]):
            level = strength(order[position])
            raise TieError([k for k in order if strength(k) == level], scores[order[position]])
    ranked: list[Ranked] = []
    for position, key in enumerate(order):
        level_above = position > 0 and strength(order[position - 1]) == strength(key)
        ranked.append(Ranked(key, ranked[-1].rank if level_above else position + 1))
    return tuple(ranked)


def rank_round(groups: Sequence[Group], scores: Scores) -> list[tuple[Ranked, ...]]:
    """Every group of a round ranked, once everyone in it has performed."""
    check_known(scores, {key for group in groups for key in group}, "that round")
    parting = parting_positions(len(groups))
    return [rank_group(group, scores, parting) for group in groups]


def check_known(scores: Scores, keys: Collection[int], where: str) -> None:
    """Refuses scores of competitors not in ``keys``."""
    strangers = sorted(set(scores) - set(keys))
    if strangers:
        raise KataError(f"scores for {strangers}, who do not perform in {where}")


def advancing(ranked: Sequence[tuple[Ranked, ...]]) -> list[Group]:
    """The next round's groups: the best 4 of each group listed 1sts first (group by group),
    then 2nds, 3rds and 4ths, dealt over ceil(n / 8) groups (at least 2)."""
    listed = [group[p].key for p in range(ADVANCING) for group in ranked if p < len(group)]
    return deal(listed, group_count(len(listed)))


def next_round(groups: Sequence[Group], scores: Scores) -> list[Group] | None:
    """The groups of the round after ``groups`` (scored by ``scores``), or ``None`` when
    ``groups`` was the last round of groups."""
    ranked = rank_round(groups, scores)
    return None if len(groups) <= 2 else advancing(ranked)


def pairs_of(ranked: Sequence[tuple[Ranked, ...]]) -> tuple[Pair, Pair, Pair]:
    """The final and the two bronze bouts of the final round of groups, ranked."""
    if len(ranked) != 2:
        raise KataError(f"medal bouts follow a round of two groups, not {len(ranked)}")
    a, b = ranked

    def third(group: tuple[Ranked, ...]) -> int | None:
        return group[2].key if len(group) > 2 else None

    return (a[0].key, b[0].key), (a[1].key, third(b)), (b[1].key, third(a))


def medal_bouts(groups: Sequence[Group], scores: Scores) -> tuple[Pair, Pair, Pair]:
    """(final, bronze A, bronze B) as (red, blue): 1st of A v 1st of B, 2nd of A v 3rd of B,
    2nd of B v 3rd of A, from the final round of groups and its scores."""
    return pairs_of(rank_round(groups, scores))

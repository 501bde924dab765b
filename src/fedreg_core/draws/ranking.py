"""A season's ranking: the points of each placing in the season's tournaments, summed per
group kind (category x discipline x sex, or x team type) and per competitor (a member; for
teams, their club).

Only the best placing of a competitor in one tournament's group counts (a club with two
teams in a group scores once there). Points are equal: more first places rank higher, then
more second places, and so on; still equal, they share the position and are listed in the
order of the Serbian alphabet.
"""

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from fedreg_core.domain.collation import serbian_key
from fedreg_core.draws.groups import Group
from fedreg_core.draws.model import MAX_SEEDS


@dataclass(frozen=True, slots=True)
class Finish:
    """A placing in a group of one of the season's tournaments whose results are complete.
    ``who``: the member's id (individuals), the club's id (teams)."""

    tournament_id: int
    group: Group
    who: int
    name: str
    club_name: str
    place: int


@dataclass(frozen=True, slots=True)
class Scored:
    """What one tournament gave a ranked competitor."""

    tournament_id: int
    place: int
    points: int


@dataclass(frozen=True, slots=True)
class RankedRow:
    position: int
    who: int
    name: str
    club_name: str
    points: int
    finishes: tuple[Scored, ...]


def _best_finishes(finishes: Iterable[Finish]) -> dict[Group, dict[int, list[Finish]]]:
    """Per group kind and competitor, the best placing of each tournament, in the order
    given (the latest last: its name and club are the ones shown)."""
    best: dict[tuple[Group, int, int], Finish] = {}
    for finish in finishes:
        key = (finish.group, finish.who, finish.tournament_id)
        if key not in best or finish.place < best[key].place:
            best[key] = finish
    grouped: dict[Group, dict[int, list[Finish]]] = defaultdict(lambda: defaultdict(list))
    for (group, who, _tournament), finish in best.items():
        grouped[group][who].append(finish)
    return grouped


def _ordered(rows: list[RankedRow]) -> tuple[RankedRow, ...]:
    """``rows`` by points, then by more better placings, then by name; equal points and
    placings share a position."""
    deepest = max((s.place for r in rows for s in r.finishes), default=0)

    def placings(row: RankedRow) -> tuple[int, ...]:
        count = Counter(s.place for s in row.finishes)
        return tuple(-count[place] for place in range(1, deepest + 1))

    rows.sort(key=lambda r: (-r.points, placings(r), serbian_key(r.name), r.who))
    ranked: list[RankedRow] = []
    for i, row in enumerate(rows):
        before = ranked[-1] if ranked else None
        level = before and (before.points, placings(before)) == (row.points, placings(row))
        position = before.position if before and level else i + 1
        ranked.append(RankedRow(position, row.who, row.name, row.club_name, row.points,
                                row.finishes))  # fmt: skip
    return tuple(ranked)


def season_ranking(
    finishes: Iterable[Finish], points: Mapping[int, int]
) -> dict[Group, tuple[RankedRow, ...]]:
    """Each group kind's ranking from the placings of the season's complete groups (given
    in the order of their tournaments) and the points table (place -> points; a place not in
    it earns 0)."""
    ranking: dict[Group, tuple[RankedRow, ...]] = {}
    for group, competitors in _best_finishes(finishes).items():
        rows = []
        for who, theirs in competitors.items():
            scored = tuple(Scored(f.tournament_id, f.place, points.get(f.place, 0)) for f in theirs)
            last = theirs[-1]
            total = sum(s.points for s in scored)
            rows.append(RankedRow(0, who, last.name, last.club_name, total, scored))
        ranking[group] = _ordered(rows)
    return ranking


def ranked_seeds(rows: Iterable[RankedRow], whose: Mapping[int, int]) -> dict[int, int]:
    """Seeds 1 to ``MAX_SEEDS`` for a group's entries (``whose``: registration id -> the
    member, or the club, it is ranked as) in ranking order: only competitors with points,
    one entry each (a club's first team)."""
    entry_of: dict[int, int] = {}
    for registration_id, who in sorted(whose.items()):
        entry_of.setdefault(who, registration_id)
    seeded = [entry_of[r.who] for r in rows if r.points > 0 and r.who in entry_of]
    return {key: seed for seed, key in enumerate(seeded[:MAX_SEEDS], 1)}

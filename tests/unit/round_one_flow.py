"""The least number of round-one club bouts of a draw's placement, found as a maximum flow
on the concrete lines (an augmenting-path search, independent of the draw's own count).

Every unseeded entrant goes from its club to a free line where no club mate faces it: a
line facing a bye or a seed of another club (one entrant), or a bout of two free lines (two
entrants, one per club). Whoever finds no such line makes one club bout."""

from collections import defaultdict
from itertools import pairwise

from fedreg_core.draws.model import Entrant
from tests.unit.draw_checks import club_bouts, unseeded_slots

Graph = dict[object, dict[object, int]]


def fewest_club_bouts_by_flow(entrants: list[Entrant], lines: tuple[int | None, ...]) -> int:
    by_key = {entrant.key: entrant for entrant in entrants}
    slots = unseeded_slots(entrants, lines)
    seeds_only = tuple(None if slot in slots else key for slot, key in enumerate(lines))
    graph: Graph = defaultdict(lambda: defaultdict(int))
    clubs: dict[object, int] = defaultdict(int)
    for slot in slots:
        entrant = by_key[lines[slot] or 0]
        clubs[entrant.club if entrant.club is not None else ("alone", entrant.key)] += 1
    for club, count in clubs.items():
        graph["source"][club] = count
        for slot in slots:
            partner = seeds_only[slot ^ 1]
            if slot ^ 1 in slots:
                graph[club][("bout", slot // 2)] = 1
                graph[("bout", slot // 2)]["sink"] = 2
            elif partner is None or by_key[partner].club != club:
                graph[club][("line", slot)] = 1
                graph[("line", slot)]["sink"] = 1
    return club_bouts(entrants, seeds_only) + len(slots) - _max_flow(graph)


def _max_flow(graph: Graph) -> int:
    flow = 0
    while path := _augmenting_path(graph):
        for head, tail in pairwise(path):
            graph[head][tail] -= 1
            graph[tail][head] += 1
        flow += 1
    return flow


def _augmenting_path(graph: Graph) -> list[object] | None:
    came_from: dict[object, object] = {"source": "source"}
    todo: list[object] = ["source"]
    while todo:
        node = todo.pop()
        for nxt, left in list(graph[node].items()):
            if left > 0 and nxt not in came_from:
                came_from[nxt] = node
                if nxt == "sink":
                    path: list[object] = ["sink"]
                    while path[-1] != "source":
                        path.append(came_from[path[-1]])
                    return path[::-1]
                todo.append(nxt)
    return None

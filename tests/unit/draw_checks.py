"""Checks every elimination draw must pass, shared by the draw example and property tests."""

from collections import defaultdict
from itertools import combinations

from fedreg_core.draws.lines import bracket_size, meeting_round, rounds_in
from fedreg_core.draws.model import Draw, Entrant


def check_bracket(entrants: list[Entrant], draw: Draw) -> None:
    """Everyone once, the right bouts and byes, no bye against a bye, seeds in place."""
    size = bracket_size(len(entrants))
    keys = [key for key in draw.lines if key is not None]
    assert sorted(keys) == sorted(entrant.key for entrant in entrants)
    assert len(draw.lines) == size
    first = [bout for bout in draw.bouts if bout.round == 1]
    assert [bout.index for bout in first] == list(range(size // 2))
    if size > 1:
        assert [key for bout in first for key in (bout.red, bout.blue)] == list(draw.lines)
    else:
        assert draw.bouts == ()
    assert all(bout.red is not None or bout.blue is not None for bout in first)
    check_seeds_placed(entrants, draw)


def check_seeds_placed(entrants: list[Entrant], draw: Draw) -> None:
    """Seed 1 at the top, seed 2 at the bottom, seeds 3 and 4 in the middle quarters, one
    each; byes go to seeds before anyone else."""
    size = len(draw.lines)
    slot = {key: index for index, key in enumerate(draw.lines) if key is not None}
    seeded = sorted((e for e in entrants if e.seed is not None), key=lambda e: e.seed or 0)
    if seeded:
        assert slot[seeded[0].key] == 0
    if len(seeded) > 1:
        assert slot[seeded[1].key] == size - 1
    quarters = {slot[entrant.key] * 4 // size for entrant in seeded[2:]}
    assert quarters <= {1, 2} and len(quarters) == len(seeded[2:])
    if size == 1:
        return
    byes = size - len(entrants)
    with_bye = [e for e in seeded if draw.lines[slot[e.key] ^ 1] is None]
    assert len(with_bye) == min(byes, len(seeded))
    assert with_bye == seeded[: len(with_bye)]


def earliest_club_meeting(entrants: list[Entrant], draw: Draw) -> dict[int, int]:
    """For every club with two or more entrants, the earliest round two of them can meet."""
    slots: dict[int, list[int]] = defaultdict(list)
    club = {entrant.key: entrant.club for entrant in entrants}
    for index, key in enumerate(draw.lines):
        if key is not None and club[key] is not None:
            slots[club[key] or 0].append(index)
    return {
        name: min(meeting_round(a, b) for a, b in combinations(places, 2))
        for name, places in slots.items()
        if len(places) > 1
    }


def latest_possible_meeting(club_size: int, bracket: int) -> int:
    """The latest round in which the first two of ``club_size`` club mates can be made to meet."""
    return rounds_in(bracket) - (club_size - 1).bit_length() + 1


def club_bouts(entrants: list[Entrant], lines: tuple[int | None, ...]) -> int:
    """How many round-one bouts are between club mates."""
    club = {entrant.key: entrant.club for entrant in entrants}
    pairs = zip(lines[::2], lines[1::2], strict=True)
    return sum(
        1
        for red, blue in pairs
        if red is not None and blue is not None and club[red] is not None
        if club[red] == club[blue]
    )


def unseeded_slots(entrants: list[Entrant], lines: tuple[int | None, ...]) -> list[int]:
    seeded = {entrant.key for entrant in entrants if entrant.seed is not None}
    return [slot for slot, key in enumerate(lines) if key is not None and key not in seeded]


def fewest_club_bouts_by_trying_all(entrants: list[Entrant], lines: tuple[int | None, ...]) -> int:
    """The least number of round-one club bouts over every way of putting the unseeded
    entrants on their lines (the seeds and byes where the draw has them), by trying all."""
    slots = unseeded_slots(entrants, lines)
    by_key = {entrant.key: entrant for entrant in entrants}
    unseeded = [by_key[key] for key in (lines[slot] for slot in slots) if key is not None]
    best = [len(lines) + 1]

    def fill(index: int, left: list[Entrant], board: list[int | None]) -> None:
        bouts = club_bouts(entrants, tuple(board))
        if bouts >= best[0]:
            return
        if index == len(slots):
            best[0] = bouts
            return
        tried: set[object] = set()
        for entrant in left:
            club = entrant.club if entrant.club is not None else ("alone", entrant.key)
            if club not in tried:
                tried.add(club)
                board[slots[index]] = entrant.key
                fill(index + 1, [e for e in left if e is not entrant], board)
                board[slots[index]] = None

    empty: list[int | None] = [None if slot in slots else key for slot, key in enumerate(lines)]
    fill(0, unseeded, empty)
    return best[0]

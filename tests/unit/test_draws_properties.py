"""Property tests of the draws over group sizes 1 to 128, random clubs, seeds and seed numbers;
round one's club bouts in seeded groups of 2 to 64 against every placement (up to 8) and
against a maximum flow."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from fedreg_core.draws.lines import bracket_size
from fedreg_core.draws.making import make_draw
from fedreg_core.draws.model import DrawFormat, Entrant
from tests.unit.draw_checks import (
    check_bracket,
    club_bouts,
    earliest_club_meeting,
    fewest_club_bouts_by_trying_all,
    latest_possible_meeting,
)
from tests.unit.round_one_flow import fewest_club_bouts_by_flow

SOME = settings(max_examples=150, deadline=None)
ELIMINATIONS = st.sampled_from(
    [DrawFormat.ELIMINATION_REPECHAGE, DrawFormat.ELIMINATION_TWO_BRONZES]
)


@st.composite
def groups(draw: st.DrawFn, seeded: bool) -> list[Entrant]:
    """1 to 128 entrants of up to a few dozen clubs (some with no club), up to 4 seeds."""
    size = draw(st.integers(1, 128))
    clubs = draw(st.integers(1, 40))
    picker = random.Random(draw(st.integers(0, 2**32)))
    seeds = draw(st.integers(0, min(4, size))) if seeded else 0
    seed_values = picker.sample(range(1, 5), seeds)
    entrants = []
    for key in range(size):
        club = picker.randrange(clubs + 1) or None
        seed = seed_values[key] if key < seeds else None
        entrants.append(Entrant(key * 7 + 3, club, seed))
    return entrants


@SOME
@given(groups(seeded=True), ELIMINATIONS, st.integers(0, 2**63))
def test_an_elimination_places_everyone_once_with_byes_and_seeds_where_due(
    entrants: list[Entrant], draw_format: DrawFormat, seed: int
) -> None:
    check_bracket(entrants, make_draw(entrants, draw_format, seed))


@SOME
@given(groups(seeded=False), ELIMINATIONS, st.integers(0, 2**63))
def test_club_mates_meet_as_late_as_the_bracket_allows(
    entrants: list[Entrant], draw_format: DrawFormat, seed: int
) -> None:
    draw = make_draw(entrants, draw_format, seed)
    sizes = {
        club: sum(1 for e in entrants if e.club == club) for club in {e.club for e in entrants}
    }
    size = bracket_size(len(entrants))
    for club, earliest in earliest_club_meeting(entrants, draw).items():
        assert earliest == latest_possible_meeting(sizes[club], size)


@SOME
@given(groups(seeded=True), st.sampled_from([*DrawFormat, None]), st.integers(0, 2**63))
def test_the_same_seed_and_entries_give_the_same_draw(
    entrants: list[Entrant], draw_format: DrawFormat | None, seed: int
) -> None:
    shuffled = random.Random(seed).sample(entrants, len(entrants))
    assert make_draw(entrants, draw_format, seed) == make_draw(shuffled, draw_format, seed)


def test_every_size_from_1_to_128_draws_a_sound_bracket() -> None:
    picker = random.Random(2026)
    for size in range(1, 129):
        for clubs in (1, 2, 3, size // 4 + 1, size):
            entrants = [Entrant(key, picker.randrange(clubs)) for key in range(size)]
            draw = make_draw(entrants, DrawFormat.ELIMINATION_REPECHAGE, picker.randrange(2**31))
            check_bracket(entrants, draw)
            counts = {c: sum(1 for e in entrants if e.club == c) for c in range(clubs)}
            for club, earliest in earliest_club_meeting(entrants, draw).items():
                assert earliest == latest_possible_meeting(counts[club], len(draw.lines))


@st.composite
def seeded_groups(draw: st.DrawFn, largest: int) -> list[Entrant]:
    """2 to ``largest`` entrants of 1 to 3 clubs (a quarter as many clubs as entrants in
    larger groups), some with no club, 1 to 4 seeds."""
    size = draw(st.integers(2, largest))
    clubs = draw(st.integers(1, max(3, size // 4)))
    picker = random.Random(draw(st.integers(0, 2**32)))
    seed_values = picker.sample(range(1, 5), draw(st.integers(1, min(4, size))))
    return [
        Entrant(key, picker.randrange(clubs + 1) or None, seed_values[key])
        if key < len(seed_values)
        else Entrant(key, picker.randrange(clubs + 1) or None)
        for key in range(size)
    ]


@SOME
@given(seeded_groups(largest=8), st.integers(0, 2**63))
def test_round_one_has_the_fewest_club_bouts_trying_every_placement(
    entrants: list[Entrant], seed: int
) -> None:
    lines = make_draw(entrants, DrawFormat.ELIMINATION_REPECHAGE, seed).lines
    assert club_bouts(entrants, lines) == fewest_club_bouts_by_trying_all(entrants, lines)


@SOME
@given(seeded_groups(largest=64), st.integers(0, 2**63))
def test_round_one_has_the_fewest_club_bouts_any_placement_can_have(
    entrants: list[Entrant], seed: int
) -> None:
    lines = make_draw(entrants, DrawFormat.ELIMINATION_REPECHAGE, seed).lines
    assert club_bouts(entrants, lines) == fewest_club_bouts_by_flow(entrants, lines)

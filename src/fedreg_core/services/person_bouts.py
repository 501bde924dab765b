"""The bouts a person's entry fought, won or lost, worked out of the drawn groups they are on
as the draw and its recorded results give them (the bracket, the repechage, a round robin's
order, a withdrawn entrant's walkovers): what the export lists under results.

A bout is listed when its result is stored: a bye, and a walkover of a withdrawn entrant
that no table recorded, are not results held on anyone."""

from dataclasses import replace

from fedreg_core.draws.played import BoutKey, GroupBout
from fedreg_core.draws.results import ResultError
from fedreg_core.ports.draws import DrawnEntrant
from fedreg_core.ports.person_records import HeldGroup, HeldResult, PersonHoldings
from fedreg_core.services.draw_reads import play_draw


def _stored(group: HeldGroup, key: BoutKey, kind: str) -> HeldResult:
    """The stored result of bout ``key`` as a result of ``kind`` held on the person."""
    result = group.results[key]
    return HeldResult(
        group.tournament_id, group.tournament, group.draw.group.key, kind, key[0],
        result.ending.value, group.recorded_at[key],
    )  # fmt: skip


def _fought(group: HeldGroup, bout: GroupBout, entrants: dict[int, DrawnEntrant]) -> HeldResult:
    """``bout`` as the person's entry fought it (it is red or blue, the result recorded):
    won or lost, against whom, with the points each side scored."""
    key = (bout.round, bout.index)
    result = group.results[key]
    red = bout.red == group.entry
    other = bout.blue if red else bout.red
    opponent = entrants.get(other) if other is not None else None
    own, theirs = (result.red_points, result.blue_points)[:: 1 if red else -1]
    kind = "bout_won" if result.winner == group.entry else "bout_lost"
    return replace(
        _stored(group, key, kind),
        opponent=opponent.name if opponent else "",
        opponent_club=opponent.club_name if opponent else "",
        points=own,
        opponent_points=theirs,
    )


def _won_as_stored(group: HeldGroup) -> list[HeldResult]:
    """The group's stored wins of the entry, for a group whose results its draw cannot play
    (results that do not fit it: a redraw removes them with the old draw, so only data
    written by hand): no opponent is known then, nor any loss."""
    return [
        _stored(group, key, "bout_won")
        for key, result in sorted(group.results.items())
        if result.winner == group.entry
    ]


def bouts_fought(group: HeldGroup) -> list[HeldResult]:
    """Every bout of ``group`` with a stored result that the person's entry fought."""
    if not group.results:  # nothing recorded (a kata group's scores are kept apart)
        return []
    try:
        played = play_draw(group.draw, group.results)
    except ResultError:
        return _won_as_stored(group)
    entrants = {e.registration_id: e for e in group.draw.entrants}
    return [
        _fought(group, bout, entrants)
        for bout in played.bouts
        if (bout.round, bout.index) in group.results and group.entry in (bout.red, bout.blue)
    ]


def with_bouts(held: PersonHoldings) -> PersonHoldings:
    """``held`` with the bouts of its groups among its results, in the order recorded."""
    bouts = [result for group in held.groups for result in bouts_fought(group)]
    results = sorted(
        held.results + bouts, key=lambda r: (r.recorded_at, r.tournament_id, r.group_key, r.round)
    )
    return replace(held, results=results)

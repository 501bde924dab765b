"""A club on competition day: where and when each of its competitors fights next, or how they
placed, from the published draws, the results so far and the tatamis' running order.

A club's users read their own club's day, admins any club's.
"""

from dataclasses import dataclass
from datetime import datetime

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_see_club_registrations
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.played import PlayedGroup
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import readable_draws
from fedreg_core.services.results import group_played
from fedreg_core.services.tatamis import read_plan


@dataclass(frozen=True, slots=True)
class NextBout:
    """The bout a competitor fights next: ``opponent`` ``None`` while not known yet."""

    round: int
    index: int
    opponent: str | None


@dataclass(frozen=True, slots=True)
class CompetitorDay:
    """A competitor of the club in a drawn group: its tatami and estimated start (``None``
    while the group is on no tatami), and either the next bout, the place once the group is
    decided, or neither (out, or waiting for the repechage)."""

    registration_id: int
    name: str
    group_name: str
    tatami: int | None
    group_starts_at: datetime | None
    next_bout: NextBout | None
    place: int | None


def _next_bout(played: PlayedGroup, key: int, names: dict[int, str]) -> NextBout | None:
    for bout in played.bouts:
        if bout.winner is None and key in (bout.red, bout.blue):
            other = bout.blue if bout.red == key else bout.red
            return NextBout(bout.round, bout.index, names.get(other) if other else None)
    return None


async def club_day(
    uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int, club_id: int
) -> list[CompetitorDay]:
    """The club's competitors in the tournament's drawn groups, by their group's estimated
    start, then group, then name (the club's users once the draws are published; admins)."""
    if not may_see_club_registrations(actor, club_id):
        raise Forbidden
    async with uow.read_only():
        await readable_draws(uow, actor, tournament_id)
        ours = await uow.draws.draws(tournament_id, with_entrants=True, of_club=club_id)
        recorded = await uow.results.results(tournament_id)
        scores = await uow.kata.scores(tournament_id)
        plan = await read_plan(uow, ids, actor, tournament_id)
    slots = {s.group_name: (t.number, s.starts_at) for t in plan.tatamis for s in t.slots}
    found: list[tuple[str, CompetitorDay]] = []
    for draw in ours:
        name = ids.of(tournament_id, draw.group)
        key = draw.group.key
        played = group_played(draw, recorded.get(key, {}), scores.get(key, {}))
        names = {e.registration_id: e.name for e in draw.entrants}
        places = {p.key: p.place for p in played.placings} if played.complete else {}
        tatami, starts_at = slots.get(name, (None, None))
        found += [
            (draw.group.key, CompetitorDay(
                e.registration_id, e.name, name, tatami, starts_at,
                _next_bout(played, e.registration_id, names), places.get(e.registration_id),
            ))
            for e in draw.entrants
            if e.club_id == club_id
        ]  # fmt: skip
    found.sort(key=lambda kc: (kc[1].group_starts_at or datetime.max, kc[0], kc[1].name))
    return [competitor for _key, competitor in found]

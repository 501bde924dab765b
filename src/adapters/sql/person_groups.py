"""The drawn groups a person's entries are on, on SQL, as the core works their bouts out:
each group's draw with every entrant (one statement, which also gives the person's own
lines) and the groups' recorded bout results (one more), however many tournaments."""

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Subquery, and_, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.draws import stored_draw
from adapters.sql.models import BoutResultRow, DrawEntrantRow, DrawRow, TournamentRow
from fedreg_core.draws.played import BoutKey, RecordedResult
from fedreg_core.ports.draws import DrawnEntrant
from fedreg_core.ports.person_records import HeldDraw, HeldGroup

B, D, E, T = BoutResultRow, DrawRow, DrawEntrantRow, TournamentRow
GroupId = tuple[int, str]
"""(tournament id, group key)."""


def of_entries(
    competitor_ids: set[int], team_ids: set[int], registration: Any, team_type: Any
) -> ColumnElement[bool]:
    """Rows of the member's own registrations (groups of single competitors) or of their
    teams' (team groups): the two kinds of registration ids may be the same numbers."""
    return or_(
        and_(team_type.is_(None), registration.in_(competitor_ids)),
        and_(team_type.is_not(None), registration.in_(team_ids)),
    )


def _person_lines(competitor_ids: set[int], team_ids: set[int]) -> Subquery:
    """The draw lines of the person's entries: tournament, group and registration id."""
    return (
        select(E.tournament_id, E.group_key, E.registration_id)
        .join(D, and_(D.tournament_id == E.tournament_id, D.group_key == E.group_key))
        .where(of_entries(competitor_ids, team_ids, E.registration_id, D.team_type))
        .subquery("mine")
    )


def _entrant(row: DrawEntrantRow) -> DrawnEntrant:
    return DrawnEntrant(
        row.registration_id, row.line, row.name, row.club_id, row.club_name, row.seed,
        row.withdrawn,
    )  # fmt: skip


@dataclass
class PersonGroups:
    """What the two statements read: the person's lines and the groups they are on."""

    draws: list[HeldDraw] = field(default_factory=list)
    groups: list[HeldGroup] = field(default_factory=list)


async def person_groups(
    session: AsyncSession, competitor_ids: set[int], team_ids: set[int]
) -> PersonGroups:
    """The person's draw lines and every group they are on with its entrants and results."""
    mine = _person_lines(competitor_ids, team_ids)
    same_group = and_(mine.c.tournament_id == D.tournament_id, mine.c.group_key == D.group_key)
    query = (
        select(D, E, mine.c.registration_id.label("entry"), T.name)
        .join(mine, same_group)
        .join(E, and_(E.tournament_id == D.tournament_id, E.group_key == D.group_key))
        .join(T, T.id == D.tournament_id)
        .order_by(T.start_date, D.group_key, mine.c.registration_id, E.line)
    )
    found = PersonGroups()
    draws: dict[GroupId, tuple[DrawRow, str]] = {}
    entrants: dict[GroupId, dict[int, DrawnEntrant]] = defaultdict(dict)
    entries: dict[GroupId, dict[int, None]] = defaultdict(dict)  # ordered, once each
    for draw, entrant, entry, tournament in await session.execute(query):
        key = (draw.tournament_id, draw.group_key)
        draws[key] = (draw, tournament)
        entrants[key][entrant.line] = _entrant(entrant)
        entries[key][entry] = None
        if entrant.registration_id == entry:
            found.draws.append(HeldDraw(
                draw.tournament_id, tournament, draw.group_key, entrant.line, entrant.seed,
                entrant.name, entrant.club_name,
            ))  # fmt: skip
    if not draws:
        return found
    results, recorded_at = await _results(session, mine)
    for key, (draw, tournament) in draws.items():
        stored = stored_draw(draw, list(entrants[key].values()))
        found.groups += [
            HeldGroup(key[0], tournament, entry, stored, results[key], recorded_at[key])
            for entry in entries[key]
        ]
    return found


async def _results(
    session: AsyncSession, mine: Subquery
) -> tuple[dict[GroupId, dict[BoutKey, RecordedResult]], dict[GroupId, dict[BoutKey, datetime]]]:
    """The recorded bouts of the groups ``mine`` names, and when each was recorded."""
    query = select(B).join(
        mine, and_(mine.c.tournament_id == B.tournament_id, mine.c.group_key == B.group_key)
    )
    results: dict[GroupId, dict[BoutKey, RecordedResult]] = defaultdict(dict)
    recorded_at: dict[GroupId, dict[BoutKey, datetime]] = defaultdict(dict)
    for bout in await session.scalars(query):
        key, bout_key = (bout.tournament_id, bout.group_key), (bout.round, bout.bout_index)
        results[key][bout_key] = RecordedResult(
            bout.winner_id, bout.ending, bout.red_points, bout.blue_points, bout.version
        )
        recorded_at[key][bout_key] = bout.recorded_at
    return results, recorded_at

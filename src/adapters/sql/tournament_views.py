"""Tournaments with their disciplines, files, club deductions and registration counts.

Whatever the number of tournaments on the page, the extras take 8 statements: disciplines
(3), images, documents, club deductions, competitor counts and club counts (1 each).
"""

from collections import defaultdict
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from sqlalchemy import func, select, union
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.catalog import SqlDisciplineRepository
from adapters.sql.link_mappers import DOCUMENTS, TOURNAMENT_IMAGES
from adapters.sql.listing import column
from adapters.sql.mappers import CLUB_DEDUCTIONS, TOURNAMENTS, Identified, RowMapper
from adapters.sql.models import (
    CompetitorRegistrationRow,
    IdRow,
    TeamRegistrationRow,
    TournamentDisciplineRow,
    TournamentRow,
    TournamentTeamDisciplineRow,
)
from fedreg_core.ports.views import DisciplineView, LinkedDiscipline, TournamentView


class OfTournament(Identified, Protocol):
    tournament_id: int


E = TypeVar("E", bound=OfTournament)
R = TypeVar("R", bound=IdRow)

Links = Sequence[TournamentDisciplineRow] | Sequence[TournamentTeamDisciplineRow]


async def _children(
    session: AsyncSession, mapper: RowMapper[E, R], tournament_ids: list[int]
) -> dict[int, tuple[E, ...]]:
    """Rows of a table with a ``tournament_id`` by tournament, in id order: 1 statement."""
    parent = column(mapper.row, "tournament_id")
    rows = await session.scalars(
        select(mapper.row).where(parent.in_(tournament_ids)).order_by(mapper.row.id)
    )
    found: dict[int, list[E]] = defaultdict(list)
    for entity in map(mapper.to_entity, rows):
        found[entity.tournament_id].append(entity)
    return {tournament_id: tuple(items) for tournament_id, items in found.items()}


async def _counts(session: AsyncSession, statement: Any) -> dict[int, int]:
    return {tournament_id: int(total) for tournament_id, total in await session.execute(statement)}


async def _competitors_counts(session: AsyncSession, tournament_ids: list[int]) -> dict[int, int]:
    tournament = CompetitorRegistrationRow.tournament_id
    return await _counts(
        session,
        select(tournament, func.count()).where(tournament.in_(tournament_ids)).group_by(tournament),
    )


async def _clubs_counts(session: AsyncSession, tournament_ids: list[int]) -> dict[int, int]:
    """Clubs with a competitor or a team registration (the union drops repeats)."""
    clubs = union(
        *(
            select(row.tournament_id, row.club_id).where(row.tournament_id.in_(tournament_ids))
            for row in (CompetitorRegistrationRow, TeamRegistrationRow)
        )
    ).subquery()
    return await _counts(
        session,
        select(clubs.c.tournament_id, func.count()).group_by(clubs.c.tournament_id),
    )


def _linked(links: Links, disciplines: dict[int, DisciplineView]) -> tuple[LinkedDiscipline, ...]:
    return tuple(
        LinkedDiscipline(link.id, disciplines[link.discipline_id])
        for link in links
        if link.discipline_id in disciplines
    )


async def tournament_views(
    session: AsyncSession, disciplines: SqlDisciplineRepository, rows: list[TournamentRow]
) -> list[TournamentView]:
    """Views of tournament rows whose link lists are loaded: 8 statements."""
    ids = [row.id for row in rows]
    linked_ids = {link.discipline_id for row in rows for link in row.discipline_links}
    linked_ids |= {link.discipline_id for row in rows for link in row.team_discipline_links}
    by_id = await disciplines.views_of(linked_ids)
    images = await _children(session, TOURNAMENT_IMAGES, ids)
    documents = await _children(session, DOCUMENTS, ids)
    deductions = await _children(session, CLUB_DEDUCTIONS, ids)
    competitors = await _competitors_counts(session, ids)
    clubs = await _clubs_counts(session, ids)
    return [
        TournamentView(
            tournament=TOURNAMENTS.to_entity(row),
            disciplines=_linked(row.discipline_links, by_id),
            team_disciplines=_linked(row.team_discipline_links, by_id),
            images=images.get(row.id, ()),
            documents=documents.get(row.id, ()),
            club_deductions=deductions.get(row.id, ()),
            competitors_count=competitors.get(row.id, 0),
            clubs_count=clubs.get(row.id, 0),
        )
        for row in rows
    ]

"""Tournaments with their link lists; views add disciplines, files, deductions and counts."""

from sqlalchemy import Select, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql import tournament_views
from adapters.sql.catalog import SqlDisciplineRepository
from adapters.sql.listing import count
from adapters.sql.mappers import TOURNAMENTS
from adapters.sql.models import (
    TournamentDisciplineRow,
    TournamentRow,
    TournamentTeamDisciplineRow,
)
from adapters.sql.reference_cache import CachedRows
from adapters.sql.repositories import SqlRepository
from adapters.sql.serbian_order import serbian_order
from fedreg_core.domain.entities import Tournament
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.views import TournamentView


def _names_listing(
    links: type[TournamentDisciplineRow | TournamentTeamDisciplineRow],
) -> Select[str]:
    return (
        select(TournamentRow.name)
        .join(links, links.tournament_id == TournamentRow.id)
        .where(links.discipline_id == bindparam("discipline_id"))
        .order_by(serbian_order(TournamentRow.name), TournamentRow.id)
    )


NAMES_LISTING = {
    False: _names_listing(TournamentDisciplineRow),
    True: _names_listing(TournamentTeamDisciplineRow),
}
"""The names of the tournaments listing a discipline, by whether the list is of teams."""


class SqlTournamentRepository(SqlRepository[Tournament, TournamentRow]):
    def __init__(
        self, session: AsyncSession, disciplines: SqlDisciplineRepository, cached: CachedRows
    ) -> None:
        super().__init__(session, TOURNAMENTS)
        self.disciplines = disciplines
        self.cached = cached

    async def get(self, entity_id: int) -> Tournament | None:
        """1 statement (the link lists ride along; none when cached)."""
        return await tournament_views.tournament(self.session, entity_id, self.cached.cache)

    async def view_page(self, query: ListQuery) -> Page[TournamentView]:
        """One page of views and the total: 5 statements however many tournaments (6 for a
        page past the end, whose total takes a statement of its own)."""
        views, total = await tournament_views.view_page(self.session, query)
        if total is not None:
            return Page(views, total)
        found = 0 if query.skip == 0 else await count(self.session, TournamentRow, query)
        return Page(views, found)

    async def get_view(self, tournament_id: int) -> TournamentView | None:
        """5 statements (4 when the tournament's row is cached)."""
        return await tournament_views.view(self.session, tournament_id, self.cached.cache)

    async def names_listing(self, discipline_id: int, *, as_team: bool) -> list[str]:
        """1 statement."""
        found = await self.session.scalars(NAMES_LISTING[as_team], {"discipline_id": discipline_id})
        return list(found)

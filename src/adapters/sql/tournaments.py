"""Tournaments with their link lists; views add disciplines, files, deductions and counts."""

from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.catalog import SqlDisciplineRepository
from adapters.sql.listing import count
from adapters.sql.mappers import TOURNAMENTS
from adapters.sql.models import TournamentRow
from adapters.sql.repositories import SqlRepository
from adapters.sql.tournament_views import tournament_views
from fedreg_core.domain.entities import Tournament
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.views import TournamentView


class SqlTournamentRepository(SqlRepository[Tournament, TournamentRow]):
    def __init__(self, session: AsyncSession, disciplines: SqlDisciplineRepository) -> None:
        super().__init__(session, TOURNAMENTS)
        self.disciplines = disciplines

    async def view_page(self, query: ListQuery) -> Page[TournamentView]:
        """One page of views and the total: 12 statements, however many tournaments."""
        rows = await self._rows_of_page(query)
        views = await tournament_views(self.session, self.disciplines, rows)
        return Page(views, await count(self.session, TournamentRow, query))

    async def get_view(self, tournament_id: int) -> TournamentView | None:
        """11 statements."""
        row = await self._first(TournamentRow.id == tournament_id)
        if row is None:
            return None
        (view,) = await tournament_views(self.session, self.disciplines, [row])
        return view

"""Tournaments with their link lists; views add disciplines, files, deductions and counts."""

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.catalog import SqlDisciplineRepository
from adapters.sql.listing import count, one_page
from adapters.sql.mappers import TOURNAMENTS
from adapters.sql.models import TournamentRow
from adapters.sql.repositories import SqlRepository
from adapters.sql.tournament_views import tournament_columns, tournament_views
from fedreg_core.domain.entities import Tournament
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.views import TournamentView


class SqlTournamentRepository(SqlRepository[Tournament, TournamentRow]):
    def __init__(self, session: AsyncSession, disciplines: SqlDisciplineRepository) -> None:
        super().__init__(session, TOURNAMENTS)
        self.disciplines = disciplines

    async def view_page(self, query: ListQuery) -> Page[TournamentView]:
        """One page of views and the total: 5 statements however many tournaments (6 for a
        page past the end, whose total takes a statement of its own)."""
        total = func.count().over().label("total")
        statement = one_page(select(*tournament_columns(), total), TournamentRow, query)
        rows = list(await self.session.execute(statement))
        views = await tournament_views(self.session, rows)
        if rows:
            return Page(views, int(rows[0].total))
        found = 0 if query.skip == 0 else await count(self.session, TournamentRow, query)
        return Page(views, found)

    async def get_view(self, tournament_id: int) -> TournamentView | None:
        """5 statements."""
        statement = select(*tournament_columns(tournament_id)).where(
            TournamentRow.id == tournament_id
        )
        row = (await self.session.execute(statement)).first()
        if row is None:
            return None
        (view,) = await tournament_views(self.session, [row])
        return view

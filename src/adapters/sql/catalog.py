"""Disciplines with their categories named, for the settings table and tournament views."""

from collections.abc import Iterable

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.mappers import DISCIPLINES
from adapters.sql.models import CategoryRow, DisciplineRow
from adapters.sql.repositories import SqlRepository
from fedreg_core.domain.entities import Discipline
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.views import DisciplineView


async def named_categories(
    session: AsyncSession, disciplines: list[Discipline]
) -> list[DisciplineView]:
    """The disciplines with the names of their categories: 1 statement."""
    wanted = {category_id for d in disciplines for category_id in d.category_ids}
    rows = await session.execute(
        select(CategoryRow.id, CategoryRow.name).where(CategoryRow.id.in_(wanted))
    )
    names: dict[int, str] = dict(rows.all())
    return [DisciplineView.named(d, names) for d in disciplines]


class SqlDisciplineRepository(SqlRepository[Discipline, DisciplineRow]):
    """Disciplines and their category links; views name the categories."""

    def __init__(self, session: AsyncSession) -> None:
        super().__init__(session, DISCIPLINES)

    async def view_page(self, query: ListQuery) -> Page[DisciplineView]:
        """One page and the total: 4 statements."""
        page = await self.page(query)
        return Page(await named_categories(self.session, page.items), page.total)

    async def get_view(self, discipline_id: int) -> DisciplineView | None:
        discipline = await self.get(discipline_id)
        if discipline is None:
            return None
        (view,) = await named_categories(self.session, [discipline])
        return view

    async def views_of(self, discipline_ids: Iterable[int]) -> dict[int, DisciplineView]:
        """Views of the disciplines with these ids, by id: 3 statements."""
        views = await named_categories(self.session, await self.get_many(discipline_ids))
        return {view.discipline.id: view for view in views if view.discipline.id is not None}

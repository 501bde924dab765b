"""In-memory fakes of the discipline and tournament repositories: id lists kept in link
tables as in the database (``Links``), views read from the other fake tables."""

from typing import Any, Generic, TypeVar

from fedreg_core.domain.entities import Category, Discipline, Tournament
from fedreg_core.domain.links import DisciplineCategory, TournamentDiscipline
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.views import (
    DisciplineView,
    LinkedDiscipline,
    RegistrationCounts,
    TournamentView,
)
from tests.fake_tables import FakeRepository, Identified, Links

E = TypeVar("E", bound=Identified)
V = TypeVar("V")


class FakeViewRepository(FakeRepository[E], Generic[E, V]):
    """Entities with a view of each (``view``); pages and single views follow."""

    def view(self, entity: E) -> V:
        raise NotImplementedError

    async def view_page(self, query: ListQuery) -> Page[V]:
        page = await self.page(query)
        return Page([*map(self.view, page.items)], page.total)

    async def get_view(self, entity_id: int) -> V | None:
        entity = await self.get(entity_id)
        return None if entity is None else self.view(entity)


class FakeDisciplineRepository(FakeViewRepository[Discipline, DisciplineView]):
    def __init__(self, categories: FakeRepository[Category]) -> None:
        super().__init__()
        self.categories = categories
        links = FakeRepository[DisciplineCategory]()
        self.links = [
            Links("category_ids", links, "discipline_id", "category_id", DisciplineCategory)
        ]

    def view(self, entity: Discipline) -> DisciplineView:
        return DisciplineView.named(entity, {c.id or 0: c.name for c in self.categories.all()})


class FakeTournamentRepository(FakeViewRepository[Tournament, TournamentView]):
    """Tournaments over a ``FakeDatabase`` (``db``) that holds the tables views read."""

    def __init__(self, db: Any) -> None:
        super().__init__()
        self.db = db
        self.links = [
            Links(name, FakeRepository(), "tournament_id", "discipline_id", TournamentDiscipline)
            for name in ("discipline_ids", "team_discipline_ids")
        ]

    async def names_listing(self, discipline_id: int, *, as_team: bool) -> list[str]:
        links = self.links[1 if as_team else 0].table.where(discipline_id=discipline_id)
        return sorted(t.name for t in self.all() if t.id in {t.tournament_id for t in links})

    def view(self, entity: Tournament) -> TournamentView:
        db, of, by_id = self.db, {"tournament_id": entity.id}, self.db.disciplines.by_id()
        disciplines, team_disciplines = (
            tuple(
                LinkedDiscipline(link.id or 0, db.disciplines.view(by_id[link.discipline_id]))
                for link in links.table.where(**of)
                if link.discipline_id in by_id
            )
            for links in self.links
        )
        entered = db.competitor_registrations.where(**of), db.team_registrations.where(**of)
        return TournamentView(
            entity,
            disciplines,
            team_disciplines,
            images=tuple(db.tournament_images.where(**of)),
            documents=tuple(db.documents.where(**of)),
            club_deductions=tuple(db.club_deductions.where(**of)),
            **RegistrationCounts.of(*entered)._asdict(),
        )

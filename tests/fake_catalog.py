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
from tests.fakes import FakeRepository, Identified, Links

E = TypeVar("E", bound=Identified)
V = TypeVar("V")


class FakeViewRepository(FakeRepository[E], Generic[E, V]):
    """Entities with a view of each (``view``); pages and single views follow."""

    async def view(self, entity: E) -> V:
        raise NotImplementedError

    async def view_page(self, query: ListQuery) -> Page[V]:
        page = await self.page(query)
        return Page([await self.view(entity) for entity in page.items], page.total)

    async def get_view(self, entity_id: int) -> V | None:
        entity = await self.get(entity_id)
        return None if entity is None else await self.view(entity)


class FakeDisciplineRepository(FakeViewRepository[Discipline, DisciplineView]):
    def __init__(self, categories: FakeRepository[Category]) -> None:
        super().__init__()
        self.categories = categories
        links = FakeRepository[DisciplineCategory]()
        self.links = [
            Links("category_ids", links, "discipline_id", "category_id", DisciplineCategory)
        ]

    async def view(self, discipline: Discipline) -> DisciplineView:
        return DisciplineView.named(discipline, {c.id or 0: c.name for c in self.categories.all()})


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

    async def _linked(
        self, links: Links, tournament_id: int | None
    ) -> tuple[LinkedDiscipline, ...]:
        found = []
        for link in links.table.where(tournament_id=tournament_id):
            discipline = await self.db.disciplines.get_view(link.discipline_id)
            if discipline is not None and link.id is not None:
                found.append(LinkedDiscipline(link.id, discipline))
        return tuple(found)

    async def view(self, tournament: Tournament) -> TournamentView:
        db, of = self.db, {"tournament_id": tournament.id}
        competitors, teams = (
            db.competitor_registrations.where(**of),
            db.team_registrations.where(**of),
        )
        return TournamentView(
            tournament=tournament,
            disciplines=await self._linked(self.links[0], tournament.id),
            team_disciplines=await self._linked(self.links[1], tournament.id),
            images=tuple(db.tournament_images.where(**of)),
            documents=tuple(db.documents.where(**of)),
            club_deductions=tuple(db.club_deductions.where(**of)),
            **RegistrationCounts.of(competitors, teams)._asdict(),
        )

"""In-memory fake of the tournament repository: views built from the other fake tables."""

from typing import Any

from fedreg_core.domain.entities import Tournament, TournamentFile
from fedreg_core.domain.links import TournamentDiscipline
from fedreg_core.domain.registration_lists import entries_count
from fedreg_core.ports.views import LinkedDiscipline, TournamentView
from tests.fake_catalog import FakeDisciplineRepository, FakeLinkedRepository, FakeLinks
from tests.fakes import FakeRepository

# Tables whose rows belong to a tournament (deleted with it), by FakeDatabase attribute.
TOURNAMENT_CHILDREN = (
    "tournament_images",
    "documents",
    "club_deductions",
    "history",
    "competitor_registrations",
    "team_registrations",
    "tournament_coaches",
    "tournament_referees",
    "tournament_officials",
)


class FakeTournamentRepository(FakeLinkedRepository[Tournament, TournamentView]):
    """Tournaments over a ``FakeDatabase`` (``db``) that holds the tables views read."""

    def __init__(self, db: Any, disciplines: FakeDisciplineRepository) -> None:
        super().__init__()
        self.db, self.disciplines = db, disciplines
        self.discipline_links = FakeLinks[TournamentDiscipline]("tournament_id", "discipline_id")
        self.team_links = FakeLinks[TournamentDiscipline]("tournament_id", "discipline_id")
        self.lists = {
            "discipline_ids": (self.discipline_links, TournamentDiscipline),
            "team_discipline_ids": (self.team_links, TournamentDiscipline),
        }
        for links in (self.discipline_links, self.team_links):
            self.cascades.append((links, "tournament_id"))
            disciplines.cascades.append((links, "discipline_id"))

    async def names_listing(self, discipline_id: int, *, as_team: bool) -> list[str]:
        links = self.team_links if as_team else self.discipline_links
        listing = {t.tournament_id for t in links.all() if t.discipline_id == discipline_id}
        return sorted(t.name for t in self.all() if t.id in listing)

    def add_children_cascades(self) -> None:
        """Once the database holds every table: their rows go with their tournament."""
        self.cascades += [(getattr(self.db, name), "tournament_id") for name in TOURNAMENT_CHILDREN]

    def _of(self, table: FakeRepository[Any], tournament_id: int | None) -> list[Any]:
        return [row for row in table.all() if row.tournament_id == tournament_id]

    async def _linked(
        self, links: FakeLinks[TournamentDiscipline], tournament_id: int | None
    ) -> tuple[LinkedDiscipline, ...]:
        found = []
        for link in links.of(tournament_id):
            discipline = await self.disciplines.get_view(link.discipline_id)
            if link.id is not None and discipline is not None:
                found.append(LinkedDiscipline(link.id, discipline))
        return tuple(found)

    async def view(self, tournament: Tournament) -> TournamentView:
        t_id = tournament.id
        competitors = self._of(self.db.competitor_registrations, t_id)
        teams = self._of(self.db.team_registrations, t_id)
        images: list[TournamentFile] = self._of(self.db.tournament_images, t_id)
        documents: list[TournamentFile] = self._of(self.db.documents, t_id)
        return TournamentView(
            tournament=tournament,
            disciplines=await self._linked(self.discipline_links, t_id),
            team_disciplines=await self._linked(self.team_links, t_id),
            images=tuple(images),
            documents=tuple(documents),
            club_deductions=tuple(self._of(self.db.club_deductions, t_id)),
            competitors_count=len(competitors),
            clubs_count=len({r.club_id for r in (*competitors, *teams)}),
            teams_count=len(teams),
            competitor_entries_count=entries_count(competitors),
            team_entries_count=entries_count(teams),
        )

"""Shared set-up of the category, discipline and tournament service tests."""

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from fedreg_core.domain.entities import Category, Discipline, User
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.ports.views import TournamentView
from fedreg_core.services import tournaments
from fedreg_core.services.images import ImageUpload
from fedreg_core.services.listing import Visible
from fedreg_core.services.tournament_reads import ShownTournament
from tests.fakes import FakeDatabase, FakeFileStore, FakeImageChecker, FakeUnitOfWork, FixedClock

NOW = datetime(2026, 3, 1, 10, 0)


class RecordingSanitizer:
    """Drops ``<script>...</script>`` and remembers what it was asked to clean."""

    def __init__(self) -> None:
        self.cleaned: list[str] = []

    def clean(self, html: str) -> str:
        self.cleaned.append(html)
        return re.sub(r"<script>.*?</script>", "", html)


def fee_fields(**changes: int) -> dict[str, int]:
    fees = {
        "single_fee_1": 2000,
        "single_fee_1_break": 500,
        "single_fee_2": 3500,
        "single_fee_2_break": 500,
        "single_fee_other": 4500,
        "single_fee_other_break": 1000,
        "team_fee": 3000,
        "team_fee_break": 0,
    }
    return {**fees, **changes}


@dataclass
class Catalog:
    """An admin and a club user; categories Seniori and Juniori; kata, kumite, team kata."""

    uow: FakeUnitOfWork = field(default_factory=FakeUnitOfWork)
    clock: FixedClock = field(default_factory=lambda: FixedClock(NOW))
    html: RecordingSanitizer = field(default_factory=RecordingSanitizer)
    files: FakeFileStore = field(default_factory=FakeFileStore)
    images: FakeImageChecker = field(default_factory=FakeImageChecker)
    admin: User = field(init=False)
    coach: User = field(init=False)
    seniors: int = field(init=False)
    juniors: int = field(init=False)
    kata: int = field(init=False)
    kumite: int = field(init=False)
    team_kata: int = field(init=False)

    @property
    def db(self) -> FakeDatabase:
        return self.uow.db

    async def populate(self) -> "Catalog":
        self.admin = await self.db.users.add(User("Admin", "admin@fed.rs", "h", is_admin=True))
        self.coach = await self.db.users.add(User("Coach", "coach@klub.rs", "h", 1))
        self.seniors = await self._id(self.db.categories.add(Category("Seniori")))
        self.juniors = await self._id(self.db.categories.add(Category("Juniori")))
        both = [self.seniors, self.juniors]
        self.kata = await self._id(self.db.disciplines.add(Discipline("Kata", both)))
        self.kumite = await self._id(self.db.disciplines.add(Discipline("Kumite", both)))
        team = Discipline("Kata tim", [self.seniors], is_team=True)
        self.team_kata = await self._id(self.db.disciplines.add(team))
        return self

    @staticmethod
    async def _id(stored: Any) -> int:
        entity = await stored
        assert entity.id is not None
        return int(entity.id)

    def form(self, **changes: Any) -> dict[str, Any]:
        """A valid tournament form by entity field name (fee fields flat)."""
        fields: dict[str, Any] = {
            "name": "Prvenstvo Srbije",
            "description": "<p>Propozicije</p>",
            "start_date": datetime(2026, 3, 1, 9, 0),
            "end_date": datetime(2026, 3, 20, 23, 59),
            "discipline_ids": [self.kata, self.kumite],
            "team_discipline_ids": [self.team_kata],
            **fee_fields(),
        }
        return {**fields, **changes}

    async def create(self, **changes: Any) -> Visible[ShownTournament]:
        return await tournaments.create_tournament(
            self.uow, self.clock, self.html, self.admin, TournamentChanges(**self.form(**changes))
        )

    async def update(self, tournament_id: int, **changes: Any) -> Visible[ShownTournament]:
        return await tournaments.update_tournament(
            self.uow, self.clock, self.html, self.admin, tournament_id, TournamentChanges(**changes)
        )

    def upload(self, data: bytes = b"IMG picture", file_name: str = "") -> ImageUpload:
        return ImageUpload(data, self.files, self.images, file_name)

    async def active_id(self) -> int | None:
        return (await self.db.settings.get()).active_tournament_id


def tournament_id(shown: Visible[ShownTournament]) -> int:
    view: TournamentView = shown.item.view
    assert view.tournament.id is not None
    return view.tournament.id

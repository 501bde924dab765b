"""Set-up of the registration service tests: a tournament with disciplines over the fakes."""

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, cast

from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    Coach,
    Discipline,
    Member,
    Official,
    Referee,
    Tournament,
)
from fedreg_core.domain.enums import ForSex, RefereeRang
from fedreg_core.fees import FeeSchedule
from tests.fakes import FixedClock
from tests.unit.clubs_setup import World

NOW = datetime(2026, 3, 1, 10, 0)
FEES = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)


@dataclass
class Cup:
    """Sokol's and Soko's coaches, an admin; one open tournament of the federation."""

    fed: World
    clock: FixedClock = field(default_factory=lambda: FixedClock(NOW))
    ids: dict[str, int] = field(default_factory=dict)

    async def populate(self) -> "Cup":
        db = self.fed.db
        for name, no_pay in (("Seniors", False), ("Veterans", True), ("Old", False)):
            stored = await db.categories.add(Category(name, no_pay=no_pay))
            assert stored.id is not None
            self.ids[name] = stored.id
        seniors, veterans = self.ids["Seniors"], self.ids["Veterans"]
        for name, sex, flags in (
            ("kumite", None, {}),
            ("kataA", None, {"is_kata_a": True}),
            ("kataB", None, {"is_kata_b": True}),
            ("men", ForSex.MEN, {}),
            ("women", ForSex.WOMEN, {}),
            ("archived", None, {"is_archived": True}),
            ("elsewhere", None, {}),
            ("team", None, {"is_team": True}),
            ("teamWomen", ForSex.WOMEN, {"is_team": True}),
        ):
            discipline = Discipline(
                name, [seniors, veterans], for_sex=sex, **cast("dict[str, Any]", flags)
            )
            stored_discipline = await db.disciplines.add(discipline)
            assert stored_discipline.id is not None
            self.ids[name] = stored_discipline.id
        individual = ["kumite", "kataA", "kataB", "men", "women", "archived"]
        tournament = Tournament(
            "Cup", "<p>Cup</p>", datetime(2026, 2, 1), datetime(2026, 3, 20),
            registration_open=True, fees=FEES,
            discipline_ids=[self.ids[n] for n in individual],
            team_discipline_ids=[self.ids["team"], self.ids["teamWomen"]],
        )  # fmt: skip
        stored_tournament = await db.tournaments.add(tournament)
        assert stored_tournament.id is not None
        self.ids["cup"] = stored_tournament.id
        return self

    @property
    def cup(self) -> int:
        return self.ids["cup"]

    def entry(self, category: str, *disciplines: str) -> CategoryEntry:
        return CategoryEntry(self.ids[category], [self.ids[d] for d in disciplines])

    async def member(
        self,
        club_id: int,
        first: str = "Ana",
        last: str = "Anić",
        is_male: bool = False,
        no_pay: bool = False,
    ) -> Member:
        member = Member(club_id, first, last, date(2000, 1, 1), is_male, "PLAVI", no_pay)
        return await self.fed.db.members.add(member)

    async def coach(self, club_id: int) -> Coach:
        return await self.fed.db.coaches.add(Coach(club_id, "Dragan", "Ilić"))

    async def referee(self, club_id: int) -> Referee:
        return await self.fed.db.referees.add(
            Referee(club_id, "Zoran", "Jović", 3, RefereeRang.TRAINEE)
        )

    async def official(self, club_id: int) -> Official:
        return await self.fed.db.officials.add(Official(club_id, "Vesna", "Marić", "Sekretar"))

    async def tournament(self) -> Tournament:
        found = await self.fed.db.tournaments.get(self.cup)
        assert found is not None
        return found

    async def set_tournament(self, **changes: object) -> None:
        tournament = await self.tournament()
        for name, value in changes.items():
            setattr(tournament, name, value)
        await self.fed.db.tournaments.update(tournament)

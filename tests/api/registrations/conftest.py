"""A federation with an open tournament: categories and disciplines stored directly."""

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any, cast

import pytest

from fedreg_core.domain.entities import Category, Discipline, Member, Tournament
from fedreg_core.domain.enums import ForSex
from fedreg_core.fees import FeeSchedule
from fedreg_core.ports.listing import ListQuery
from tests.api.conftest import Api
from tests.api.resources.conftest import Federation, fed_on

FEES = FeeSchedule(2000, 500, 3500, 500, 4500, 1000, 3000, 0)


@dataclass
class Cup:
    fed: Federation
    ids: dict[str, int] = field(default_factory=dict)

    @property
    def id(self) -> int:
        return self.ids["cup"]

    async def call(self, method: str, url: str, who: dict[str, str] | None, **kw: Any) -> Any:
        return await self.fed.call(method, url, who, **kw)

    async def member(self, club_id: int, first: str = "Ana", is_male: bool = False) -> int:
        async with self.fed.api.context.uow() as uow:
            member = await uow.members.add(
                Member(club_id, first, "Anić", date(2001, 1, 1), is_male, "PLAVI")
            )
            await uow.commit()
        assert member.id is not None
        return member.id

    async def person_id(self, kind: str, club_id: int) -> int:
        async with self.fed.api.context.uow() as uow:
            repository: Any = getattr(uow, kind)
            people = [p for p in (await repository.page(_all())).items if p.club_id == club_id]
        return int(people[0].id)

    async def set_tournament(self, **changes: Any) -> None:
        async with self.fed.api.context.uow() as uow:
            tournament = await uow.tournaments.get(self.id)
            assert tournament is not None
            for name, value in changes.items():
                setattr(tournament, name, value)
            await uow.tournaments.update(tournament)
            await uow.commit()

    async def set_federation(self, title: str) -> None:
        """The site's title: prints name it as the federation."""
        async with self.fed.api.context.uow() as uow:
            settings = await uow.settings.get()
            settings.title = title
            await uow.settings.update(settings)
            await uow.commit()

    def categories(self, *disciplines: str, category: str = "Seniors") -> list[dict[str, Any]]:
        return [{"id": self.ids[category], "disciplines": [self.ids[d] for d in disciplines]}]


def _all() -> ListQuery:
    return ListQuery(limit=1000)


async def cup_on(fed: Federation) -> Cup:
    cup = Cup(fed)
    async with fed.api.context.uow() as uow:
        seniors = await uow.categories.add(Category("Seniors"))
        assert seniors.id is not None
        cup.ids["Seniors"] = seniors.id
        for name, sex, flags in (
            ("kumite", None, {}),
            ("kataA", None, {"is_kata_a": True}),
            ("kataB", None, {"is_kata_b": True}),
            ("men", ForSex.MEN, {}),
            ("team", None, {"is_team": True}),
        ):
            stored = await uow.disciplines.add(
                Discipline(name, [seniors.id], sex, **cast("dict[str, Any]", flags))
            )
            assert stored.id is not None
            cup.ids[name] = stored.id
        individual = [cup.ids[n] for n in ("kumite", "kataA", "kataB", "men")]
        tournament = await uow.tournaments.add(
            Tournament(
                "Cup",
                "<p>Cup</p>",
                datetime(2026, 1, 1),
                None,
                registration_open=True,
                fees=FEES,
                discipline_ids=individual,
                team_discipline_ids=[cup.ids["team"]],
            )
        )
        await uow.commit()
    assert tournament.id is not None
    cup.ids["cup"] = tournament.id
    return cup


@pytest.fixture
async def cup(api: Api) -> Cup:
    return await cup_on(await fed_on(api))

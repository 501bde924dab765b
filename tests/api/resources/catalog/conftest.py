"""Categories, disciplines and tournaments through the API: a catalogue made by the admin."""

from dataclasses import dataclass
from typing import Any

import pytest

from tests.api.resources.conftest import Federation
from tests.unit.catalog_setup import fee_fields

FEES = fee_fields()


@dataclass
class Catalog:
    fed: Federation
    seniors: int
    juniors: int
    kata: int
    kumite: int
    team_kata: int

    def tournament(self, **changes: Any) -> dict[str, Any]:
        """A create body ``{obj}`` of a valid, closed tournament."""
        obj = {
            "name": "Prvenstvo Srbije",
            "description": "<p>Propozicije</p>",
            "startDate": "2026-03-01T09:00:00",
            "endDate": "2099-03-20T23:59:00",
            "disciplineIds": [self.kata, self.kumite],
            "teamDisciplineIds": [self.team_kata],
            **FEES,
        }
        return {"obj": {**obj, **changes}, "returnObj": True}

    async def create_tournament(self, **changes: Any) -> dict[str, Any]:
        body = self.tournament(**changes)
        response = await self.fed.call("POST", "/api/model/Tournaments", self.fed.admin, json=body)
        assert response.status_code == 201, response.text
        return dict(response.json())

    async def update(self, tournament_id: int, who: Any = None, **changes: Any) -> Any:
        url = f"/api/model/Tournaments/{tournament_id}"
        return await self.fed.call("PUT", url, who or self.fed.admin, json={"obj": changes})


async def created(fed: Federation, name: str, obj: dict[str, Any]) -> int:
    response = await fed.call("POST", f"/api/model/{name}", fed.admin, json={"obj": obj})
    assert response.status_code == 201, response.text
    return int(response.json()["id"])


async def catalog_on(fed: Federation) -> Catalog:
    seniors = await created(fed, "Categories", {"name": "Seniori"})
    juniors = await created(fed, "Categories", {"name": "Juniori", "noPay": True})

    async def discipline(name: str, category_ids: list[int], **flags: Any) -> int:
        return await created(
            fed, "Disciplines", {"name": name, "categoryIds": category_ids, **flags}
        )

    return Catalog(
        fed=fed,
        seniors=seniors,
        juniors=juniors,
        kata=await discipline("Kata", [seniors, juniors], isKataA=True),
        kumite=await discipline("Kumite", [seniors, juniors], forSex="1"),
        team_kata=await discipline("Kata tim", [seniors], alwaysPay=True, isTeam=True),
    )


@pytest.fixture
async def catalog(fed: Federation) -> Catalog:
    """Categories Seniori and Juniori (noPay); Kata (kata A), Kumite (men), Kata tim."""
    return await catalog_on(fed)

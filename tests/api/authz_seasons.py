"""Targets of the permission table's season rows: a fresh season each (its own name and
year, so that no two overlap), and a drawn group to seed from one."""

from typing import Any

from tests.api.authz_table import drawn_group
from tests.api.authz_world import Call, World


def season_body(world: World) -> dict[str, Any]:
    year = 2100 + int(world.unique("")) % 800
    return {
        "name": f"Sezona {year}",
        "startsOn": f"{year}-01-01",
        "endsOn": f"{year}-12-31",
        "points": [{"place": 1, "points": 10}, {"place": 2, "points": 7}],
    }


async def _season(world: World) -> int:
    response = await world.client.post(
        "/api/seasons", json=season_body(world), headers=await world.headers("admin", Call())
    )
    assert response.status_code == 201, response.text
    season_id: int = response.json()["id"]
    return season_id


async def new_season(world: World, _role: str) -> Call:
    return Call(json=season_body(world))


def fresh_season(changed: bool = False) -> Any:
    """A season's id; with ``changed``, a body that changes it."""

    async def target(world: World, _role: str) -> Call:
        return Call({"id": await _season(world)}, json=season_body(world) if changed else None)

    return target


async def group_to_seed(world: World, role: str) -> Call:
    call = await drawn_group(world, role)
    call.json = {"seasonId": await _season(world)}
    return call

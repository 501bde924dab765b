"""A federation set up through the API: two registered clubs with a coach each, and an admin."""

from dataclasses import dataclass
from typing import Any

import pytest

from fedreg_core.services.admins import create_admin
from tests.api.conftest import PASSWORD, Api, bearer, registration_body


@dataclass
class Federation:
    api: Api
    admin: dict[str, str]
    coach: dict[str, str]
    other: dict[str, str]
    club_id: int
    other_club_id: int
    admin_id: int
    coach_id: int

    async def call(self, method: str, url: str, who: dict[str, str] | None, **kw: Any) -> Any:
        """A request as ``who`` (headers of a signed-in user, or ``None`` for nobody)."""
        headers = {**(who or {}), **kw.pop("headers", {})}
        return await self.api.client.request(method, url, headers=headers, **kw)


async def register_club(api: Api, email: str, club_name: str) -> dict[str, Any]:
    club = {**registration_body()["club"], "name": club_name}
    return await api.register(email, club=club)


async def fed_on(api: Api) -> Federation:
    """Register the two clubs, create the admin and sign everyone in."""
    coach = await register_club(api, "coach@example.com", "Karate klub Sloga")
    other = await register_club(api, "other@example.com", "Karate klub Borac")
    admin = await create_admin(
        api.context.uow(), api.context.hasher, "admin@example.com", "Admin", PASSWORD
    )
    assert admin.id is not None
    return Federation(
        api=api,
        admin=bearer(await api.sign_in("admin@example.com")),
        coach=bearer(await api.sign_in("coach@example.com")),
        other=bearer(await api.sign_in("other@example.com")),
        club_id=coach["club"]["id"],
        other_club_id=other["club"]["id"],
        admin_id=admin.id,
        coach_id=coach["user"]["id"],
    )


@pytest.fixture
async def fed(api: Api) -> Federation:
    return await fed_on(api)


def member_body(club_id: int, **changes: Any) -> dict[str, Any]:
    member = {
        "clubId": club_id,
        "firstName": "Ana",
        "lastName": "Anić",
        "born": "2010-05-17",
        "isMale": False,
        "belt": "PLAVI",
    }
    return {"obj": {**member, **changes}, "returnObj": True}

"""What the signed-in user may do (getClubCapabilities, getTournamentCapabilities,
getTournamentClubCapabilities) as each role sees it: the answers are the guards' own
predicates, so a role offered a button is let through by the write behind it."""

from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import pytest
import pytest_asyncio

from tests.api.authz_world import Call, World, build_world, close_world

pytestmark = pytest.mark.asyncio(loop_scope="module")

ALL = {"add": True, "edit": True, "remove": True}
NONE = {"add": False, "edit": False, "remove": False}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    built = await build_world(tmp_path_factory.mktemp("capabilities") / "data")
    yield built
    await close_world(built)


async def _get(world: World, role: str, path: str) -> Any:
    return await world.client.get(path, headers=await world.headers(role, Call()))


async def _club(world: World, role: str, club: str = "club_a") -> dict[str, Any]:
    answer = await _get(world, role, f"/api/clubs/{world.ids[club]}/capabilities")
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _panels(found: dict[str, Any]) -> list[dict[str, bool]]:
    return [found[kind] for kind in ("members", "coaches", "referees", "officials")]


async def _set(world: World, **settings: Any) -> None:
    async with world.uow() as uow:
        stored = await uow.settings.get()
        await uow.settings.update(replace(stored, **settings))
        await uow.commit()


async def _club_a(world: World, **state: Any) -> None:
    async with world.uow() as uow:
        club = await uow.clubs.get(world.club_a)
        assert club is not None
        await uow.clubs.update(replace(club, **state))
        await uow.commit()


@pytest.mark.parametrize(
    ("role", "manage", "delete", "always_pays"),
    [("admin", True, True, True), ("owner", True, False, False), ("other", False, False, False)],
)
async def test_the_club_page_of_each_role(
    world: World, role: str, manage: bool, delete: bool, always_pays: bool
) -> None:
    found = await _club(world, role)
    assert (found["manage"], found["delete"], found["setAlwaysPays"]) == (
        manage,
        delete,
        always_pays,
    )
    assert _panels(found) == [ALL if manage else NONE] * 4
    assert found["setNoPay"] is True


async def test_guests_are_not_answered_and_blocked_users_are_refused(world: World) -> None:
    path = f"/api/clubs/{world.club_a}/capabilities"
    assert (await _get(world, "anon", path)).status_code == 401
    assert (await _get(world, "blocked", path)).status_code == 403
    assert (await _get(world, "admin", "/api/clubs/999999/capabilities")).status_code == 404


async def test_a_blocked_clubs_users_manage_nothing_admins_still_do(world: World) -> None:
    await _club_a(world, is_blocked=True)
    try:
        owner = await _club(world, "owner")
        assert owner["manage"] is False and _panels(owner) == [NONE] * 4
        assert (await _club(world, "admin"))["manage"] is True
        tournament = f"/api/tournament/{world.ids['open']}/club/{world.club_a}/capabilities"
        assert (await _get(world, "owner", tournament)).json() == {"changeRegistrations": False}
        assert (await _get(world, "admin", tournament)).json() == {"changeRegistrations": True}
    finally:
        await _club_a(world, is_blocked=False)


async def test_the_member_locks_bind_club_users_not_admins(world: World) -> None:
    await _set(world, disable_create=True, disable_edit=True, clubs_may_set_no_pay=False)
    try:
        owner = await _club(world, "owner")
        assert owner["members"] == NONE and owner["coaches"] == ALL
        assert owner["setNoPay"] is False
        admin = await _club(world, "admin")
        assert admin["members"] == ALL and admin["setNoPay"] is True
    finally:
        await _set(world, disable_create=False, disable_edit=False, clubs_may_set_no_pay=True)


@pytest.mark.parametrize(
    ("role", "tournament", "club", "allowed"),
    [
        ("owner", "open", "club_a", True),
        ("owner", "closed", "club_a", False),
        ("owner", "open", "club_b", False),
        ("other", "open", "club_a", False),
        ("admin", "open", "club_a", True),
        ("admin", "closed", "club_a", True),
        ("admin", "archived", "club_a", False),
    ],
)
async def test_who_may_change_a_clubs_entries(
    world: World, role: str, tournament: str, club: str, allowed: bool
) -> None:
    path = f"/api/tournament/{world.ids[tournament]}/club/{world.ids[club]}/capabilities"
    answer = await _get(world, role, path)
    assert answer.json() == {"changeRegistrations": allowed}


async def test_the_tournament_page_of_each_role(world: World) -> None:
    async def found(role: str, tournament: str) -> Any:
        answer = await _get(world, role, f"/api/tournament/{world.ids[tournament]}/capabilities")
        return answer.json() if answer.status_code == 200 else answer.status_code

    shown = {"tournamentInfo": True, "disciplineOverview": False}
    assert await found("owner", "open") == {"archive": False, **shown}
    assert await found("admin", "open") == {"archive": False, **shown, "disciplineOverview": True}
    assert (await found("admin", "closed"))["archive"] is True
    assert (await found("admin", "archived"))["archive"] is False
    assert await found("owner", "archived") == 404
    assert await found("anon", "open") == 401
    await _set(world, show_disciplines=True)
    try:
        assert (await found("owner", "open"))["disciplineOverview"] is True
    finally:
        await _set(world, show_disciplines=False)


@pytest.mark.parametrize(
    ("role", "deletable"),
    [("admin", {"club_a": True, "club_b": True}), ("owner", {"club_a": False, "club_b": False})],
)
async def test_the_clubs_lists_rows(world: World, role: str, deletable: dict[str, bool]) -> None:
    ids = [world.club_a, world.club_b]
    path = "/api/clubs/capabilities?" + "&".join(f"id={club}" for club in ids)
    answer = await _get(world, role, path)
    assert answer.json() == [
        {"id": world.ids[name], "delete": allowed} for name, allowed in deletable.items()
    ]


async def test_the_users_lists_rows_leave_out_the_admins_own(world: World) -> None:
    admin, owner = world.users["admin"], world.users["owner"]
    path = f"/api/users/capabilities?id={admin}&id={owner}"
    assert (await _get(world, "admin", path)).json() == [
        {"id": admin, "changeStatus": False},
        {"id": owner, "changeStatus": True},
    ]
    assert (await _get(world, "owner", path)).json() == [
        {"id": admin, "changeStatus": False},
        {"id": owner, "changeStatus": False},
    ]
    assert (await _get(world, "anon", path)).status_code == 401
    assert (await _get(world, "admin", "/api/users/capabilities?id=0")).status_code == 400

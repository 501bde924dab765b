"""Authorization matrix by the state of the caller's club: every operation of the
authorization table (test_authorization_matrix.ROWS) with the owning club blocked or deleted.

- Blocked club: its user's every write for the club (each row the owner may do that is not
  about their own account) answers 403 ``error_club_blocked`` and changes nothing; their
  reads answer as before; admins' calls answer as before.
- Deleted club: its user's every signed-in call answers 403 ``error_club_deleted``, and so
  does their sign-in; admins' calls answer as before.
The active club is the matrix itself.
"""

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from fedreg_core.messages import translate
from tests.api.authz_table import Row
from tests.api.authz_world import Call, World, build_world, close_world
from tests.api.conftest import PASSWORD
from tests.api.test_authorization_matrix import ROWS

pytestmark = pytest.mark.asyncio(loop_scope="module")

OWNER, ADMIN = 3, 4  # columns of Row.expect
OWN_ACCOUNT = (
    *("/api/login", "/api/logout", "/api/register", "/api/request-reset", "/api/reset"),
    "/api/profile",
)
REFUSED_ANYWAY = {401, 403, 404, 405}


def is_club_write(row: Row) -> bool:
    """A call that changes something for a club and that the club's own user may make."""
    return (
        row.method != "GET"
        and not row.path.startswith(OWN_ACCOUNT)
        and row.expect[OWNER] not in REFUSED_ANYWAY
    )


def is_club_read(row: Row) -> bool:
    return row.method == "GET" and row.expect[OWNER] == 200 and row.expect[0] == 401


CLUB_WRITES = [row for row in ROWS if is_club_write(row) and not row.undocumented]
CLUB_READS = [row for row in ROWS if is_club_read(row)]
SIGNED_IN_ROWS = [row for row in ROWS if row.expect[0] == 401 and not row.undocumented]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[World]:
    built = await build_world(tmp_path_factory.mktemp("authz-states") / "data")
    yield built
    await close_world(built)


async def _set_club_state(world: World, call: Call, **state: bool) -> None:
    """Block or delete (or restore) the club of the call's owner (club A or a fresh club)."""
    async with world.uow() as uow:
        owner = await uow.users.get(call.owner or world.users["owner"])
        assert owner is not None and owner.club_id is not None
        club = await uow.clubs.get(owner.club_id)
        assert club is not None
        for name, value in state.items():
            setattr(club, name, value)
        await uow.clubs.update(club)
        await uow.commit()


async def _answer(world: World, row: Row, role: str, call: Call) -> Any:
    return await world.client.request(
        row.method,
        row.path.format(**call.params),
        params=call.query,
        json=call.json if call.files is None else None,
        files=call.files,
        headers=await world.headers(role, call),
    )


async def _refused_with(world: World, row: Row, state: str, key: str) -> None:
    """As the owner, with the club in ``state``: 403 with ``key``'s message, nothing changed."""
    call = await row.target(world, "owner")
    await _set_club_state(world, call, **{state: True})
    try:
        before = world.snapshot()
        response = await _answer(world, row, "owner", call)
        assert response.status_code == 403, response.text
        assert response.json()["message"] == translate(key, "sr")
        assert world.snapshot() == before, "a refused call changed stored data"
    finally:
        await _set_club_state(world, call, **{state: False})


async def _answered_as_before(world: World, row: Row, state: str, role: str) -> None:
    call = await row.target(world, role)
    await _set_club_state(world, call, **{state: True})
    try:
        response = await _answer(world, row, role, call)
        expected = row.expect[ADMIN if role == "admin" else OWNER]
        assert response.status_code == expected, response.text
    finally:
        await _set_club_state(world, call, **{state: False})


@pytest.mark.parametrize("row", CLUB_WRITES, ids=lambda row: row.id)
async def test_a_blocked_clubs_user_writes_nothing(world: World, row: Row) -> None:
    await _refused_with(world, row, "is_blocked", "error_club_blocked")


@pytest.mark.parametrize("row", CLUB_WRITES, ids=lambda row: row.id)
async def test_admins_write_for_a_blocked_club(world: World, row: Row) -> None:
    await _answered_as_before(world, row, "is_blocked", "admin")


@pytest.mark.parametrize("row", CLUB_READS, ids=lambda row: row.id)
async def test_a_blocked_clubs_user_still_reads(world: World, row: Row) -> None:
    await _answered_as_before(world, row, "is_blocked", "owner")


@pytest.mark.parametrize("row", SIGNED_IN_ROWS, ids=lambda row: row.id)
async def test_a_deleted_clubs_user_is_refused_everywhere(world: World, row: Row) -> None:
    await _refused_with(world, row, "is_deleted", "error_club_deleted")


@pytest.mark.parametrize("row", CLUB_WRITES, ids=lambda row: row.id)
async def test_admins_write_for_a_deleted_club(world: World, row: Row) -> None:
    """What admins may do to a deleted club's data is the club rows' business (deleted
    clubs take no new people, say); here: the deletion changes no admin's right."""
    call = await row.target(world, "admin")
    await _set_club_state(world, call, is_deleted=True)
    try:
        response = await _answer(world, row, "admin", call)
        assert response.status_code != 403, response.text
    finally:
        await _set_club_state(world, call, is_deleted=False)


async def test_a_deleted_clubs_user_cannot_sign_in(world: World) -> None:
    call = Call()
    await _set_club_state(world, call, is_deleted=True)
    try:
        body = {"email": "owner@example.com", "password": PASSWORD}
        response = await world.client.post("/api/login", json=body)
        english = await world.client.post(
            "/api/login", json=body, headers={"Accept-Language": "en"}
        )
    finally:
        await _set_club_state(world, call, is_deleted=False)
    assert response.status_code == 403
    assert response.json()["message"] == translate("error_club_deleted", "sr")
    assert english.json()["message"] == "Your club was deleted: the account can no longer be used."

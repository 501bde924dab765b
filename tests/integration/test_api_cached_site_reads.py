"""Two apps (as two workers) on one PostgreSQL database with their site reads kept: the answers are
the same as without caches, and what an admin changes through one app the other answers."""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import bcrypt
import httpx
import pytest

from adapters.http.app import create_app
from entrypoints.bootstrap import Runtime, build_runtime
from entrypoints.settings import load_config
from fedreg_core.domain.entities import User
from tests.api.conftest import but_its_request_id
from tests.integration.conftest import delete_all_rows

pytestmark = pytest.mark.postgres

PASSWORD = "admin-password"
WAIT_SECONDS = 2.0  # a notification takes milliseconds; this only bounds a failing test
Client = httpx.AsyncClient


@pytest.fixture
async def clients(
    postgres_database: str, tmp_path: Path
) -> AsyncIterator[tuple[Client, Client, Client, Runtime]]:
    """Apps A and B with caches on, C with caches off, each its own engine; and A's wiring."""
    runtimes: list[Runtime] = []
    made: list[Client] = []
    for name in "abc":
        config = load_config(
            {
                "FEDREG_DATABASE_URL": postgres_database,
                "FEDREG_DATA_DIR": str(tmp_path / name),
                "FEDREG_SECRET_KEY": "test-secret-key-of-a-proper-length-0123456789",
                "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": "1000",
            }
        )
        runtimes.append(runtime := build_runtime(config))
        if name != "c":
            assert runtime.listener is not None
            await runtime.listener.start()
            await asyncio.wait_for(runtime.listener.listening.wait(), WAIT_SECONDS)
        app = create_app(runtime.context)  # served in this event loop, as the engine is
        transport = httpx.ASGITransport(app=app)  # type: ignore[arg-type]
        made.append(httpx.AsyncClient(transport=transport, base_url="http://testserver.local"))
    await delete_all_rows(runtimes[0].engine)
    yield made[0], made[1], made[2], runtimes[0]
    for client, runtime in zip(made, runtimes, strict=True):
        await client.aclose()
        if runtime.listener is not None:
            await runtime.listener.stop()
        await runtime.engine.dispose()


async def admin_token(client: Client, runtime: Runtime) -> str:
    password_hash = bcrypt.hashpw(PASSWORD.encode(), bcrypt.gensalt(4)).decode()
    async with runtime.context.uow() as uow:
        await uow.users.add(User("Admin", "admin@savez.rs", password_hash, is_admin=True))
        await uow.commit()
    signed_in = await client.post(
        "/api/login", json={"email": "admin@savez.rs", "password": PASSWORD}
    )
    assert signed_in.status_code == 200, signed_in.text
    return str(signed_in.json()["token"])


async def eventually(check: Callable[[], Awaitable[bool]]) -> None:
    deadline = asyncio.get_running_loop().time() + WAIT_SECONDS
    while asyncio.get_running_loop().time() < deadline:
        if await check():
            return
        await asyncio.sleep(0.005)
    raise AssertionError(f"not seen within {WAIT_SECONDS} s")


async def test_cached_answers_are_the_uncached_ones_and_follow_an_admins_change(
    clients: tuple[Client, Client, Client, Runtime],
) -> None:
    a, b, uncached, runtime_of_a = clients
    token = await admin_token(a, runtime_of_a)
    auth = {"Authorization": f"Bearer {token}"}
    for headers in (auth, {}):
        for _ in range(3):  # the first fills B's caches; later ones are answered from them
            answered = (await b.get("/api/data", headers=headers)).json()
        assert answered == (await uncached.get("/api/data", headers=headers)).json()
        me = (await b.get("/api/me", headers=headers)).json()
        uncached_me = (await uncached.get("/api/me", headers=headers)).json()
        assert but_its_request_id(me) == but_its_request_id(uncached_me)

    change = {"obj": {"title": "Savez posle izmene"}}
    changed = await a.put("/api/model/Settings/1", json=change, headers=auth)
    assert changed.status_code == 200, changed.text

    async def b_answers_it() -> bool:
        data = (await b.get("/api/data")).json()
        return bool(data["settings"]["title"] == "Savez posle izmene")

    await eventually(b_answers_it)

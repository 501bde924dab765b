"""PostgreSQL restarted, or turning clients away, under load: 503 with ``Retry-After``, never 500.

The database is a cluster of the test's own (``throwaway_postgres``), so stopping it disturbs
no other test. The app runs in this process and is never restarted: it must recover on its
own once the database is back, and every member it answered 201 for must be stored.
"""

import asyncio
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, cast

import asyncpg  # type: ignore[import-untyped]
import httpx
import pytest
from sqlalchemy import select

from adapters.http.app import create_app
from adapters.security.passwords import BcryptPasswordHasher
from adapters.sql.change_notifications import asyncpg_dsn
from adapters.sql.engine import create_engine
from adapters.sql.migrate import upgrade
from adapters.sql.models import MemberRow
from entrypoints.bootstrap import Runtime, build_runtime
from entrypoints.settings import load_config
from tests.api.conftest import PASSWORD, bearer, registration_body
from tests.integration.conftest import POSTGRES_URL_VARIABLE
from tests.integration.sql_support import create_postgres_database, run_outside_loop
from tests.integration.throwaway_postgres import Cluster, throwaway_cluster

pytestmark = pytest.mark.postgres

ADDERS = 8
"""Clients adding members at once, as one club's busy secretaries would."""
DEADLINE = 30.0


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    if not os.environ.get(POSTGRES_URL_VARIABLE):
        pytest.skip(f"{POSTGRES_URL_VARIABLE} is not set")
    with throwaway_cluster() as started:
        yield started


@dataclass
class App:
    client: httpx.AsyncClient
    runtime: Runtime
    database_url: str
    headers: dict[str, str] = field(default_factory=dict)
    club_id: int = 0

    async def add_member(self, name: str) -> httpx.Response:
        member = {
            "clubId": self.club_id,
            "firstName": name,
            "lastName": "Restartović",
            "born": "2012-05-17",
            "isMale": True,
            "belt": "PLAVI",
        }
        body = {"obj": member, "returnObj": True}
        return await self.client.post("/api/model/Members", json=body, headers=self.headers)


@pytest.fixture
async def app(cluster: Cluster, tmp_path: Path) -> AsyncIterator[App]:
    """The app on a fresh database of the cluster, with a club whose coach is signed in."""
    database_url = run_outside_loop(create_postgres_database(cluster.server_url))
    await upgrade(database_url)
    config = load_config(
        {
            "FEDREG_DATA_DIR": str(tmp_path / "data"),
            "FEDREG_DATABASE_URL": database_url,
            "FEDREG_SECRET_KEY": "restart-test-secret-key-long-enough-0123456789",
            "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": "1000",
        }
    )
    runtime = build_runtime(config)
    context = replace(runtime.context, hasher=BcryptPasswordHasher(cost=4))
    transport = httpx.ASGITransport(app=cast(Any, create_app(context)))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver.local") as c:
        registered = await c.post("/api/register", json=registration_body())
        assert registered.status_code == 201, registered.text
        login = {"email": registration_body()["email"], "password": PASSWORD}
        signed_in = await c.post("/api/login", json=login)
        assert signed_in.status_code == 200, signed_in.text
        headers = bearer(signed_in.json()["token"])
        yield App(c, runtime, database_url, headers, registered.json()["club"]["id"])
    await runtime.engine.dispose()


def assert_busy(response: httpx.Response) -> None:
    """A 503 in the usual error shape that says when to try again."""
    assert response.status_code == 503, response.text
    assert int(response.headers["Retry-After"]) > 0
    assert set(response.json()) == {"message", "error", "requestId"}


@dataclass
class Load:
    """Members added without pause by ``ADDERS`` clients; every answer is kept by phase."""

    app: App
    phase: str = "before"
    answers: dict[str, list[httpx.Response]] = field(default_factory=dict)
    acknowledged: set[int] = field(default_factory=set)
    stop: asyncio.Event = field(default_factory=asyncio.Event)

    async def adder(self, number: int) -> None:
        count = 0
        while not self.stop.is_set():
            count += 1
            phase = self.phase
            response = await self.app.add_member(f"A{number}-{count}")
            self.answers.setdefault(phase, []).append(response)
            if response.status_code == 201:
                self.acknowledged.add(int(response.json()["id"]))

    def count(self, phase: str, status: int) -> int:
        return sum(r.status_code == status for r in self.answers.get(phase, []))

    def every(self) -> list[httpx.Response]:
        return [response for answers in self.answers.values() for response in answers]

    def assert_only_successes_and_busy(self) -> None:
        wrong = [r for r in self.every() if r.status_code not in {201, 503}]
        assert not wrong, [(r.status_code, r.text) for r in wrong[:3]]

    async def until(self, done: Callable[[], bool]) -> None:
        while not done():
            self.assert_only_successes_and_busy()
            await asyncio.sleep(0.02)


async def stored_member_ids(database_url: str) -> set[int]:
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            return set(await connection.scalars(select(MemberRow.id)))
    finally:
        await engine.dispose()


async def within_deadline(step: Awaitable[Any]) -> Any:
    return await asyncio.wait_for(step, DEADLINE)


async def test_a_restarted_database_is_503_then_recovers_and_loses_nothing(
    cluster: Cluster, app: App
) -> None:
    load = Load(app)
    adders = [asyncio.create_task(load.adder(n)) for n in range(ADDERS)]
    try:
        await within_deadline(load.until(lambda: load.count("before", 201) >= 3 * ADDERS))
        load.phase = "stopping"
        await asyncio.to_thread(cluster.stop, "fast")  # ends the sessions of requests in flight
        try:
            load.phase = "down"
            await within_deadline(load.until(lambda: load.count("down", 503) >= ADDERS))
        finally:
            load.phase = "starting"
            await asyncio.to_thread(cluster.start)
        load.phase = "up"
        await within_deadline(load.until(lambda: load.count("up", 201) >= 3 * ADDERS))
    finally:
        load.stop.set()
        await asyncio.gather(*adders)

    load.assert_only_successes_and_busy()
    for response in load.every():
        if response.status_code == 503:
            assert_busy(response)
    assert load.count("up", 201) >= 3 * ADDERS, "the app did not recover on its own"
    assert load.acknowledged <= await stored_member_ids(app.database_url)


async def every_free_connection(dsn: str) -> list[Any]:
    """Connections to the cluster until it says it has too many clients."""
    taken: list[Any] = []
    while len(taken) < 100:
        try:
            taken.append(await asyncpg.connect(dsn))
        except asyncpg.TooManyConnectionsError:
            return taken
    raise AssertionError("the cluster never refused a client")


async def test_a_database_with_too_many_clients_is_503(app: App) -> None:
    await app.runtime.engine.dispose()  # the next request has to open a connection
    taken = await every_free_connection(asyncpg_dsn(app.database_url))
    try:
        assert_busy(await app.add_member("Ana"))
    finally:
        await asyncio.gather(*(connection.close() for connection in taken))
    assert (await app.add_member("Ana")).status_code == 201

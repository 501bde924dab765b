"""The public pages' request counts: counted in each worker, shared through the database
about once a second, on SQLite and PostgreSQL."""

from datetime import timedelta

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine
from adapters.sql.models import RequestCountRow
from adapters.sql.request_counts import SharedRequestLimiter
from fedreg_core.domain.errors import TooManyAttempts
from tests.fakes import FixedClock, Seconds

LIMIT = 10


def limiter(engine: AsyncEngine, clock: FixedClock, seconds: Seconds) -> SharedRequestLimiter:
    return SharedRequestLimiter(
        engine, LIMIT, timedelta(minutes=1), 1.0, now=clock.now, monotonic=seconds
    )


async def hits(requests: SharedRequestLimiter, address: str, times: int = LIMIT) -> None:
    """``times`` public-page requests from ``address``, each allowed."""
    for _ in range(times):
        await requests.hit("public", address, "")


async def stored(engine: AsyncEngine) -> list[tuple[str, int]]:
    async with engine.connect() as connection:
        rows = await connection.execute(select(RequestCountRow.key, RequestCountRow.count))
        return sorted((key, count) for key, count in rows)


async def test_a_worker_refuses_the_request_over_the_limit_without_asking_the_database(
    engine: AsyncEngine,
) -> None:
    clock, seconds = FixedClock(), Seconds()
    requests = limiter(engine, clock, seconds)
    await hits(requests, "10.0.0.1")
    with pytest.raises(TooManyAttempts) as refused:
        await requests.hit("public", "10.0.0.1", "")
    assert refused.value.retry_after == 60  # the window began at the full minute
    await requests.hit("public", "10.0.0.2", "")  # another address counts apart
    assert await stored(engine) == []  # nothing shared before a second went by
    seconds.now = 1.0
    await requests.hit("public", "10.0.0.3", "")
    assert await stored(engine) == [("ip:10.0.0.1", LIMIT), ("ip:10.0.0.2", 1), ("ip:10.0.0.3", 1)]


async def test_workers_share_their_counts_within_a_second(
    engine: AsyncEngine, second_engine: AsyncEngine
) -> None:
    clock, seconds = FixedClock(), Seconds()
    first, second = limiter(engine, clock, seconds), limiter(second_engine, clock, seconds)
    await hits(first, "10.0.0.1", 6)
    await hits(second, "10.0.0.1", 3)
    seconds.now = 1.0
    await first.hit("public", "10.0.0.9", "")  # shares 6 (and this one)
    await second.hit("public", "10.0.0.9", "")  # shares 3, hears 9 for 10.0.0.1
    await second.hit("public", "10.0.0.1", "")  # the tenth
    with pytest.raises(TooManyAttempts):
        await second.hit("public", "10.0.0.1", "")
    assert await stored(engine) == [("ip:10.0.0.1", 9), ("ip:10.0.0.9", 2)]


async def test_a_new_minute_starts_every_count_afresh_and_drops_old_rows(
    engine: AsyncEngine,
) -> None:
    clock, seconds = FixedClock(), Seconds()
    requests = limiter(engine, clock, seconds)
    await hits(requests, "10.0.0.1")
    clock.advance(seconds=30)
    with pytest.raises(TooManyAttempts) as refused:
        await requests.hit("public", "10.0.0.1", "")
    assert refused.value.retry_after == 30
    clock.advance(seconds=30)
    seconds.now = 1.0
    await requests.hit("public", "10.0.0.1", "")  # a new minute
    clock.advance(minutes=2)
    seconds.now = 2.0
    await requests.hit("public", "10.0.0.2", "")  # drops the windows before the last
    assert await stored(engine) == [("ip:10.0.0.2", 1)]


async def test_counts_kept_when_the_database_does_not_answer(engine: AsyncEngine) -> None:
    clock, seconds = FixedClock(), Seconds()
    broken = create_engine("sqlite+aiosqlite:////nonexistent/folder/db.sqlite")
    requests = limiter(broken, clock, seconds)
    seconds.now = 1.0
    await hits(requests, "10.0.0.1")  # each tries to share and fails
    with pytest.raises(TooManyAttempts):
        await requests.hit("public", "10.0.0.1", "")
    await broken.dispose()

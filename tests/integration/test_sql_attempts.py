"""Sign-in attempts counted in the database: one count for every worker, SQLite and PostgreSQL."""

import asyncio
from datetime import timedelta

import pytest
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.attempts import SqlAttemptLimiter
from adapters.sql.models import AttemptRow
from fedreg_core.domain.errors import TooManyAttempts
from fedreg_core.ports.attempts import SignInCounts
from tests.fakes import FixedClock

LIMIT = 10


def limiter(engine: AsyncEngine, clock: FixedClock, sweep_every: int = 1000) -> SqlAttemptLimiter:
    return SqlAttemptLimiter(engine, LIMIT, timedelta(minutes=1), clock.now, sweep_every)


async def stored(engine: AsyncEngine) -> list[tuple[str, str]]:
    async with engine.connect() as connection:
        rows = await connection.execute(select(AttemptRow.action, AttemptRow.key))
        return sorted((action, key) for action, key in rows)


async def test_the_eleventh_attempt_in_a_minute_is_refused(engine: AsyncEngine) -> None:
    clock = FixedClock()
    attempts = limiter(engine, clock)
    for n in range(LIMIT):
        await attempts.hit("login", "10.0.0.1", f"user{n}@x.rs")
        clock.advance(seconds=1)
    with pytest.raises(TooManyAttempts):
        await attempts.hit("login", "10.0.0.1", "new@x.rs")
    await attempts.hit("reset", "10.0.0.1", "new@x.rs")  # another action counts apart
    await attempts.hit("login", "10.0.0.2", "new@x.rs")  # the refused one counted nothing
    assert len(await stored(engine)) == 2 * LIMIT + 4


async def test_attempts_older_than_the_window_stop_counting(engine: AsyncEngine) -> None:
    clock = FixedClock()
    attempts = limiter(engine, clock)
    for _ in range(LIMIT):
        await attempts.hit("reset-token", "10.0.0.1", "")
        clock.advance(seconds=1)
    clock.advance(seconds=50)  # a minute after the first attempt: it no longer counts
    await attempts.hit("reset-token", "10.0.0.1", "")
    with pytest.raises(TooManyAttempts):
        await attempts.hit("reset-token", "10.0.0.1", "")
    clock.advance(seconds=1)
    await attempts.hit("reset-token", "10.0.0.1", "")
    assert len(await stored(engine)) == LIMIT  # the keys' expired rows are gone


async def test_the_email_limit_holds_across_addresses(engine: AsyncEngine) -> None:
    attempts = limiter(engine, FixedClock())
    for n in range(LIMIT):
        await attempts.hit("login", f"10.0.0.{n}", "Coach@Example.com")
    with pytest.raises(TooManyAttempts):
        await attempts.hit("login", "10.0.9.9", " coach@example.COM ")
    await attempts.hit("login", "10.0.9.9", "other@example.com")


async def test_two_workers_on_one_database_share_the_count(
    engine: AsyncEngine, second_engine: AsyncEngine
) -> None:
    clock = FixedClock()
    workers = [limiter(engine, clock), limiter(second_engine, clock)]
    for n in range(LIMIT):
        await workers[n % 2].hit("login", f"10.0.0.{n}", "coach@example.com")
    for worker in workers:
        with pytest.raises(TooManyAttempts):
            await worker.hit("login", "10.0.9.9", "coach@example.com")


async def test_concurrent_attempts_of_two_workers_never_pass_the_limit(
    engine: AsyncEngine, second_engine: AsyncEngine
) -> None:
    clock = FixedClock()
    workers = [limiter(engine, clock), limiter(second_engine, clock)]

    async def attempt(n: int) -> bool:
        try:
            await workers[n % 2].hit("login", f"10.0.0.{n}", "coach@example.com")
        except TooManyAttempts:
            return False
        return True

    passed = await asyncio.gather(*(attempt(n) for n in range(3 * LIMIT)))
    assert sum(passed) == LIMIT


async def test_stale_rows_of_every_key_are_swept(engine: AsyncEngine) -> None:
    clock = FixedClock()
    attempts = limiter(engine, clock, sweep_every=3)
    await attempts.hit("login", "10.0.0.1", "ana@x.rs")
    await attempts.hit("reset", "10.0.0.2", "")
    clock.advance(minutes=2)
    await attempts.hit("reset-token", "10.0.0.3", "")  # the third attempt sweeps
    assert await stored(engine) == [("reset-token", "ip:10.0.0.3")]


async def test_sign_in_refuses_the_address_that_failed_and_never_the_account(
    engine: AsyncEngine,
) -> None:
    attempts = limiter(engine, FixedClock())
    for _ in range(LIMIT):
        await attempts.sign_in("10.0.0.1", "Ana@X.rs")
    with pytest.raises(TooManyAttempts):
        await attempts.sign_in("10.0.0.1", "ana@x.rs")
    with pytest.raises(TooManyAttempts):
        await attempts.sign_in("10.0.0.1", "other@x.rs")  # the address, on every account

    counts = await attempts.sign_in("10.0.0.2", " ana@x.rs ")  # the owner, elsewhere
    assert counts == SignInCounts(account=LIMIT, from_address=0, limit=LIMIT)


async def test_the_account_counts_failures_from_every_address_and_forgets_a_success(
    engine: AsyncEngine,
) -> None:
    clock = FixedClock()
    attempts = limiter(engine, clock)
    for n in range(3 * LIMIT):  # a guesser spread over many addresses
        await attempts.sign_in(f"10.0.{n}.1", "a_na@x.rs")
    await attempts.sign_in("10.0.9.9", "abna@x.rs")  # `_` matches it in a LIKE unescaped

    again = await attempts.sign_in("10.0.0.1", "a_na@x.rs")
    assert again == SignInCounts(account=3 * LIMIT, from_address=1, limit=LIMIT)
    await attempts.signed_in("10.0.0.1", "a_na@x.rs")  # it was the right password
    after = await attempts.sign_in("10.0.0.1", "a_na@x.rs")
    assert after == SignInCounts(account=3 * LIMIT - 1, from_address=0, limit=LIMIT)

    clock.advance(minutes=1, seconds=1)
    assert await attempts.sign_in("10.0.1.1", "a_na@x.rs") == SignInCounts(0, 0, LIMIT)

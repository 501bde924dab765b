"""bcrypt hashing (docs/product.md, Security), done beside the event loop, never on it."""

import asyncio
import statistics
import time

import pytest

from adapters.security.passwords import BcryptPasswordHasher
from fedreg_core.domain.errors import Busy
from tests.hasher_gate import Gate, places_taken


async def test_a_hash_verifies_its_password_only() -> None:
    hasher = BcryptPasswordHasher(cost=4)
    stored = await hasher.hash("secret123")

    assert stored.startswith("$2b$04$")
    assert await hasher.verify("secret123", stored)
    assert not await hasher.verify("secret124", stored)
    assert not await hasher.verify("x" * 73, stored)
    assert not await hasher.verify("secret123", "not a bcrypt hash")
    assert not await hasher.verify("secret123", None)
    assert not await hasher.verify("secret123", "")


async def test_checking_no_hash_costs_what_checking_a_stored_one_does() -> None:
    """No account (``None``) or a hash bcrypt cannot read is checked against a stand-in of
    the same cost: the time of an answer does not tell whether the account exists. Up to
    three measurements: a busy machine can skew one, a skipped hash skews every one."""
    hasher = BcryptPasswordHasher(cost=8)
    stored = await hasher.hash("secret123")
    measured = []
    for _ in range(3):
        medians = await median_seconds_to_verify(hasher, [stored, None, "$2b$08$broken"])
        measured.append(medians)
        if all(abs(median - medians[0]) <= 0.25 * medians[0] for median in medians):
            return
    raise AssertionError(f"medians further apart than 25 %: {measured}")


async def median_seconds_to_verify(
    hasher: BcryptPasswordHasher, hashes: list[str | None]
) -> list[float]:
    """The median CPU time (this process, the hashing thread included) of a wrong password's
    check against each hash (7 interleaved rounds): the work, not what other jobs on the
    machine add to the wall time."""
    times: list[list[float]] = [[] for _ in hashes]
    for _ in range(7):
        for password_hash, seconds in zip(hashes, times, strict=True):
            started = time.process_time()
            assert not await hasher.verify("wrong-guess", password_hash)
            seconds.append(time.process_time() - started)
    return [statistics.median(seconds) for seconds in times]


async def test_checking_no_hash_waits_in_the_hashing_queue_like_a_real_check() -> None:
    gate = Gate()
    gate.close()
    hasher = BcryptPasswordHasher(cost=4, queue=1, executor=gate.executor)
    try:
        check = asyncio.create_task(hasher.verify("secret123", None))
        await places_taken(hasher, 1)
        with pytest.raises(Busy):
            await hasher.verify("secret123", None)
        gate.open()
        assert await check is False
    finally:
        gate.shut()


async def test_the_event_loop_keeps_serving_while_a_password_is_hashed() -> None:
    ticks = 0

    async def tick() -> None:
        nonlocal ticks
        while True:
            ticks += 1
            await asyncio.sleep(0)

    ticker = asyncio.create_task(tick())
    await BcryptPasswordHasher(cost=8).hash("secret123")
    ticker.cancel()

    assert ticks > 1  # on the loop, the hash would have run before the ticker's first turn

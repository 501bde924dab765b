"""The hashing thread yields the CPU, and sign-ins beyond the queue's bound are refused at
once with a time to try again (the sign-in storm of issue 14)."""

import asyncio
import os
import sys
import threading
from asyncio import Task
from collections.abc import AsyncIterator, Iterator
from contextvars import Context

import bcrypt
import pytest

from adapters.security.hashing_queue import HashingQueue
from adapters.security.passwords import LOWEST_PRIORITY, BcryptPasswordHasher
from fedreg_core.domain.errors import Busy
from tests.hasher_gate import Gate, places_taken

QUEUE = 3


@pytest.mark.skipif(sys.platform != "linux", reason="nice is per thread on Linux only")
async def test_passwords_are_hashed_on_a_thread_of_the_lowest_priority(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[tuple[int, int]] = []
    hashpw = bcrypt.hashpw

    def spy(password: bytes, salt: bytes) -> bytes:
        thread = threading.get_native_id()
        seen.append((thread, os.getpriority(os.PRIO_PROCESS, thread)))
        return hashpw(password, salt)

    monkeypatch.setattr(bcrypt, "hashpw", spy)
    await BcryptPasswordHasher(cost=4).hash("secret123")

    [(thread, priority)] = seen
    assert thread != threading.get_native_id()
    assert priority == LOWEST_PRIORITY
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) < LOWEST_PRIORITY


@pytest.fixture
def gate() -> Iterator[Gate]:
    gate = Gate()
    gate.close()
    yield gate
    gate.shut()


@pytest.fixture
async def waiting(
    gate: Gate,
) -> AsyncIterator[tuple[BcryptPasswordHasher, list[asyncio.Task[str]]]]:
    """A hasher whose ``QUEUE`` places are all taken by hashes waiting for the thread."""
    hasher = BcryptPasswordHasher(cost=4, queue=QUEUE, executor=gate.executor)
    tasks = [asyncio.create_task(hasher.hash(f"secret{n}")) for n in range(QUEUE)]
    await places_taken(hasher, QUEUE)
    yield hasher, tasks
    gate.open()
    await asyncio.gather(*tasks)


async def test_beyond_the_bound_a_call_is_refused_at_once_with_a_time_to_try_again(
    waiting: tuple[BcryptPasswordHasher, list[Task[str]]],
) -> None:
    hasher, tasks = waiting

    with pytest.raises(Busy) as first:
        await hasher.verify("secret0", "$2b$04$" + "a" * 53)
    with pytest.raises(Busy) as second:
        await hasher.hash("secret9")
    with pytest.raises(Busy):
        async with hasher.reserve():
            pytest.fail("no place was free")

    assert first.value.message_key == "error_busy"
    assert first.value.retry_after >= 1
    assert second.value.retry_after >= first.value.retry_after  # turns given one after another
    assert hasher.waiting == QUEUE  # the refusals took no place
    assert not any(task.done() for task in tasks)


async def test_places_come_free_as_hashes_finish(gate: Gate) -> None:
    hasher = BcryptPasswordHasher(cost=4, queue=1, executor=gate.executor)
    first = asyncio.create_task(hasher.hash("secret1"))
    await places_taken(hasher, 1)
    with pytest.raises(Busy):
        await hasher.hash("secret2")
    gate.open()

    assert await hasher.verify("secret1", await first)
    assert hasher.waiting == 0
    assert await hasher.verify("secret1", await hasher.hash("secret1"))


async def test_a_reserved_place_serves_every_hash_inside_it(gate: Gate) -> None:
    gate.open()
    hasher = BcryptPasswordHasher(cost=4, queue=1, executor=gate.executor)

    async with hasher.reserve():
        assert hasher.waiting == 1
        stored = await hasher.hash("secret1")  # the place held, not a second one
        assert await hasher.verify("secret1", stored)
        with pytest.raises(Busy):
            await asyncio.create_task(_hash_elsewhere(hasher))  # another call finds none
    assert hasher.waiting == 0


async def _hash_elsewhere(hasher: BcryptPasswordHasher) -> str:
    """A hash in a task of its own whose context holds no place (another request)."""
    return await asyncio.get_running_loop().create_task(hasher.hash("x"), context=Context())


def test_turns_are_handed_out_one_measured_hash_apart() -> None:
    queue = HashingQueue(size=0, seconds_per_hash=1.0)
    for _ in range(20):
        queue.measured(3.0)
    assert queue.seconds_per_hash == pytest.approx(3.0, abs=0.1)

    turns = [queue._refusal().retry_after for _ in range(3)]

    assert turns == [3, 6, 9]

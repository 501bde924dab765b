"""bcrypt password hashing beside the event loop, on one thread of the lowest CPU priority,
behind a bounded queue (bcrypt releases the GIL)."""

import asyncio
import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from contextlib import AbstractAsyncContextManager
from typing import TypeVar

import bcrypt

from adapters.security.hashing_queue import HashingQueue
from fedreg_core.domain.rules import PASSWORD_MAX_BYTES

BCRYPT_COST = 12
SECONDS_AT_COST_12 = 0.25
"""A first guess of one hash's time, until hashes have been measured."""
SIGN_IN_QUEUE = 16
"""Calls that may wait for the hashing thread of a worker (``FEDREG_SIGN_IN_QUEUE``)."""
LOWEST_PRIORITY = 19
T = TypeVar("T")


def lowest_priority() -> None:
    """Runs first in each hashing thread. On Linux nice is per thread: this one then gets only
    the CPU that the server's event loops (nice 0) leave idle. Elsewhere it does nothing."""
    if sys.platform == "linux":
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), LOWEST_PRIORITY)


# One hashing thread per process. Cost 12 takes a core for about 0.25 s; with asyncio's default
# executor (CPU count + 4 threads) a burst of sign-ins would crowd the event loop off the CPU
# and stall every other request. Workers (`fedreg serve --workers`) are the parallelism.
HASHING_THREAD = ThreadPoolExecutor(
    max_workers=1, thread_name_prefix="bcrypt", initializer=lowest_priority
)


class BcryptPasswordHasher:
    """Implements ``fedreg_core.ports.security.PasswordHasher``; at most ``queue`` calls hold
    a place for the hashing thread at once, the next ones are refused with ``Busy``."""

    def __init__(
        self, cost: int = BCRYPT_COST, queue: int = SIGN_IN_QUEUE, executor: Executor | None = None
    ) -> None:
        self._cost = cost
        self._queue = HashingQueue(queue, SECONDS_AT_COST_12 * 2.0 ** (cost - BCRYPT_COST))
        self._executor = executor or HASHING_THREAD
        self._stand_in = stand_in_hash(cost)

    @property
    def waiting(self) -> int:
        """Calls holding a place now."""
        return self._queue.waiting

    def reserve(self) -> AbstractAsyncContextManager[None]:
        return self._queue.place()

    async def hash(self, password: str) -> str:
        salt = bcrypt.gensalt(self._cost)
        hashed = await self._off_loop(bcrypt.hashpw, password.encode("utf-8"), salt)
        return hashed.decode("ascii")

    async def verify(self, password: str, password_hash: str | None) -> bool:
        """bcrypt's check; without a readable hash, the same check against a stand-in."""
        raw = password.encode("utf-8")
        if len(raw) > PASSWORD_MAX_BYTES:  # bcrypt refuses it, and no account has one
            return False
        stored = _readable(password_hash)
        try:
            matches = await self._off_loop(bcrypt.checkpw, raw, stored or self._stand_in)
        except ValueError:  # bcrypt refused the stored hash before hashing anything
            await self._off_loop(bcrypt.checkpw, raw, self._stand_in)
            return False
        return matches and stored is not None

    async def _off_loop(
        self, function: Callable[[bytes, bytes], T], first: bytes, second: bytes
    ) -> T:
        async with self._queue.place():
            loop = asyncio.get_running_loop()
            result, seconds = await loop.run_in_executor(
                self._executor, _timed, function, first, second
            )
        self._queue.measured(seconds)
        return result


def stand_in_hash(cost: int) -> bytes:
    """A bcrypt hash of ``cost`` that no password is checked true against in practice (a
    random salt and a made-up digest): checking it costs what checking a stored hash does."""
    return bcrypt.gensalt(cost) + b"." * 31


def _readable(password_hash: str | None) -> bytes | None:
    """The stored hash as bcrypt reads it, or ``None`` when there is none."""
    if not password_hash or not password_hash.isascii():
        return None
    return password_hash.encode("ascii")


def _timed(function: Callable[[bytes, bytes], T], first: bytes, second: bytes) -> tuple[T, float]:
    started = time.perf_counter()
    result = function(first, second)
    return result, time.perf_counter() - started

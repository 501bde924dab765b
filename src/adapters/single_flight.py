"""One run at a time per key: callers that ask for a key while it runs await that run.

A crowd that misses a cached value at the same moment (a version expired, a page not built
yet) makes one read rather than one each. A failure reaches every caller waiting on the run,
and the next caller runs afresh. A caller that gives up (its request cancelled) does not
cancel the run the others wait for.
"""

import asyncio
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class SingleFlight(Generic[K, V]):
    """Runs ``work`` for a key unless it is already running: then waits for its result."""

    def __init__(self) -> None:
        self._running: dict[K, asyncio.Future[V]] = {}

    async def run(self, key: K, work: Callable[[], Awaitable[V]]) -> V:
        running = self._running.get(key)
        if running is not None:
            return await asyncio.shield(running)
        future: asyncio.Future[V] = asyncio.get_running_loop().create_future()
        self._running[key] = future
        try:
            value = await work()
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: no "never retrieved" warning when none waits
            raise
        finally:
            del self._running[key]
        future.set_result(value)
        return value

"""A hashing thread the test holds busy, to fill a ``BcryptPasswordHasher``'s queue."""

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

from adapters.security.passwords import BcryptPasswordHasher


class Gate:
    """A hashing thread that ``close`` keeps busy until ``open``."""

    def __init__(self) -> None:
        self.executor = ThreadPoolExecutor(max_workers=1)
        self._event = threading.Event()

    def close(self) -> None:
        self._event.clear()
        self.executor.submit(self._event.wait)

    def open(self) -> None:
        self._event.set()

    def shut(self) -> None:
        self.open()
        self.executor.shutdown()


async def places_taken(hasher: BcryptPasswordHasher, count: int) -> None:
    """Until ``count`` calls hold a place (they started in other tasks)."""
    for _ in range(1000):
        if hasher.waiting >= count:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"{hasher.waiting} of {count} places taken after 10 s")

"""A ``PublicReads`` that answers the public pages' versions from what it read a moment ago.

Every request to a public page asks for the tournament's state (its version, the page's
ETag): 2 statements. Under a crowd of readers (a draw published, the deadline of a big
tournament) each worker reads it once per ``seconds`` instead, whatever the number of
requests; requests that find it expired while it is being read wait for that read. A change
shows within ``seconds`` on every worker and host: the answers say ``max-age=60`` anyway, so
browsers and proxies may show a page up to a minute old. The state of a tournament that is
not shown (private, archived, or no such tournament) is never cached: it is read on every
request, so a tournament made public shows at once. ``seconds = 0`` reads the database on
every request.
"""

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from adapters.single_flight import SingleFlight
from fedreg_core.ports.public import (
    PublicCounts,
    PublicEntries,
    PublicListing,
    PublicReads,
    PublicState,
)

CACHED_SECONDS = 1.0
V = TypeVar("V")


@dataclass(slots=True)
class _Cached(Generic[V]):
    value: V
    until: float


class ShortLived(Generic[V]):
    """Values by key, each cached ``seconds`` after it was read; one read at a time per key."""

    def __init__(self, seconds: float, monotonic: Callable[[], float]) -> None:
        self._seconds = seconds
        self._monotonic = monotonic
        self._cached: dict[int, _Cached[V]] = {}
        self._reading: SingleFlight[int, V | None] = SingleFlight()

    async def get(self, key: int, read: Callable[[], Awaitable[V | None]]) -> V | None:
        cached = self._cached.get(key)
        if cached is not None and self._monotonic() < cached.until:
            return cached.value
        return await self._reading.run(key, lambda: self._read(key, read))

    async def _read(self, key: int, read: Callable[[], Awaitable[V | None]]) -> V | None:
        value = await read()
        if value is None or self._seconds <= 0:
            self._cached.pop(key, None)
        else:
            self._cached[key] = _Cached(value, self._monotonic() + self._seconds)
        return value


class CachedPublicReads:
    """Wraps ``reads`` (a ``PublicReads``): states and the listing cached ``seconds``."""

    def __init__(
        self,
        reads: PublicReads,
        seconds: float = CACHED_SECONDS,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._reads = reads
        self._states: ShortLived[PublicState] = ShortLived(seconds, monotonic)
        self._listings: ShortLived[list[PublicListing]] = ShortLived(seconds, monotonic)

    async def listed(self) -> list[PublicListing]:
        listed = await self._listings.get(0, self._reads.listed)
        return [] if listed is None else list(listed)

    async def state(self, tournament_id: int) -> PublicState | None:
        return await self._states.get(tournament_id, lambda: self._reads.state(tournament_id))

    async def counts(self, tournament_id: int) -> PublicCounts:
        return await self._reads.counts(tournament_id)

    async def entries(self, tournament_id: int) -> PublicEntries:
        return await self._reads.entries(tournament_id)

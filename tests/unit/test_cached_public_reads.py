"""The public pages' states cached a moment per worker: read once per second, whatever the
number of requests, and never cached for a tournament that is not shown."""

import asyncio
from dataclasses import replace

from adapters.sql.cached_public_reads import CachedPublicReads
from fedreg_core.ports.public import (
    PublicCounts,
    PublicEntries,
    PublicListing,
    PublicState,
)
from tests.fakes import Seconds


class CountedReads:
    """Answers ``state`` after a pause (so requests overlap) and counts the reads."""

    def __init__(self, state: PublicState | None) -> None:
        self.shown = state
        self.reads = 0

    async def listed(self) -> list[PublicListing]:
        self.reads += 1
        return []

    async def state(self, tournament_id: int) -> PublicState | None:
        self.reads += 1
        await asyncio.sleep(0.01)
        return self.shown

    async def counts(self, tournament_id: int) -> PublicCounts:
        raise NotImplementedError

    async def entries(self, tournament_id: int) -> PublicEntries:
        raise NotImplementedError


def a_state() -> PublicState:
    names = list(PublicState.__dataclass_fields__)
    values: dict[str, object] = dict.fromkeys(names)
    values.update(id=1, name="Cup", images=[], documents=[], changes="0/0")
    values.update(is_public=True, is_archived=False)
    return PublicState(**values)  # type: ignore[arg-type]


async def test_requests_within_the_second_share_one_read() -> None:
    reads, seconds = CountedReads(a_state()), Seconds()
    cached = CachedPublicReads(reads, 1, seconds)
    answers = await asyncio.gather(*(cached.state(1) for _ in range(50)))
    assert reads.reads == 1
    assert all(answer == reads.shown for answer in answers)
    reads.shown = replace(a_state(), changes="1/1")
    seconds.now = 0.99
    assert await cached.state(1) != reads.shown  # still the cached one
    seconds.now = 1.0
    assert await cached.state(1) == reads.shown  # read again
    assert reads.reads == 2


async def test_a_tournament_not_shown_is_read_every_time() -> None:
    reads = CountedReads(None)
    cached = CachedPublicReads(reads, 1, Seconds())
    assert await cached.state(1) is None
    assert await cached.state(1) is None
    assert reads.reads == 2


async def test_a_private_tournament_is_read_every_time_so_it_shows_once_made_public() -> None:
    reads = CountedReads(None)  # the reads answer a private tournament as a missing one
    cached = CachedPublicReads(reads, 1, Seconds())
    assert await cached.state(1) is None  # not shown: as if it did not exist
    reads.shown = a_state()  # made public
    assert await cached.state(1) == reads.shown
    assert reads.reads == 2


async def test_0_seconds_reads_on_every_request() -> None:
    reads = CountedReads(a_state())
    cached = CachedPublicReads(reads, 0, Seconds())
    await cached.state(1)
    await cached.state(1)
    await cached.listed()
    await cached.listed()
    assert reads.reads == 4

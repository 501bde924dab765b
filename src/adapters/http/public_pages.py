"""Encoded public tournament pages cached by the version (ETag) they were built at.

The version is read on every request (it costs two small statements), so a cached page is
served only while it is still the tournament's current page: a change of anything the page
shows changes the version, and the page is built afresh. A page is built once per version
and worker: requests that miss it while it is being built wait for that build rather than
building it again. Each page is cached as JSON and gzipped (compressed once, at build). Each
worker caches its own pages, the few most recently asked for.
"""

import asyncio
import gzip
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from adapters.single_flight import SingleFlight

PAGES_CACHED = 32


@dataclass(frozen=True, slots=True)
class EncodedPage:
    json: bytes
    gzipped: bytes


class PublicPageCache:
    def __init__(self, size: int = PAGES_CACHED) -> None:
        self._size = size
        self._pages: OrderedDict[int, tuple[str, EncodedPage]] = OrderedDict()
        self._building: SingleFlight[tuple[int, str], EncodedPage] = SingleFlight()

    async def page(
        self, tournament_id: int, etag: str, build: Callable[[], Awaitable[bytes]]
    ) -> EncodedPage:
        """The tournament's page at version ``etag``: cached, being built, or built now."""
        cached = self._pages.get(tournament_id)
        if cached is not None and cached[0] == etag:
            self._pages.move_to_end(tournament_id)
            return cached[1]
        return await self._building.run(
            (tournament_id, etag), lambda: self._build(tournament_id, etag, build)
        )

    async def _build(
        self, tournament_id: int, etag: str, build: Callable[[], Awaitable[bytes]]
    ) -> EncodedPage:
        body = await build()
        page = EncodedPage(body, await asyncio.to_thread(gzip.compress, body, 6))
        self._cache(tournament_id, etag, page)
        return page

    def _cache(self, tournament_id: int, etag: str, page: EncodedPage) -> None:
        self._pages[tournament_id] = (etag, page)
        self._pages.move_to_end(tournament_id)
        while len(self._pages) > self._size:
            self._pages.popitem(last=False)

"""The public pages a worker keeps: built once per version, however many ask at once."""

import asyncio
import gzip
from collections.abc import Awaitable, Callable

from adapters.http.public_pages import PublicPageCache


async def test_a_page_is_built_once_for_requests_that_miss_it_together() -> None:
    cache, builds = PublicPageCache(), []
    release = asyncio.Event()

    async def build() -> bytes:
        builds.append(1)
        await release.wait()
        return b'{"page": 1}'

    waiting = [asyncio.create_task(cache.page(1, '"v1"', build)) for _ in range(5)]
    await asyncio.sleep(0)
    release.set()
    pages = await asyncio.gather(*waiting)
    assert len(builds) == 1
    assert {page.json for page in pages} == {b'{"page": 1}'}
    assert gzip.decompress(pages[0].gzipped) == b'{"page": 1}'
    assert (await cache.page(1, '"v1"', build)).json == b'{"page": 1}'  # kept
    assert len(builds) == 1
    await cache.page(1, '"v2"', build)  # a new version is built afresh
    assert len(builds) == 2


async def test_a_failed_build_fails_its_waiters_and_is_tried_again() -> None:
    cache = PublicPageCache()

    async def broken() -> bytes:
        await asyncio.sleep(0)
        raise RuntimeError("database gone")

    async def fine() -> bytes:
        return b"{}"

    first, second = cache.page(1, '"v"', broken), cache.page(1, '"v"', broken)
    results = await asyncio.gather(first, second, return_exceptions=True)
    assert all(isinstance(result, RuntimeError) for result in results)
    assert (await cache.page(1, '"v"', fine)).json == b"{}"


async def test_only_the_most_recent_pages_are_cached() -> None:
    cache, built = PublicPageCache(size=2), []

    def builder(n: int) -> Callable[[], Awaitable[bytes]]:
        async def build() -> bytes:
            built.append(n)
            return str(n).encode()

        return build

    for n in (1, 2, 3):
        await cache.page(n, '"v"', builder(n))
    await cache.page(1, '"v"', builder(1))
    assert built == [1, 2, 3, 1]  # 1 had gone: only 2 and 3 were kept

"""Whole lists read a page at a time through the same list use cases as the API."""

from collections.abc import Awaitable, Callable
from typing import TypeVar

from fedreg_core.ports.listing import MAX_LIMIT, Page

T = TypeVar("T")


async def every_item(fetch: Callable[[int, int], Awaitable[Page[T]]]) -> list[T]:
    """Every item of a list: ``fetch(skip, limit)`` answers one page and the total."""
    items: list[T] = []
    while True:
        page = await fetch(len(items), MAX_LIMIT)
        items.extend(page.items)
        if not page.items or len(items) >= page.total:
            return items

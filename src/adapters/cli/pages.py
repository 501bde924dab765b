"""Whole lists read a page at a time through the same list use cases as the API."""

from collections.abc import Awaitable, Callable, Mapping
from typing import TypeVar

from adapters.cli.context import CliContext, CliWiring
from adapters.cli.running import run_use_case
from fedreg_core.ports.listing import MAX_LIMIT, Page
from fedreg_core.services.listing import ListRequest, Visible

T = TypeVar("T")


async def every_listed(
    read: Callable[[ListRequest], Awaitable[Page[Visible[T]]]],
    text: str = "",
    by: Mapping[str, object] | None = None,
) -> list[T]:
    """Every item a list use case answers for ``text`` and the ``by`` filters, page by page."""
    items: list[T] = []
    while True:
        page = await read(ListRequest(text, dict(by or {}), len(items), MAX_LIMIT))
        items.extend(visible.item for visible in page.items)
        if not page.items or len(items) >= page.total:
            return items


def run_every_listed(
    wiring: CliWiring,
    read: Callable[[CliContext, ListRequest], Awaitable[Page[Visible[T]]]],
    text: str = "",
    by: Mapping[str, object] | None = None,
) -> list[T]:
    """``every_listed`` of a list use case run as a command's use case."""

    async def use_case(context: CliContext) -> list[T]:
        return await every_listed(lambda request: read(context, request), text, by)

    return run_use_case(wiring, use_case)

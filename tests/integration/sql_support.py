"""Helpers for database set-up outside the tests' event loops."""

import asyncio
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from adapters.sql.scratch_databases import create_scratch_database, drop_scratch_database

T = TypeVar("T")


def run_in_thread(function: Callable[..., T], *args: Any) -> T:
    """Call ``function`` in a thread of its own (it may start an event loop there)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(function, *args).result()


def run_outside_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion away from pytest-asyncio's loops."""
    result: T = run_in_thread(asyncio.run, coroutine)
    return result


async def create_postgres_database(server_url: str) -> str:
    """Create ``fedreg_t_<random>`` through the server of ``server_url``; answer its URL."""
    return await create_scratch_database(server_url, "fedreg_t_")


async def drop_postgres_database(server_url: str, database_url: str) -> None:
    await drop_scratch_database(server_url, database_url)

"""Helpers for database set-up outside the tests' event loops."""

import asyncio
import secrets
from collections.abc import Callable, Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy import make_url
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool

T = TypeVar("T")


def run_in_thread(function: Callable[..., T], *args: Any) -> T:
    """Call ``function`` in a thread of its own (it may start an event loop there)."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(function, *args).result()


def run_outside_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion away from pytest-asyncio's loops."""
    result: T = run_in_thread(asyncio.run, coroutine)
    return result


async def _on_server(server_url: str, statement: str) -> None:
    server = create_async_engine(server_url, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    try:
        async with server.connect() as connection:
            await connection.exec_driver_sql(statement)
    finally:
        await server.dispose()


async def create_postgres_database(server_url: str) -> str:
    """Create ``fedreg_t_<random>`` through the server of ``server_url``; answer its URL."""
    name = f"fedreg_t_{secrets.token_hex(6)}"
    await _on_server(server_url, f'CREATE DATABASE "{name}"')
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


async def drop_postgres_database(server_url: str, database_url: str) -> None:
    name = make_url(database_url).database
    await _on_server(server_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

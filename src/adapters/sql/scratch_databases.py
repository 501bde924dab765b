"""Throw-away PostgreSQL databases for tests and benchmarks: created with a random name on a
server, dropped (connections and all) afterwards."""

import secrets

from sqlalchemy import make_url
from sqlalchemy.ext.asyncio import create_async_engine
from sqlalchemy.pool import NullPool


async def _on_server(server_url: str, statement: str) -> None:
    server = create_async_engine(server_url, isolation_level="AUTOCOMMIT", poolclass=NullPool)
    try:
        async with server.connect() as connection:
            await connection.exec_driver_sql(statement)
    finally:
        await server.dispose()


async def create_scratch_database(server_url: str, prefix: str) -> str:
    """Create ``<prefix><random>`` on the server of ``server_url``; answer its URL."""
    name = f"{prefix}{secrets.token_hex(6)}"
    await _on_server(server_url, f'CREATE DATABASE "{name}"')
    return make_url(server_url).set(database=name).render_as_string(hide_password=False)


async def drop_scratch_database(server_url: str, database_url: str) -> None:
    """Drop the database of ``database_url`` through the server of ``server_url``."""
    name = make_url(database_url).database
    await _on_server(server_url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

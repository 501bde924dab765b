"""The PostgreSQL pool never hands out a connection the server has closed."""

import asyncio

import pytest
from sqlalchemy import text

from adapters.sql.engine import create_engine

pytestmark = pytest.mark.postgres


async def test_a_connection_the_server_closed_is_replaced_at_checkout(
    postgres_database: str,
) -> None:
    engine = create_engine(postgres_database)
    other = create_engine(postgres_database)
    try:
        async with engine.connect() as connection:
            pid = await connection.scalar(text("SELECT pg_backend_pid()"))
        async with other.connect() as killer:  # as a server restart or an admin would
            terminate = text("SELECT pg_terminate_backend(:pid, 5000)")  # waits until gone
            assert await killer.scalar(terminate, {"pid": pid})
        await asyncio.sleep(0.1)  # the event loop reads the closed socket
        async with engine.connect() as connection:
            assert await connection.scalar(text("SELECT pg_backend_pid()")) != pid
    finally:
        await engine.dispose()
        await other.dispose()

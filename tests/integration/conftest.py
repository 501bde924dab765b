"""Real databases for the SQL adapter's tests: SQLite always, PostgreSQL when configured.

SQLite: one migrated template file per session, copied for every test.
PostgreSQL (``FEDREG_TEST_DATABASE_URL``, e.g. ``postgresql+asyncpg://postgres@127.0.0.1/test``):
one fresh database ``fedreg_t_<random>`` per session, migrated once, emptied before every
test and dropped at the end. Without the variable the postgres cases are skipped.
"""

import os
import shutil
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import upgrade
from adapters.sql.models import Base
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from tests.integration.sql_support import (
    create_postgres_database,
    drop_postgres_database,
    run_outside_loop,
)

POSTGRES_URL_VARIABLE = "FEDREG_TEST_DATABASE_URL"
BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture(scope="session")
def postgres_server_url() -> str:
    url = os.environ.get(POSTGRES_URL_VARIABLE)
    if not url:
        pytest.skip(f"{POSTGRES_URL_VARIABLE} is not set")
    return url


@pytest.fixture
def fresh_postgres_database(postgres_server_url: str) -> Iterator[str]:
    """An empty PostgreSQL database of its own, dropped after the test."""
    url = run_outside_loop(create_postgres_database(postgres_server_url))
    try:
        yield url
    finally:
        run_outside_loop(drop_postgres_database(postgres_server_url, url))


@pytest.fixture(scope="session")
def postgres_database(postgres_server_url: str) -> Iterator[str]:
    url = run_outside_loop(create_postgres_database(postgres_server_url))
    try:
        run_outside_loop(upgrade(url))
        yield url
    finally:
        run_outside_loop(drop_postgres_database(postgres_server_url, url))


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The URL of a migrated, empty database (SQLite or PostgreSQL)."""
    if request.param == "sqlite":
        path = tmp_path / "fedreg.db"
        shutil.copyfile(request.getfixturevalue("sqlite_template"), path)
        return f"sqlite+aiosqlite:///{path}"
    return str(request.getfixturevalue("postgres_database"))


@pytest.fixture(params=BACKENDS)
def empty_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """The URL of a database without any table."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'empty.db'}"
    return str(request.getfixturevalue("fresh_postgres_database"))


async def delete_all_rows(engine: AsyncEngine) -> None:
    """Empty every table, children first (faster than TRUNCATE for a few rows)."""
    async with engine.begin() as connection:
        for table in reversed(Base.metadata.sorted_tables):
            await connection.execute(table.delete())


@pytest.fixture
async def engine(database_url: str) -> AsyncIterator[AsyncEngine]:
    engine = create_engine(database_url)
    if engine.dialect.name == "postgresql":
        await delete_all_rows(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
async def second_engine(engine: AsyncEngine, database_url: str) -> AsyncIterator[AsyncEngine]:
    """Another worker's engine on the same (already emptied) database."""
    other = create_engine(database_url)
    yield other
    await other.dispose()


@pytest.fixture
def uow_factory(engine: AsyncEngine) -> SqlUnitOfWorkFactory:
    return SqlUnitOfWorkFactory(session_factory(engine))

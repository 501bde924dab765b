"""Apply the Alembic migrations shipped inside this package, from any working directory."""

import asyncio
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config(database_url: str | None = None) -> Config:
    """An Alembic ``Config`` built in code (no ini file) for the packaged migrations."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("path_separator", "os")
    if database_url is not None:
        config.attributes["database_url"] = database_url
    return config


def head_revision() -> str | None:
    """The newest revision the code knows."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


class NotMigrated(RuntimeError):
    """The database is not at the revision the code needs."""


async def require_head(engine: AsyncEngine) -> None:
    """Refuse a database the code does not match: the workers' caches rely on the triggers of
    the newest migration (``fedreg serve`` migrates first; a server started otherwise must
    run ``fedreg db upgrade`` before)."""
    async with engine.connect() as connection:
        found = await connection.run_sync(
            lambda sync: MigrationContext.configure(sync).get_current_revision()
        )
    wanted = head_revision()
    if found != wanted:
        raise NotMigrated(
            f"the database is at revision {found}, this fedreg needs {wanted}:"
            " run `fedreg db upgrade` first"
        )


async def upgrade(database_url: str, revision: str = "head") -> None:
    """Migrate the database to ``revision`` (default: the newest) in one transaction.

    On SQLite foreign keys are off while migrating (table rebuilds must not cascade) and are
    checked once at the end; a violation aborts the whole upgrade.
    """
    config = alembic_config(database_url)
    engine = create_engine(database_url, sqlite_foreign_keys=False)
    try:
        async with engine.begin() as connection:
            await connection.run_sync(_upgrade_on, config, revision)
    finally:
        await engine.dispose()


def upgrade_sync(database_url: str, revision: str = "head") -> None:
    """``upgrade`` for callers without a running event loop (CLI, test set-up)."""
    asyncio.run(upgrade(database_url, revision))


def _upgrade_on(connection: Connection, config: Config, revision: str) -> None:
    config.attributes["connection"] = connection
    command.upgrade(config, revision)
    if connection.dialect.name == "sqlite":
        broken = connection.execute(text("PRAGMA foreign_key_check")).fetchall()
        if broken:
            raise RuntimeError(f"foreign keys broken after migrating: {broken[:5]}")

"""Apply the Alembic migrations shipped inside this package, from any working directory."""

import asyncio
from dataclasses import dataclass
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


@dataclass(frozen=True, slots=True)
class AppliedMigration:
    """A migration an upgrade applied: its revision id and the first paragraph of its doc."""

    revision: str
    title: str


class NotMigrated(RuntimeError):
    """The database is not at the revision the code needs."""


async def current_revision(engine: AsyncEngine) -> str | None:
    """The database's revision; ``None`` when no migration was ever applied."""
    async with engine.connect() as connection:
        return await connection.run_sync(
            lambda sync: MigrationContext.configure(sync).get_current_revision()
        )


def revision_problem(found: str | None) -> str | None:
    """What is wrong with a database at revision ``found`` for this code (``None``: nothing)."""
    wanted = head_revision()
    if found == wanted:
        return None
    if found is None:
        return "the database has no fedreg tables yet: run `fedreg db upgrade` first"
    script = ScriptDirectory.from_config(alembic_config())
    if found not in {s.revision for s in script.walk_revisions()}:
        return (
            f"the database is at revision {found}, which this fedreg ({wanted}) does not"
            " know: a newer fedreg migrated it, run that one"
        )
    return (
        f"the database is at revision {found}, this fedreg needs {wanted}:"
        " run `fedreg db upgrade` first"
    )


async def require_head(engine: AsyncEngine) -> None:
    """Refuse a database the code does not match: the workers' caches rely on the triggers of
    the newest migration (``fedreg serve`` migrates first; a server started otherwise must
    run ``fedreg db upgrade`` before)."""
    problem = revision_problem(await current_revision(engine))
    if problem is not None:
        raise NotMigrated(problem)


async def upgrade(database_url: str, revision: str = "head") -> list[AppliedMigration]:
    """Migrate the database to ``revision`` (default: the newest) in one transaction; answer
    the migrations applied, oldest first (none when it was there already).

    On SQLite foreign keys are off while migrating (table rebuilds must not cascade) and are
    checked once at the end; a violation aborts the whole upgrade.
    """
    config = alembic_config(database_url)
    engine = create_engine(database_url, sqlite_foreign_keys=False)
    try:
        async with engine.begin() as connection:
            return await connection.run_sync(_upgrade_on, config, revision)
    finally:
        await engine.dispose()


def upgrade_sync(database_url: str, revision: str = "head") -> list[AppliedMigration]:
    """``upgrade`` for callers without a running event loop (CLI, test set-up)."""
    return asyncio.run(upgrade(database_url, revision))


def _upgrade_on(connection: Connection, config: Config, revision: str) -> list[AppliedMigration]:
    config.attributes["connection"] = connection
    before = MigrationContext.configure(connection).get_current_revision()
    command.upgrade(config, revision)
    after = MigrationContext.configure(connection).get_current_revision()
    if connection.dialect.name == "sqlite":
        broken = connection.execute(text("PRAGMA foreign_key_check")).fetchall()
        if broken:
            raise RuntimeError(f"foreign keys broken after migrating: {broken[:5]}")
    if after == before or after is None:
        return []
    script = ScriptDirectory.from_config(config)
    applied = [
        AppliedMigration(s.revision, " ".join((s.doc or "").split("\n\n")[0].split()))
        for s in script.iterate_revisions(after, before)
    ]
    return applied[::-1]

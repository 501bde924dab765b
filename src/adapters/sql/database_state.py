"""Whether a database is there and at the code's revision, read without changing it.

The CLI asks before a command runs, so a missing, unreachable or unmigrated database is one
line naming the command that fixes it, never a traceback from the first query.
"""

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import text
from sqlalchemy.engine import Connection, make_url

from adapters.sql.engine import create_engine
from adapters.sql.migrate import alembic_config, current_revision, revision_problem

if TYPE_CHECKING:
    from alembic.config import Config


def sqlite_file(database_url: str) -> Path | None:
    """The file of a SQLite URL (``None`` for other databases and in-memory ones)."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    return Path(url.database)


def shown_url(database_url: str) -> str:
    return make_url(database_url).render_as_string(hide_password=True)


class DatabaseUnreachable(RuntimeError):
    """The database cannot be opened or read."""


async def stored_revision(database_url: str) -> str | None:
    """The database's revision (``None``: never migrated, or a SQLite file not created yet);
    ``DatabaseUnreachable`` with one line when it cannot be read."""
    file = sqlite_file(database_url)
    if file is not None and not file.exists():
        return None
    engine = create_engine(database_url)
    try:
        return await current_revision(engine)
    except Exception as error:  # any failure to connect or read is reported
        first_line = (str(error).strip().splitlines() or [type(error).__name__])[0]
        raise DatabaseUnreachable(
            f"cannot read the database {shown_url(database_url)}: {first_line}"
        ) from error
    finally:
        await engine.dispose()


async def database_problem(database_url: str) -> str | None:
    """What keeps commands from using the database, in one line; ``None`` when it is ready."""
    file = sqlite_file(database_url)
    if file is not None and not file.exists():
        return f"there is no database at {file} yet: run `fedreg db upgrade` first"
    try:
        return revision_problem(await stored_revision(database_url))
    except DatabaseUnreachable as error:
        return str(error)


def downgrade_to_base(database_url: str) -> None:
    """Drop every table, trigger and function the migrations made, and Alembic's own table
    (a restore's ``--force``): the database is as empty as before ``fedreg db upgrade``."""

    async def run() -> None:
        engine = create_engine(database_url, sqlite_foreign_keys=False)
        try:
            async with engine.begin() as connection:
                await connection.run_sync(_downgrade_on, alembic_config(database_url))
        finally:
            await engine.dispose()

    asyncio.run(run())


def _downgrade_on(connection: Connection, config: "Config") -> None:
    from alembic import command  # imported only here: the commands' start-up does without it

    config.attributes["connection"] = connection
    command.downgrade(config, "base")
    connection.execute(text("DROP TABLE IF EXISTS alembic_version"))

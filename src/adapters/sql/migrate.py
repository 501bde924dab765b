"""Apply the Alembic migrations shipped inside this package, from any working directory.

Whether a database is at the code's revision is read without Alembic (its import is most of a
CLI command's start-up): the code's revisions from the migration files' ``revision`` and
``down_revision`` lines, the database's from Alembic's table. Alembic is imported only to
migrate.
"""

import asyncio
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
# <order>_<revision>_<slug>.py, the order key being the revision for a new file: as alembic.ini.
FILE_TEMPLATE = "%%(rev)s_%%(rev)s_%%(slug)s"
VERSION_TABLE = "alembic_version"
_REVISION_LINE = re.compile(r'^revision = "([^"]+)"$', re.MULTILINE)
_DOWN_REVISION_LINE = re.compile(r'^down_revision = (?:None|"([^"]+)")$', re.MULTILINE)


def alembic_config(database_url: str | None = None) -> "Config":
    """An Alembic ``Config`` built in code (no ini file) for the packaged migrations."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("path_separator", "os")
    config.set_main_option("file_template", FILE_TEMPLATE)
    config.set_main_option("truncate_slug_length", "40")
    if database_url is not None:
        config.attributes["database_url"] = database_url
    return config


@dataclass(frozen=True, slots=True)
class CodeRevisions:
    known: frozenset[str]
    head: str


@cache
def code_revisions() -> CodeRevisions:
    """The revisions of the migration files and the newest one (the one no other revises),
    read from the files' header lines (tests check they are Alembic's)."""
    known: set[str] = set()
    revised: set[str] = set()
    for path in sorted((MIGRATIONS / "versions").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        revision, down = _REVISION_LINE.search(source), _DOWN_REVISION_LINE.search(source)
        if revision is None or down is None:
            raise RuntimeError(f"{path.name} has no revision or down_revision line")
        known.add(revision[1])
        if down[1] is not None:
            revised.add(down[1])
    heads = known - revised
    if len(heads) != 1:
        raise RuntimeError(f"the migrations have {len(heads)} heads: {sorted(heads)}")
    return CodeRevisions(frozenset(known), heads.pop())


def head_revision() -> str:
    """The newest revision the code knows."""
    return code_revisions().head


@dataclass(frozen=True, slots=True)
class AppliedMigration:
    """A migration an upgrade applied: its revision id and the first paragraph of its doc."""

    revision: str
    title: str


async def current_revision(engine: AsyncEngine) -> str | None:
    """The database's revision; ``None`` when no migration was ever applied."""
    async with engine.connect() as connection:
        return await connection.run_sync(_stored_revision)


def _stored_revision(connection: Connection) -> str | None:
    if not inspect(connection).has_table(VERSION_TABLE):
        return None
    rows = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalars().all()  # noqa: S608
    return str(rows[0]) if rows else None


def revision_problem(found: str | None) -> str | None:
    """What is wrong with a database at revision ``found`` for this code (``None``: nothing)."""
    wanted = head_revision()
    if found == wanted:
        return None
    if found is None:
        return "the database has no fedreg tables yet: run `fedreg db upgrade` first"
    if found not in code_revisions().known:
        return (
            f"the database is at revision {found}, which this fedreg ({wanted}) does not"
            " know: a newer fedreg migrated it, run that one"
        )
    return (
        f"the database is at revision {found}, this fedreg needs {wanted}:"
        " run `fedreg db upgrade` first"
    )


def serves(found: str | None) -> bool:
    """Whether this code serves a database at revision ``found``: its own newest, or one it
    does not know, which a newer release migrated to: that release's migrations only add
    (expand, then contract: what a release stops using is dropped a release later), so the
    code one release behind keeps working during a rolling upgrade."""
    revisions = code_revisions()
    return found == revisions.head or (found is not None and found not in revisions.known)


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


def _upgrade_on(connection: Connection, config: "Config", revision: str) -> list[AppliedMigration]:
    from alembic import command
    from alembic.script import ScriptDirectory

    config.attributes["connection"] = connection
    before = _stored_revision(connection)
    command.upgrade(config, revision)
    after = _stored_revision(connection)
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

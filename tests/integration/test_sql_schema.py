"""Migrations, SQLite connection settings, constraint names and the statement counter."""

from pathlib import Path
from typing import Any

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Connection, inspect
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine
from adapters.sql.migrate import MIGRATIONS, head_revision, upgrade
from adapters.sql.models import Base
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from tests.integration.sql_samples import new_tournament
from tests.integration.sql_support import run_in_thread, run_outside_loop

REPOSITORY_ROOT = Path(__file__).resolve().parents[2]
POSTGRES_IDENTIFIER_LIMIT = 63


def revision_tables_and_differences(
    connection: Connection,
) -> tuple[str | None, set[str], list[Any]]:
    context = MigrationContext.configure(connection, opts={"compare_type": True})
    tables = set(inspect(connection).get_table_names())
    return context.get_current_revision(), tables, compare_metadata(context, Base.metadata)


async def inspect_database(url: str) -> tuple[str | None, set[str], list[Any]]:
    engine = create_engine(url)
    try:
        async with engine.connect() as connection:
            return await connection.run_sync(revision_tables_and_differences)
    finally:
        await engine.dispose()


async def test_migrations_bring_an_empty_database_to_the_models(empty_database_url: str) -> None:
    await upgrade(empty_database_url)
    await upgrade(empty_database_url)  # at head already: nothing to do
    revision, tables, differences = await inspect_database(empty_database_url)
    newest_file = sorted((MIGRATIONS / "versions").glob("*.py"))[-1]
    assert revision == head_revision() == newest_file.name.split("_")[1]
    assert tables == {*Base.metadata.tables, "alembic_version"}
    assert differences == []


def test_the_alembic_command_line_config_migrates_too(empty_database_url: str) -> None:
    config = Config(str(REPOSITORY_ROOT / "alembic.ini"))
    config.attributes["database_url"] = empty_database_url
    run_in_thread(command.upgrade, config, "head")  # env.py starts an event loop of its own
    assert run_outside_loop(inspect_database(empty_database_url))[0] == head_revision()


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_ids_are_never_reused_on_sqlite_where_the_models_ask_for_it(
    engine: AsyncEngine,
) -> None:
    """Every table the models give ``sqlite_autoincrement`` has SQLite's AUTOINCREMENT once
    migrated (a rebuild in 0002 had lost it on five: a deleted registration's id went to the
    next registration, which draws, results and exports then took for the old one)."""
    asked = {
        name
        for name, table in Base.metadata.tables.items()
        if table.dialect_kwargs.get("sqlite_autoincrement")
    }
    tables = "SELECT name, sql FROM sqlite_master WHERE type = 'table'"
    async with engine.connect() as connection:
        rows = (await connection.exec_driver_sql(tables)).mappings()
        made = {row["name"] for row in rows if "AUTOINCREMENT" in row["sql"]}
    assert "competitor_registrations" in asked
    assert asked - made == set()


def test_constraint_and_index_names_fit_postgresql() -> None:
    names = [
        str(getattr(item, "name", ""))
        for table in Base.metadata.tables.values()
        for item in (*table.constraints, *table.indexes)
    ]
    assert all(len(name) <= POSTGRES_IDENTIFIER_LIMIT for name in names)
    assert len(names) == len(set(names))


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_sqlite_runs_with_wal_foreign_keys_and_immediate_transactions(
    engine: AsyncEngine,
) -> None:
    with count_statements(engine) as counter:
        async with engine.connect() as connection:
            pragmas = {
                name: (await connection.exec_driver_sql(f"PRAGMA {name}")).scalar()
                for name in ("foreign_keys", "journal_mode", "busy_timeout", "synchronous")
            }
    assert pragmas == {
        "foreign_keys": 1,
        "journal_mode": "wal",
        "busy_timeout": 5000,
        "synchronous": 1,
    }
    assert counter.statements[0] == "BEGIN IMMEDIATE"
    assert counter.count == 0  # transaction control and pragmas are not counted


async def test_loading_a_tournament_takes_a_fixed_number_of_statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    async with uow_factory() as uow:
        tournament = await uow.tournaments.add(new_tournament())
        await uow.commit()
    assert tournament.id is not None
    with count_statements(engine) as counter:
        async with uow_factory() as uow:
            await uow.tournaments.get(tournament.id)
    assert counter.count == 1, counter.queries  # the link lists ride along (was 3: one each)

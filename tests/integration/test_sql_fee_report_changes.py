"""A fee report a process keeps is answered only until something it was read from changes,
whoever changes it (here: plain SQL through another engine, as another worker, host or the
CLI would): SQLite counts the changes, PostgreSQL announces them (migration 0005)."""

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.change_notifications import (
    FEE_REPORT_TABLES,
    ChangeListener,
    process_caches,
)
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.services import fee_report
from fedreg_core.services.fee_report import TournamentFeeReport
from fedreg_core.services.read_caches import ReadCaches
from tests.integration.registration_list_seed import Field, seed_field

ADMIN = User("Admin", "admin@savez.rs", "x", is_admin=True, id=1)
DELIVERY_SECONDS = 2.0  # a notification takes milliseconds; this only bounds a failing test
FULL_READ = {"sqlite": 6, "postgresql": 5}
"""Statements of a report read afresh (SQLite also reads its change counter)."""
KEPT_READ = {"sqlite": 1, "postgresql": 0}
"""Statements of a kept report's answer: SQLite reads the counter, PostgreSQL nothing."""


def _changes(f: Field) -> dict[str, str]:
    """One write per table the report reads; most change its amounts or names."""
    ids = f.ids
    return {
        "tournaments": f"UPDATE tournaments SET single_fee_1 = 2500 WHERE id = {ids['cup']}",
        "clubs": f"UPDATE clubs SET name = 'KK Sloga Novi' WHERE id = {ids['sloga']}",
        "members": f"UPDATE members SET no_pay = true WHERE id = {f.members['c1']}",
        "categories": f"UPDATE categories SET no_pay = true WHERE id = {ids['Juniors']}",
        "disciplines": f"UPDATE disciplines SET no_pay = true WHERE id = {ids['kumite']}",
        "discipline_categories": "DELETE FROM discipline_categories"
        f" WHERE discipline_id = {ids['men']} AND category_id = {ids['Juniors']}",
        "club_deductions": "INSERT INTO club_deductions (tournament_id, club_id, deduction)"
        f" VALUES ({ids['cup']}, {ids['borac']}, 15)",
        "competitor_registrations": "UPDATE competitor_registrations SET club_id = "
        f"{ids['borac']} WHERE id = {ids['c5']}",
        "competitor_entries": "DELETE FROM competitor_entries"
        f" WHERE registration_id = {ids['c2']} AND discipline_id = {ids['kataA']}",
        "team_registrations": f"UPDATE team_registrations SET no_pay = true WHERE id = {ids['t2']}",
        "team_entries": f"DELETE FROM team_entries WHERE team_id = {ids['t3']}",
    }


@dataclass
class Worker:
    engine: AsyncEngine
    uow: SqlUnitOfWorkFactory
    caches: ReadCaches
    listener: ChangeListener | None
    cup: int = 0

    async def report(self, caches: ReadCaches | None = None) -> TournamentFeeReport:
        return await fee_report.tournament_fees(
            self.uow(), ADMIN, self.cup, self.caches if caches is None else caches
        )

    async def statements_of_report(self) -> tuple[int, TournamentFeeReport]:
        with count_statements(self.engine) as counter:
            report = await self.report()
        return counter.count, report


@pytest.fixture
async def worker(database_url: str, engine: AsyncEngine) -> AsyncIterator[Worker]:
    """A process keeping fee reports, as ``build_runtime`` wires it, over ``engine``'s
    database (emptied by the ``engine`` fixture)."""
    caches, listener = process_caches(database_url, engine.dialect.name, 1, 0.1)
    if listener is not None:
        await listener.start()
        await asyncio.wait_for(listener.listening.wait(), DELIVERY_SECONDS)
    yield Worker(engine, SqlUnitOfWorkFactory(session_factory(engine)), caches, listener)
    if listener is not None:
        await listener.stop()


async def until_kept(worker: Worker, dialect: str) -> TournamentFeeReport:
    """The report, once the worker answers it without reading it again (on PostgreSQL the
    notifications of earlier writes arrive a few milliseconds after their commit)."""
    deadline = asyncio.get_running_loop().time() + DELIVERY_SECONDS
    while asyncio.get_running_loop().time() < deadline:
        await worker.report()
        statements, report = await worker.statements_of_report()
        if statements == KEPT_READ[dialect]:
            return report
        await asyncio.sleep(0.005)
    raise AssertionError(f"the report was not kept within {DELIVERY_SECONDS} s")


async def answers_fresh(worker: Worker, fresh: TournamentFeeReport) -> bool:
    """The worker reads the report again and answers it as read afresh."""
    statements, answered = await worker.statements_of_report()
    return statements == FULL_READ[worker.engine.dialect.name] and answered == fresh


async def test_a_kept_report_follows_every_change_to_what_it_reads(
    database_url: str, worker: Worker
) -> None:
    field = await seed_field(worker.uow)
    worker.cup = field.ids["cup"]
    dialect = worker.engine.dialect.name
    writer = create_engine(database_url)  # another process's connections
    try:
        async with writer.begin() as connection:  # fees, so that flags change amounts
            await connection.execute(
                text(
                    "UPDATE tournaments SET single_fee_1 = 2000, single_fee_2 = 3500,"
                    " single_fee_other = 4500, team_fee = 3000 WHERE id = :id"
                ),
                {"id": worker.cup},
            )
        changes = _changes(field)
        assert sorted(changes) == sorted(FEE_REPORT_TABLES)
        for table, statement in changes.items():
            before = await until_kept(worker, dialect)
            async with writer.begin() as connection:
                await connection.execute(text(statement))
            fresh = await worker.report(ReadCaches())  # caches off: read and priced afresh

            deadline = asyncio.get_running_loop().time() + DELIVERY_SECONDS
            while not await answers_fresh(worker, fresh):
                assert asyncio.get_running_loop().time() < deadline, f"{table}: still kept"
                await asyncio.sleep(0.005)
            if table != "discipline_categories":  # the only change that moves no figure
                assert fresh != before, table
    finally:
        await writer.dispose()


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_sqlite_counts_changes_to_every_table_of_the_report(engine: AsyncEngine) -> None:
    async with engine.connect() as connection:
        found = await connection.execute(
            text("SELECT tbl_name, name FROM sqlite_master WHERE type = 'trigger'")
        )
        triggers = {(table, name) for table, name in found}
    assert triggers == {
        (table, f"{table}_{event}_counts_change")
        for table in FEE_REPORT_TABLES
        for event in ("insert", "update", "delete")
    }


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_postgresql_announces_changes_to_every_table_of_the_report(
    engine: AsyncEngine,
) -> None:
    async with engine.connect() as connection:
        found = await connection.execute(
            text(
                "SELECT DISTINCT event_object_table FROM information_schema.triggers"
                " WHERE trigger_name = event_object_table || '_announce_change'"
            )
        )
        announced = {table for (table,) in found}
    assert announced >= set(FEE_REPORT_TABLES)

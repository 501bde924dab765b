"""A worker skips the entry confirmation's statement while the notice its committed write
left waiting covers the change (SQLite and PostgreSQL)."""

from datetime import datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.models import NoticeRow
from adapters.sql.notices import CLOCK_MARGIN
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.services.notices import ENTRY_WINDOW
from tests.integration.sql_samples import insert_tournament, new_club, new_tournament

START = datetime(2026, 3, 1, 10, 0)


async def _club_and_tournament(uows: SqlUnitOfWorkFactory) -> tuple[int, int]:
    async with uows() as uow:
        club = await uow.clubs.add(new_club())
        tournament_id = await insert_tournament(uow.session, new_tournament([], []))
        await uow.commit()
    assert club.id is not None
    return tournament_id, club.id


async def _changed(
    engine: AsyncEngine, uows: SqlUnitOfWorkFactory, key: tuple[int, int], now: datetime
) -> int:
    """One committed entry change; answers the statements it sent."""
    with count_statements(engine) as counter:
        async with uows() as uow:
            await uow.notices.entries_changed(*key, now, now + ENTRY_WINDOW)
            await uow.commit()
    return counter.count


async def _version(uows: SqlUnitOfWorkFactory) -> int:
    async with uows() as uow:
        return int((await uow.session.execute(select(func.sum(NoticeRow.version)))).scalar_one())


async def test_changes_while_the_notice_waits_send_no_statement(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    key = await _club_and_tournament(uow_factory)

    assert await _changed(engine, uow_factory, key, START) == 1
    assert await _changed(engine, uow_factory, key, START + timedelta(minutes=5)) == 0
    other_club = (key[0], (await _club_and_tournament(uow_factory))[1])
    assert await _changed(engine, uow_factory, other_club, START) == 1

    # Near the due time another server's sender may have taken it: write again.
    late = START + ENTRY_WINDOW - CLOCK_MARGIN
    assert await _changed(engine, uow_factory, key, late) == 1
    # Another worker (its own factory) knows nothing yet: it writes, and the waiting notice
    # makes its upsert write nothing.
    other_worker = SqlUnitOfWorkFactory(uow_factory.sessions)
    assert await _changed(engine, other_worker, key, START) == 1
    assert await _version(uow_factory) == 2  # one notice per club, never bumped while waiting


async def test_a_rolled_back_change_teaches_the_worker_nothing(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    key = await _club_and_tournament(uow_factory)
    async with uow_factory() as uow:
        await uow.notices.entries_changed(*key, START, START + ENTRY_WINDOW)
        # ... and the use case fails before its commit

    assert await _changed(engine, uow_factory, key, START) == 1
    assert await _changed(engine, uow_factory, key, START) == 0

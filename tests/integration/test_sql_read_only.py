"""Read-only units of work: they take no write lock, so a writer never waits for a reader,
and they refuse to commit."""

import asyncio

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from tests.integration.sql_samples import new_club


async def test_a_writer_does_not_wait_for_an_open_reader(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        kept = await uow.clubs.add(new_club("kept"))
        await uow.commit()
    async with uow_factory().read_only() as reader:
        assert (await reader.clubs.get(kept.id or 0)) == kept  # its transaction is open
        async with uow_factory() as writer:
            # a reader holding SQLite's write lock would keep this waiting for 5 s, then fail
            added = await asyncio.wait_for(writer.clubs.add(new_club("new")), timeout=2)
            await asyncio.wait_for(writer.commit(), timeout=2)
        assert (await reader.clubs.get(kept.id or 0)) == kept
    async with uow_factory().read_only() as reader:
        assert (await reader.clubs.get(added.id or 0)) == added


async def test_a_reader_sees_one_snapshot_while_a_writer_commits(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    """A report read in several statements never mixes the states before and after a
    commit (PostgreSQL: repeatable read; SQLite: its deferred transaction)."""
    async with uow_factory() as uow:
        kept = await uow.clubs.add(new_club("kept"))
        await uow.commit()
    async with uow_factory().read_only() as reader:
        assert await reader.clubs.get(kept.id or 0) == kept
        async with uow_factory() as writer:
            added = await writer.clubs.add(new_club("added"))
            await writer.commit()
        assert await reader.clubs.get(added.id or 0) is None


async def test_a_read_only_unit_of_work_refuses_to_commit(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory().read_only() as uow:
        await uow.clubs.get(1)
        with pytest.raises(RuntimeError, match="read-only"):
            await uow.commit()
    uow = uow_factory()
    async with uow:
        await uow.clubs.get(1)
        with pytest.raises(RuntimeError, match="before"):
            uow.read_only()


async def test_settings_read_in_a_read_only_unit_of_work_before_any_update(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory().read_only() as uow:  # PostgreSQL refuses writes here
        defaults = await uow.settings.get()
    assert defaults.title == "fedreg" and defaults.id is not None
    async with uow_factory() as uow:
        defaults.title = "Savez"
        await uow.settings.update(defaults)
        await uow.commit()
    async with uow_factory().read_only() as uow:
        assert (await uow.settings.get()).title == "Savez"


async def test_reads_that_need_no_one_snapshot_see_each_commit(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    """``one_snapshot=False``: on PostgreSQL each read stands alone, outside a transaction
    (a later read sees a commit made meanwhile); SQLite keeps its deferred transaction."""
    async with uow_factory() as uow:
        kept = await uow.clubs.add(new_club("kept"))
        await uow.commit()
    async with uow_factory().read_only(one_snapshot=False) as reader:
        assert await reader.clubs.get(kept.id or 0) == kept
        async with uow_factory() as writer:
            added = await writer.clubs.add(new_club("added"))
            await writer.commit()
        seen = await reader.clubs.get(added.id or 0)
    assert seen == (added if engine.dialect.name == "postgresql" else None)

"""Revision 0047 on SQLite: the registrations kept whole through the rebuild and its way back
(rows, ids, the count triggers), and from it on a deleted registration's id is not given to
the next one."""

import pytest
import sqlalchemy as sa
from alembic import command

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration
from tests.integration.sql_support import run_in_thread
from tests.integration.test_sql_registrations import NOW, Setup, add_members, set_up

COUNTS = "SELECT competitors, competitor_entries FROM tournament_club_counts"


async def _enter(uow_factory: SqlUnitOfWorkFactory, s: Setup, member_id: int) -> int:
    entry = CategoryEntry(s.category_id, [s.discipline_ids[0]])
    async with uow_factory() as uow:
        registration = CompetitorRegistration(
            s.tournament_id, s.club_id, member_id, [entry], created_at=NOW
        )
        stored = await uow.competitor_registrations.add(registration)
        await uow.commit()
    assert stored.id is not None
    return stored.id


@pytest.mark.parametrize("empty_database_url", ["sqlite"], indirect=True)
async def test_0047_keeps_the_registrations_and_ids_are_not_given_again(
    empty_database_url: str,
) -> None:
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    try:
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        s = await set_up(uow_factory)
        ana, iva, maja = await add_members(uow_factory, s, 3)
        first = await _enter(uow_factory, s, ana)
        run_in_thread(command.downgrade, alembic_config(empty_database_url), "0046")
        await upgrade(empty_database_url)
        second = await _enter(uow_factory, s, iva)  # the triggers counted it
        async with engine.connect() as connection:
            assert (await connection.execute(sa.text(COUNTS))).one() == (2, 2)
        async with uow_factory() as uow:
            assert await uow.competitor_registrations.get(first) is not None
            await uow.competitor_registrations.delete(second)  # the newest
            await uow.commit()
        third = await _enter(uow_factory, s, maja)
    finally:
        await engine.dispose()
    assert first < second < third

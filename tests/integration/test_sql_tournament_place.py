"""A tournament's place on SQLite and PostgreSQL: stored and read as typed (both scripts);
revision 0026 gives the tournaments stored before it no place, and goes down without
rebuilding ``tournaments`` (its triggers stay)."""

from dataclasses import replace

import sqlalchemy as sa
from alembic import command
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from tests.integration.sql_samples import new_tournament
from tests.integration.sql_support import run_in_thread

TRIGGERS = {
    "sqlite": "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'tournaments'",
    "postgresql": "SELECT trigger_name FROM information_schema.triggers"
    " WHERE event_object_table = 'tournaments'",
}


async def triggers_on_tournaments(engine: AsyncEngine) -> set[str]:
    async with engine.connect() as connection:
        return {
            name for (name,) in await connection.execute(sa.text(TRIGGERS[engine.dialect.name]))
        }


async def test_0026_stores_the_place_and_leaves_earlier_tournaments_without_one(
    empty_database_url: str,
) -> None:
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    try:
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        async with uow_factory() as uow:
            stored = await uow.tournaments.add(
                replace(new_tournament(), place="Спортски центар „Чаир“, Niš")
            )
            await uow.commit()
        assert stored.id is not None
        async with uow_factory() as uow:
            read = await uow.tournaments.get(stored.id)
        assert read is not None and read.place == "Спортски центар „Чаир“, Niš"
        triggers = await triggers_on_tournaments(engine)
        run_in_thread(command.downgrade, alembic_config(empty_database_url), "0024")
        assert await triggers_on_tournaments(engine) == triggers  # no table rebuilt
        await upgrade(empty_database_url)
        async with uow_factory() as uow:
            again = await uow.tournaments.get(stored.id)
        assert again is not None and (again.name, again.place) == ("Prvenstvo Srbije", "")
    finally:
        await engine.dispose()

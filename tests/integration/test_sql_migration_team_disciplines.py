"""Revision 0015 on SQLite and PostgreSQL: a discipline only ever used by teams becomes a team
discipline; one used by single competitors (alone or also by teams), or by nobody, stays
individual."""

import sqlalchemy as sa
from alembic import command

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Category, Discipline
from tests.integration.sql_samples import insert_tournament, new_tournament
from tests.integration.sql_support import run_in_thread


async def test_0015_marks_the_disciplines_only_teams_used(empty_database_url: str) -> None:
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    try:
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        async with uow_factory() as uow:
            category = await uow.categories.add(Category("Seniori"))
            assert category.id is not None
            ids = {}
            for name in ("alone", "team", "both", "unused"):
                stored = await uow.disciplines.add(Discipline(name, [category.id]))
                assert stored.id is not None
                ids[name] = stored.id
            await uow.commit()
        run_in_thread(command.downgrade, alembic_config(empty_database_url), "0013")  # before 0015
        async with uow_factory() as uow:
            individual, team = [ids["alone"], ids["both"]], [ids["team"], ids["both"]]
            await insert_tournament(uow.session, new_tournament(individual, team))
            await uow.commit()
        run_in_thread(
            command.upgrade, alembic_config(empty_database_url), "0015"
        )  # 0025 splits "both"
        async with engine.connect() as connection:
            rows = await connection.execute(sa.text("SELECT name, is_team FROM disciplines"))
            kinds = {name: bool(is_team) for name, is_team in rows}
        assert kinds == {"alone": False, "team": True, "both": False, "unused": False}
    finally:
        await engine.dispose()

"""The tournaments that list a discipline, by kind of list, on SQLite and PostgreSQL."""

from dataclasses import replace

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from tests.integration.tournament_seed import seed


async def test_the_names_of_the_tournaments_listing_a_discipline_by_name(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    _, second = (await seed(uow_factory, 2, registered=False)).tournament_ids
    async with uow_factory() as uow:
        cup = await uow.tournaments.get(second)
        assert cup is not None
        kata_only = cup.discipline_ids[:1]
        await uow.tournaments.update(replace(cup, name="Kup", discipline_ids=kata_only))
        await uow.commit()
    (kata, kumite), (team,) = cup.discipline_ids, cup.team_discipline_ids
    async with uow_factory() as uow:
        with count_statements(engine) as statements:
            listing_kata = await uow.tournaments.names_listing(kata, as_team=False)
        assert statements.count == 1
        assert listing_kata == ["Kup", "Prvenstvo Srbije"]
        assert await uow.tournaments.names_listing(kumite, as_team=False) == ["Prvenstvo Srbije"]
        assert await uow.tournaments.names_listing(kata, as_team=True) == []
        assert await uow.tournaments.names_listing(team, as_team=True) == [
            "Kup",
            "Prvenstvo Srbije",
        ]

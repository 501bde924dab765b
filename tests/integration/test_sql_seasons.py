"""Seasons kept on SQLite and PostgreSQL: stored with their points tables, the ranking of two
played tournaments as counted by hand, read in the same number of statements for one
tournament as for two, and seeds taken from it."""

from dataclasses import replace
from datetime import date

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.domain.seasons import PointsRow
from fedreg_core.services import ranking, seasons
from tests.season_world import IDS, SEASON, season_world

READER = User("Čitalac", "citalac@klub.rs", "h", id=1)


async def test_the_ranking_of_two_tournaments_in_a_fixed_number_of_statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    found = await season_world(uow_factory, with_season=False)
    spring_only = replace(SEASON, name="Proleće 2027", ends_on=date(2027, 4, 30))
    first = await seasons.create_season(uow_factory(), found.admin, spring_only)
    both = await seasons.create_season(
        uow_factory(), found.admin, replace(SEASON, starts_on=date(2027, 5, 1))
    )
    with count_statements(engine) as one:
        spring = await ranking.ranking(uow_factory(), READER, first.id or 0)
    assert [(r.name, r.points) for r in spring.groups[0].rows] == [
        ("Ana Ćirić", 10), ("Đurđa Šćepanović", 7), ("Zoe Čolak", 5), ("Јелена Жижић", 5),
    ]  # fmt: skip
    await seasons.delete_season(uow_factory(), found.admin, first.id or 0)
    await seasons.update_season(uow_factory(), found.admin, both.id or 0, replace(
        SEASON, starts_on=date(2027, 2, 1)
    ))  # fmt: skip
    with count_statements(engine) as two:
        read = await ranking.ranking(uow_factory(), READER, both.id or 0)
    assert two.count == one.count
    assert [t.name for t in read.tournaments] == ["Kup proleća", "Kup leta"]
    assert [(r.position, r.name, r.club_name, r.points) for r in read.groups[0].rows] == [
        (1, "Ana Ćirić", "Karate klub Šampion", 17),
        (1, "Đurđa Šćepanović", "Карате клуб Ђерам", 17),
        (3, "Zoe Čolak", "Карате клуб Ђерам", 10),
        (3, "Јелена Жижић", "Karate klub Šampion", 10),
    ]


async def test_seasons_are_stored_with_their_points_and_seed_a_group(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    found = await season_world(uow_factory)
    season_id = found.ids["season"]
    (stored,) = await seasons.seasons(uow_factory(), READER)
    assert (stored.name, stored.points) == ("Sezona 2027", {1: 10, 2: 7, 3: 5, 5: 3, 7: 1})
    changed = replace(SEASON, points=(PointsRow(3, 1), PointsRow(1, 2)))
    await seasons.update_season(uow_factory(), found.admin, season_id, changed)
    async with uow_factory() as uow:
        again = await uow.seasons.get(season_id)
    assert again is not None and again.points == {1: 2, 3: 1}
    seeds = await ranking.seed_from_ranking(
        uow_factory(), IDS, found.admin, found.ids["autumn"], found.name("autumn"), season_id
    )
    people = ("ana", "djurdja", "zoe", "jelena")
    assert seeds == {found.ids[f"autumn.{p}"]: n for n, p in enumerate(people, 1)}
    async with uow_factory() as uow:
        assert await uow.draws.seeds(found.ids["autumn"]) == {found.group().key: seeds}


async def test_a_season_to_the_last_day_there_is_reads_its_tournaments(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    found = await season_world(uow_factory, played=("summer",), with_season=False)
    endless = replace(SEASON, starts_on=date(2027, 5, 10), ends_on=date.max)
    season = await seasons.create_season(uow_factory(), found.admin, endless)
    read = await ranking.ranking(uow_factory(), READER, season.id or 0)
    assert [t.name for t in read.tournaments] == ["Kup leta"]
    assert [r.points for r in read.groups[0].rows] == [10, 7, 5, 5]

"""Team sizes by discipline on SQLite and PostgreSQL: a discipline keeps its member range, a
team of 7 is stored, read and ordered by all its members' names; revision 0024 keeps the
teams stored before it and gives every discipline the old range, 2 to 4."""

from dataclasses import replace

import sqlalchemy as sa
from alembic import command
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, TeamRegistration
from fedreg_core.domain.enums import SortMode, TeamType
from fedreg_core.ports.registration_lists import RegistrationFilter
from fedreg_core.services import registration_lists
from fedreg_core.services.registration_lists import PageRequest
from fedreg_core.services.team_registrations import TeamChoice, register_team
from tests.fakes import FixedClock
from tests.integration.sql_support import run_in_thread
from tests.integration.test_sql_registrations import NOW, Setup, add_members, set_up


async def set_range(
    uow_factory: SqlUnitOfWorkFactory, discipline_id: int, low: int, high: int
) -> None:
    async with uow_factory() as uow:
        discipline = await uow.disciplines.get(discipline_id)
        assert discipline is not None
        await uow.disciplines.update(
            replace(discipline, team_min_members=low, team_max_members=high)
        )
        await uow.commit()


async def enter(
    uow_factory: SqlUnitOfWorkFactory, s: Setup, member_ids: list[int]
) -> TeamRegistration:
    entry = CategoryEntry(s.category_id, [s.discipline_ids[2]])
    choice = TeamChoice(TeamType.WOMEN, member_ids, [entry])
    return await register_team(uow_factory(), FixedClock(NOW), s.admin, s.tournament_id, choice)


async def test_a_team_of_seven_is_stored_read_and_ordered_by_all_its_names(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    await set_range(uow_factory, s.discipline_ids[2], 5, 7)
    async with uow_factory() as uow:
        discipline = await uow.disciplines.get(s.discipline_ids[2])
        _, catalogue = await uow.registration_reads.catalogue()
    assert discipline is not None
    assert (discipline.team_min_members, discipline.team_max_members) == (5, 7)
    kept = catalogue[s.discipline_ids[2]]
    assert (kept.team_min_members, kept.team_max_members) == (5, 7)
    members = await add_members(uow_factory, s, 14)  # Ana0 .. Ana13 Anić
    # two teams whose first four names are alike (Ana0..Ana3 of each) and differ in the fifth
    later_fifth = [*members[:4], members[9], *members[10:12]]
    earlier_fifth = [*members[4:8], members[8], *members[12:14]]
    async with uow_factory() as uow:
        for n, member_id in enumerate(members[4:8]):
            member = await uow.members.get(member_id)
            assert member is not None
            await uow.members.update(replace(member, first_name=f"Ana{n}"))
        await uow.commit()
    first = await enter(uow_factory, s, later_fifth)
    second = await enter(uow_factory, s, earlier_fifth)
    async with uow_factory() as uow:
        assert first.id is not None
        stored = await uow.team_registrations.get(first.id)
    assert stored is not None and stored.member_ids == later_fifth
    request = PageRequest(RegistrationFilter(), SortMode.ALPHA)
    page = await registration_lists.team_page(uow_factory(), s.admin, s.tournament_id, request)
    assert [t.id for t in page.snapshot.teams] == [second.id, first.id]  # Ana13 < Ana9 by text
    assert [len(t.member_ids) for t in page.snapshot.teams] == [7, 7]


TRIGGERS = {
    "sqlite": "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'disciplines'",
    "postgresql": "SELECT trigger_name FROM information_schema.triggers"
    " WHERE event_object_table = 'disciplines'",
}


async def triggers_on_disciplines(engine: AsyncEngine) -> set[str]:
    async with engine.connect() as connection:
        rows = await connection.execute(sa.text(TRIGGERS[engine.dialect.name]))
        return {name for (name,) in rows}


async def test_0024_keeps_the_stored_teams_and_gives_the_old_range(empty_database_url: str) -> None:
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    try:
        uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
        s = await set_up(uow_factory)
        four = await add_members(uow_factory, s, 4)
        team = await enter(uow_factory, s, four)
        triggers = await triggers_on_disciplines(engine)
        assert triggers  # 0011's: a discipline renamed refreshes the public pages
        run_in_thread(command.downgrade, alembic_config(empty_database_url), "0022")
        assert await triggers_on_disciplines(engine) == triggers  # no table rebuilt
        async with engine.connect() as connection:
            columns = await connection.run_sync(
                lambda sync: {c["name"] for c in sa.inspect(sync).get_columns("disciplines")}
            )
        assert "team_max_members" not in columns
        await upgrade(empty_database_url)
        async with uow_factory() as uow:
            assert team.id is not None
            kept = await uow.team_registrations.get(team.id)
            disciplines = [await uow.disciplines.get(i) for i in s.discipline_ids]
        assert kept is not None and kept.member_ids == four
        assert kept.categories == team.categories
        ranges = {(d.team_min_members, d.team_max_members) for d in disciplines if d is not None}
        assert ranges == {(2, 4)}
        await set_range(uow_factory, s.discipline_ids[2], 3, 3)
        async with uow_factory() as uow:
            changed = await uow.disciplines.get(s.discipline_ids[2])
        assert changed is not None and changed.team_max_members == 3
    finally:
        await engine.dispose()

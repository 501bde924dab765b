"""Kata scores kept on SQLite and PostgreSQL: each write checked against the performance's
version by the database, a score recorded and a kata group read in the same number of
statements whatever the group's size, and a redraw starting the scores afresh."""

from dataclasses import replace
from datetime import date

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration, Member, User
from fedreg_core.domain.enums import DrawFormat, SeenSex
from fedreg_core.draws.groups import Group
from fedreg_core.draws.kata_day import KataRecord
from fedreg_core.services import draws, kata_results, medals, results
from fedreg_core.services.kata_results import KataEntry
from tests.integration.registration_list_seed import Field, seed_field
from tests.integration.test_sql_results import CLOCK, IDS, draw_and_publish


async def _kata_drawn(
    uow_factory: SqlUnitOfWorkFactory, more: dict[str, int]
) -> tuple[Field, User]:
    """The field's Seniors kata A and kata B women (both by points), each with ``more`` others
    of two clubs, drawn and published."""
    found = await seed_field(uow_factory)
    cup = found.ids["cup"]
    async with uow_factory() as uow:
        admin = await uow.users.add(User("Admin", "admin@example.com", "h", is_admin=True))
        for name, count in more.items():
            kata = await uow.disciplines.get(found.ids[name])
            assert kata is not None
            by_points = replace(kata, draw_format=DrawFormat.KATA_POINTS, is_kata_b=name == "kataB")
            await uow.disciplines.update(by_points)
            for n in range(count):
                club = found.ids["sloga" if n % 2 else "borac"]
                last = f"Шћепановић {n}" if n % 2 else f"Šćepanović {n}"
                member = Member(club, "Đurđa", last, date(2001, 1, 1), False, "PLAVI")
                member_id = (await uow.members.add(member)).id or 0
                entry = [CategoryEntry(found.ids["Seniors"], [found.ids[name]])]
                await uow.competitor_registrations.add(
                    CompetitorRegistration(cup, club, member_id, entry)
                )
        await uow.commit()
    await draw_and_publish(uow_factory, cup, admin)
    return found, admin


def _women(found: Field, discipline: str) -> tuple[Group, str]:
    group = Group(found.ids["Seniors"], found.ids[discipline], sex=SeenSex.WOMEN)
    return group, IDS.of(found.ids["cup"], group)


async def test_a_write_at_a_stale_version_is_not_stored(uow_factory: SqlUnitOfWorkFactory) -> None:
    found, _admin = await _kata_drawn(uow_factory, {"kataA": 0})
    group, _name = _women(found, "kataA")
    cup, c2 = found.ids["cup"], found.ids["c2"]
    first, second = KataRecord(4230, None), KataRecord(4110, 2050)
    async with uow_factory() as uow:
        assert await uow.kata.put(cup, group, (1, c2), first)
        assert not await uow.kata.put(cup, group, (1, c2), second)  # both saw no score
        assert await uow.kata.put(cup, group, (1, c2), replace(second, version=2))
        assert not await uow.kata.put(cup, group, (1, c2), replace(first, version=2))
        await uow.commit()
    async with uow_factory() as uow:
        stored = await uow.kata.scores(cup)
        assert stored == {group.key: {(1, c2): replace(second, version=2)}}
        await uow.kata.remove(cup, group, [(1, c2)])
        assert await uow.kata.scores(cup, group) == {}


async def _statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory, found: Field, admin: User, name: str
) -> tuple[int, int]:
    """The statements of reading the kata group ``name`` and of recording its last score,
    everyone else in round 1 scored."""
    cup = found.ids["cup"]
    now = await results.group_results(uow_factory(), IDS, admin, cup, name)
    assert now.kata is not None
    first, *others = now.kata.standing.state.to_perform
    for key in others:
        await kata_results.change_kata_score(
            uow_factory(), CLOCK, IDS, admin, cup, name, (1, key), KataEntry(4000 + key, None, 0)
        )
    with count_statements(engine) as reading:
        await results.group_results(uow_factory(), IDS, admin, cup, name)
    with count_statements(engine) as recording:
        done = await kata_results.change_kata_score(
            uow_factory(), CLOCK, IDS, admin, cup, name, (1, first), KataEntry(3900, None, 0)
        )
    assert done.kata is not None
    assert all(group.ranking for group in done.kata.standing.state.rounds[0])
    return reading.count, recording.count


async def test_kata_costs_the_same_statements_whatever_the_group(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    found, admin = await _kata_drawn(uow_factory, {"kataA": 4, "kataB": 23})
    small = await _statements(engine, uow_factory, found, admin, _women(found, "kataA")[1])
    large = await _statements(engine, uow_factory, found, admin, _women(found, "kataB")[1])
    assert small == large
    with count_statements(engine) as table:
        found_table = await medals.medal_table(uow_factory(), IDS, admin, found.ids["cup"])
    assert len(found_table.groups) == 7
    assert table.count == 7  # BEGIN, tournament, published, draws, bouts, kata scores, catalogue


async def test_a_redraw_starts_the_scores_afresh(uow_factory: SqlUnitOfWorkFactory) -> None:
    found, admin = await _kata_drawn(uow_factory, {"kataA": 3})
    group, name = _women(found, "kataA")
    cup = found.ids["cup"]
    await kata_results.change_kata_score(
        uow_factory(), CLOCK, IDS, admin, cup, name, (1, found.ids["c2"]), KataEntry(4000, None, 0)
    )
    await draws.make_draws(uow_factory(), CLOCK, IDS, admin, cup, [name], seed=2)
    async with uow_factory() as uow:
        assert await uow.kata.scores(cup, group) == {}

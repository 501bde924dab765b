"""Tatamis kept on SQLite and PostgreSQL: the plan replaced whole and read in a fixed number
of statements, a redraw keeping groups where they were, a table official recording a result,
and the tatamis going with their tournament."""

from datetime import time

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import BoutEnding
from fedreg_core.draws.tatamis import DayPlan, Tatami
from fedreg_core.services import club_day, draws, results, tatamis
from fedreg_core.services.results import ResultEntry
from fedreg_core.services.tatamis import TatamiIn
from tests.integration.test_sql_results import CLOCK, IDS, _drawn


async def _officials(uow_factory: SqlUnitOfWorkFactory, *names: str) -> list[User]:
    async with uow_factory() as uow:
        added = [await uow.users.add(User(n, f"{i}@sudije.rs", "h")) for i, n in enumerate(names)]
        await uow.commit()
    return added


async def test_the_plan_is_replaced_whole_and_read_in_order(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    found, group, name, admin = await _drawn(uow_factory, 6)
    cup = found.ids["cup"]
    jovana, djordje = await _officials(uow_factory, "Јована Ћирић", "Đorđe Šćepanović")
    assert jovana.id and djordje.id
    wanted = [
        TatamiIn(3, (djordje.id, jovana.id), (name,), time(10, 30)),
        TatamiIn(1, (jovana.id,), (), time(9, 0)),
    ]
    kumite = found.ids["kumite"]
    await tatamis.set_tatami_plan(uow_factory(), IDS, admin, cup, wanted, {kumite: 4})
    async with uow_factory() as uow:
        assert await uow.tatamis.plan(cup) == DayPlan(
            (
                Tatami(1, (jovana.id,), (), time(9, 0)),
                Tatami(3, tuple(sorted((djordje.id, jovana.id))), (group.key,), time(10, 30)),
            ),
            {kumite: 4},
        )
        assert await uow.tatamis.officials_of(cup, group.key) == {jovana.id, djordje.id}
    with count_statements(engine) as counter:
        read = await tatamis.tatami_plan(uow_factory(), IDS, jovana, cup)
    assert [t.number for t in read.tatamis] == [1, 3]
    assert [s.group_name for s in read.tatamis[1].slots] == [name]
    assert read.tatamis[1].slots[0].starts_at.time() == time(10, 30)
    again_wanted = [TatamiIn(3, (), (name,), time(9, 0))]
    await tatamis.set_tatami_plan(uow_factory(), IDS, admin, cup, again_wanted, {})
    with count_statements(engine) as again:
        read = await tatamis.tatami_plan(uow_factory(), IDS, jovana, cup)
    assert again.count == counter.count
    assert [(t.number, t.officials, t.yours) for t in read.tatamis] == [(3, (), False)]
    await draws.make_draws(uow_factory(), CLOCK, IDS, admin, cup, seed=5)
    async with uow_factory() as uow:
        assert (await uow.tatamis.plan(cup)).tatamis[0].group_keys == (group.key,)


async def test_an_official_records_on_their_tatami(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    found, group, name, admin = await _drawn(uow_factory, 6)
    cup = found.ids["cup"]
    (judge,) = await _officials(uow_factory, "Čedomir Žužić")
    assert judge.id is not None
    on_one = [TatamiIn(1, (judge.id,), (name,), time(9, 0))]
    await tatamis.set_tatami_plan(uow_factory(), IDS, admin, cup, on_one, {})
    now = await results.group_results(uow_factory(), IDS, judge, cup, name)
    assert now.rights.may_record and not now.rights.may_correct
    first = next(b for b in now.played.bouts if b.red is not None and b.blue is not None)
    assert first.red is not None
    entry = ResultEntry(first.red, BoutEnding.KIKEN, None, None, 0)
    bout = (first.round, first.index)
    recorded = await results.change_result(uow_factory(), CLOCK, IDS, judge, cup, name, bout, entry)
    assert next(b for b in recorded.played.bouts if (b.round, b.index) == bout).winner == first.red
    async with uow_factory() as uow:
        await uow.tournaments.delete(cup)
        await uow.commit()
    async with uow_factory() as uow:
        assert await uow.tatamis.plan(cup) == DayPlan()
        assert await uow.tatamis.officials_of(cup, group.key) == frozenset()


async def test_a_clubs_day_reads_only_the_groups_of_its_entrants(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    found, group, name, admin = await _drawn(uow_factory, 3)
    cup, sloga = found.ids["cup"], found.ids["sloga"]
    async with uow_factory() as uow:
        ours = await uow.draws.draws(cup, with_entrants=True, of_club=sloga)
        every = await uow.draws.draws(cup, with_entrants=True)
    assert {d.group for d in ours} == {
        d.group for d in every if any(e.club_id == sloga for e in d.entrants)
    }
    assert group in {d.group for d in ours}
    ours_in_group = next(d for d in ours if d.group == group)
    assert len(ours_in_group.entrants) == len(next(d for d in every if d.group == group).entrants)
    day = await club_day.club_day(uow_factory(), IDS, admin, cup, sloga)
    assert {c.group_name for c in day} >= {name} and all(c.tatami is None for c in day)

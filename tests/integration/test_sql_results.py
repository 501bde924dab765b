"""Results kept on SQLite and PostgreSQL: each write checked against the bout's version by
the database, a bracket advanced in the same number of statements whatever its size, and a
redraw starting the group's results afresh."""

from dataclasses import replace
from datetime import date

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration, Member, User
from fedreg_core.domain.enums import BoutEnding, SeenSex
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import RecordedResult
from fedreg_core.services import draws, live_results, results
from fedreg_core.services.draw_confirmation import confirm_draw
from fedreg_core.services.results import ResultEntry
from tests.fakes import FixedClock
from tests.integration.registration_list_seed import Field, seed_field


def _admin() -> User:
    return User("Admin", "admin@example.com", "h", is_admin=True)


IDS = GroupIds(b"the integration tests' secret")
CLOCK = FixedClock()


async def draw_and_publish(uow_factory: SqlUnitOfWorkFactory, cup: int, admin: User) -> None:
    """The tournament ``cup`` closed, drawn (seed 1) and its draws published."""
    async with uow_factory() as uow:
        tournament = await uow.tournaments.get(cup)
        assert tournament is not None
        await uow.tournaments.update(replace(tournament, registration_open=False))
        await uow.commit()
    await draws.make_draws(uow_factory(), CLOCK, IDS, admin, cup, seed=1)
    await draws.publish_draws(uow_factory(), CLOCK, admin, cup, published=True)


async def _drawn(uow_factory: SqlUnitOfWorkFactory, more: int) -> tuple[Field, Group, str, User]:
    """The field's Seniors kumite women and ``more`` of their club mates, drawn and
    published."""
    found = await seed_field(uow_factory)
    cup = found.ids["cup"]
    async with uow_factory() as uow:
        admin = await uow.users.add(_admin())
        for n in range(more):
            member = Member(
                found.ids["sloga"], "Đurđa", f"Šćepanović {n}", date(2001, 1, 1), False, "PLAVI"
            )
            member_id = (await uow.members.add(member)).id or 0
            entry = [_kumite(found)]
            await uow.competitor_registrations.add(
                CompetitorRegistration(cup, found.ids["sloga"], member_id, entry)
            )
        await uow.commit()
    await draw_and_publish(uow_factory, cup, admin)
    group = Group(found.ids["Seniors"], found.ids["kumite"], sex=SeenSex.WOMEN)
    return found, group, IDS.of(cup, group), admin


def _kumite(found: Field) -> CategoryEntry:
    return CategoryEntry(found.ids["Seniors"], [found.ids["kumite"]])


async def test_a_write_at_a_stale_version_is_not_stored(uow_factory: SqlUnitOfWorkFactory) -> None:
    found, group, _name, _admin_user = await _drawn(uow_factory, 0)
    cup = found.ids["cup"]
    first, second = RecordedResult(found.ids["c1"]), RecordedResult(found.ids["c2"])
    async with uow_factory() as uow:
        assert await uow.results.put(cup, group, (1, 0), first)
        assert not await uow.results.put(cup, group, (1, 0), second)  # both saw no result
        assert await uow.results.put(cup, group, (1, 0), replace(second, version=2))
        assert not await uow.results.put(cup, group, (1, 0), replace(first, version=2))
        await uow.commit()
    async with uow_factory() as uow:
        stored = await uow.results.results(cup)
        assert stored == {group.key: {(1, 0): replace(second, version=2)}}
        await uow.results.remove(cup, group, [(1, 0)])
        assert await uow.results.results(cup, group) == {}


async def test_recording_costs_the_same_statements_whatever_the_bracket(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    found, _group, name, admin = await _drawn(uow_factory, 14)  # 16 women: an elimination
    cup = found.ids["cup"]
    counts = []
    for bout in ((1, 0), (1, 1), (2, 0)):
        now = await results.group_results(uow_factory(), IDS, admin, cup, name)
        (played,) = [b for b in now.played.bouts if (b.round, b.index) == bout]
        assert played.red is not None
        entry = ResultEntry(played.red, BoutEnding.POINTS, 2, 0, 0)
        with count_statements(engine) as counter:
            await results.change_result(uow_factory(), CLOCK, IDS, admin, cup, name, bout, entry)
        counts.append(counter.count)
    assert counts[0] == counts[1] == counts[2]
    await draws.make_draws(uow_factory(), CLOCK, IDS, admin, cup, seed=2)
    async with uow_factory() as uow:
        assert await uow.results.results(cup) == {}  # a redraw starts afresh


async def test_a_confirmed_draw_keeps_its_withdrawn_entrants_until_drawn_again(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    found, group, name, admin = await _drawn(uow_factory, 2)  # 4 women
    cup = found.ids["cup"]
    async with uow_factory() as uow:
        (draw,) = await uow.draws.draws(cup, group, with_entrants=True)
        gone = draw.entrants[0].registration_id
        await uow.competitor_registrations.delete(gone)
        await uow.commit()
    view = await confirm_draw(uow_factory(), CLOCK, IDS, admin, cup, name)
    assert view.confirmed and [e.registration_id for e in view.entrants if e.withdrawn] == [gone]
    async with uow_factory() as uow:
        (kept,) = await uow.draws.draws(cup, group, with_entrants=True)
    assert kept.confirmed is not None and not kept.is_stale(kept.confirmed)
    assert [e.withdrawn for e in kept.entrants] == [
        e.registration_id == gone for e in draw.entrants
    ]
    now = await results.group_results(uow_factory(), IDS, admin, cup, name)
    walkover = next(b for b in now.played.bouts if gone in (b.red, b.blue))
    assert walkover.winner not in (None, gone)
    await draws.make_draws(uow_factory(), CLOCK, IDS, admin, cup, seed=2)
    async with uow_factory() as uow:
        (redrawn,) = await uow.draws.draws(cup, group, with_entrants=True)
    assert redrawn.confirmed is None and not any(e.withdrawn for e in redrawn.entrants)


async def test_a_groups_entry_keys_are_those_of_its_entries(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    found = await seed_field(uow_factory)
    cup = found.ids["cup"]
    async with uow_factory() as uow:
        entries = await uow.draws.group_entries(cup)
        groups = {entry.group for entry in entries}
        assert any(g.team_type for g in groups) and any(g.sex for g in groups)
        for group in groups:
            keys = await uow.draws.entry_keys(cup, group)
            assert sorted(keys) == sorted(e.registration_id for e in entries if e.group == group)


async def test_a_groups_public_stamp_changes_with_every_write_in_five_statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    found, group, _name, admin = await _drawn(uow_factory, 2)
    cup = found.ids["cup"]
    async with uow_factory() as uow:
        tournament = await uow.tournaments.get(cup)
        assert tournament is not None
        await uow.tournaments.update(replace(tournament, is_public=True, public_entries=True))
        await uow.commit()
    seen = [await live_results.public_stamps(uow_factory(), cup)]
    first = RecordedResult(found.ids["c1"], BoutEnding.POINTS, 3, 1)
    writes = [
        (1, 0, first),
        (1, 0, replace(first, red_points=4, version=2)),  # a correction
        (1, 1, RecordedResult(found.ids["c2"])),
    ]
    for round_, index, result in writes:
        async with uow_factory() as uow:
            assert await uow.results.put(cup, group, (round_, index), result)
            await uow.commit()
        with count_statements(engine) as counter:
            seen.append(await live_results.public_stamps(uow_factory(), cup))
        assert counter.count == 5
    async with uow_factory() as uow:
        await uow.results.remove(cup, group, [(1, 1)])
        await uow.commit()
    seen.append(await live_results.public_stamps(uow_factory(), cup))
    assert len({stamps[group] for stamps in seen[:4]}) == 4
    assert seen[4][group] == seen[2][group]  # the group as it was before the bout cleared
    await draws.make_draws(uow_factory(), CLOCK, IDS, admin, cup, seed=9)
    assert (await live_results.public_stamps(uow_factory(), cup))[group] != seen[1][group]

"""Team entries under the caps, quotas and waiting list on SQLite and PostgreSQL: 50 teams at
once into the last place (one enters, 49 wait in the order they got the lock), a team
withdrawal promoting the first in line whatever its kind, a quota refused, team and
competitor writes at once without a deadlock, waiting teams neither charged nor drawn nor
listed in public."""

import asyncio
from dataclasses import replace

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.public_reads import SqlPublicReads
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry
from fedreg_core.domain.entry_limits import EntryKind, EntryLimits
from fedreg_core.domain.enums import HistoryType, TeamType, Variant
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.fees.inputs import StoredRegistration
from fedreg_core.services import registration_lists
from fedreg_core.services.registrations import delete_competitor
from fedreg_core.services.team_registrations import (
    TeamChoice,
    delete_team,
    register_team,
    update_team,
)
from fedreg_core.services.waiting_list import waiting_list
from tests.fakes import FixedClock
from tests.integration.test_sql_entry_caps import add_people, enter, limit, pausing
from tests.integration.test_sql_registrations import NOW, Setup, set_up

TEAM = EntryKind.TEAM


def team_kata(s: Setup) -> tuple[int, int]:
    return (s.category_id, s.discipline_ids[2])


async def pairs(uow_factory: SqlUnitOfWorkFactory, s: Setup, count: int) -> list[list[int]]:
    """``count`` teams of two of the set-up's club (women named in both scripts)."""
    members = await add_people(uow_factory, s, 2 * count)
    return [members[i : i + 2] for i in range(0, 2 * count, 2)]


async def enter_team(
    uow_factory: SqlUnitOfWorkFactory, s: Setup, members: list[int], pause: float = 0
) -> int:
    """Enter the team into team kata; ``pause``: as ``pausing``."""
    uow = pausing(uow_factory, pause)
    entry = CategoryEntry(s.category_id, [s.discipline_ids[2]])
    choice = TeamChoice(TeamType.WOMEN, members, [entry])
    stored = await register_team(uow, FixedClock(NOW), s.admin, s.tournament_id, choice)
    return stored.id or 0


async def second_team_waiting(uow_factory: SqlUnitOfWorkFactory) -> tuple[Setup, int]:
    """Team kata capped at one place, one team in it and a second waiting: the waiting id."""
    s = await set_up(uow_factory)
    first, second = await pairs(uow_factory, s, 2)
    await limit(uow_factory, s, EntryLimits(caps={team_kata(s): 1}))
    await enter_team(uow_factory, s, first)
    return s, await enter_team(uow_factory, s, second)


async def test_fifty_parallel_team_entries_into_the_last_place_one_enters_and_49_wait_in_order(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    first, *others = await pairs(uow_factory, s, 51)
    await limit(uow_factory, s, EntryLimits(caps={team_kata(s): 2}))
    await enter_team(uow_factory, s, first)
    stored = await asyncio.gather(*(enter_team(uow_factory, s, m, 0.05) for m in others))
    places = await waiting_list(uow_factory(), s.admin, s.tournament_id)
    assert len(places) == 49
    assert {p.row.entry.kind for p in places} == {TEAM}
    assert [p.position for p in places] == list(range(1, 50))
    tickets = [p.row.entry.ticket for p in places]
    assert tickets == sorted(set(tickets))  # one each, in the order the lock was taken
    assert len({p.row.registration_id for p in places} & set(stored)) == 49
    async with uow_factory() as uow:
        locked = await uow.entry_limits.locked(s.tournament_id, s.club_id, [team_kata(s)])
    assert locked.counts.entered[team_kata(s)] == 2
    assert locked.counts.club[team_kata(s)] == 51


async def test_a_team_withdrawal_promotes_the_first_in_line_of_either_kind(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    first, second = await pairs(uow_factory, s, 2)
    [competitor] = await add_people(uow_factory, s, 1)
    await limit(uow_factory, s, EntryLimits(total=1))
    in_place = await enter_team(uow_factory, s, first)
    await enter_team(uow_factory, s, second)  # waits first
    await enter(uow_factory, s, competitor)  # then the competitor
    line = await waiting_list(uow_factory(), s.admin, s.tournament_id)
    assert [(p.row.entry.kind, p.position) for p in line] == [(TEAM, 1), (EntryKind.COMPETITOR, 1)]
    await delete_team(uow_factory(), FixedClock(NOW), s.admin, in_place)
    [left] = await waiting_list(uow_factory(), s.admin, s.tournament_id)
    assert left.row.entry.kind == EntryKind.COMPETITOR
    async with uow_factory() as uow:
        history = await uow.history.list_for_tournament(s.tournament_id)
    promoted = [h.item for h in history if h.type == HistoryType.WAITING_PROMOTED]
    assert promoted == [f"{line[0].row.member_name} · {line[0].row.club_name}"]
    assert line[0].row.member_name == "Šćepan Ćirić2, Шћепан Ćirić3"


async def test_a_team_past_the_clubs_quota_is_refused_naming_it_and_nothing_is_stored(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    first, second = await pairs(uow_factory, s, 2)
    await limit(uow_factory, s, EntryLimits(quotas={team_kata(s): 1}))
    await enter_team(uow_factory, s, first)
    with pytest.raises(RuleBroken) as over:
        await enter_team(uow_factory, s, second)
    assert over.value.errors == {"categories": "error_quota_reached"}
    assert over.value.values["categories"]["quota"] == 1
    async with uow_factory() as uow:
        assert len((await uow.registration_reads.snapshot(s.tournament_id)).teams) == 1


async def test_team_and_competitor_writes_at_once_keep_the_total_full_and_never_deadlock(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    teams = await pairs(uow_factory, s, 8)
    people = await add_people(uow_factory, s, 8)
    await limit(uow_factory, s, EntryLimits(total=4, caps={team_kata(s): 3}))
    first_teams = [await enter_team(uow_factory, s, t) for t in teams[:3]]
    first_people = [await enter(uow_factory, s, m) for m in people[:3]]  # 4 in, 2 waiting
    clock = FixedClock(NOW)

    await asyncio.gather(
        *(delete_team(uow_factory(), clock, s.admin, t) for t in first_teams[:2]),
        delete_competitor(uow_factory(), clock, s.admin, first_people[0]),
        *(enter_team(uow_factory, s, t, 0.01) for t in teams[3:]),
        *(enter(uow_factory, s, m, 0.01) for m in people[3:]),
    )
    async with uow_factory() as uow:
        locked = await uow.entry_limits.locked(s.tournament_id, s.club_id, None)
    assert locked.counts.total == 4
    assert locked.counts.entered[team_kata(s)] <= 3
    assert locked.counts.waiting.total() == 16 - 3 - 4


async def test_waiting_teams_are_not_charged_nor_drawn_nor_listed_in_public(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    s, waiting_id = await second_team_waiting(uow_factory)
    async with uow_factory() as uow:
        stored = await uow.registration_lists.fee_registrations(s.tournament_id)
        counts = await uow.registration_lists.fee_counts(s.tournament_id)
        drawn = await uow.draws.group_entries(s.tournament_id)
    assert [d.registration_id for d in drawn if d.registration_id == waiting_id] == []
    assert len(drawn) == 1
    public = await SqlPublicReads(engine).entries(s.tournament_id)
    assert len(public.teams) == 1
    entries = {r.id: len(r.entries) for r in stored if r.is_team}
    assert entries[waiting_id] == 0 and sum(entries.values()) == 1
    assert sum(c.alike.chargeable * c.alike.registrations for c in counts) == 1
    for club_id in (None, s.club_id):  # every club's snapshot, and one club's
        async with uow_factory() as uow:
            snapshot = await uow.registration_reads.snapshot(s.tournament_id, club_id)
        priced = {t.id: StoredRegistration.of_team(t).entries for t in snapshot.teams}
        assert priced[waiting_id] == () and len(priced) == 2
        assert [t.waiting for t in snapshot.teams if t.id == waiting_id] == [[team_kata(s)]]
    overview = await registration_lists.overview(
        uow_factory(), s.admin, s.tournament_id, Variant.DEFAULT
    )
    assert [(c.count, c.waiting) for c in overview.teams] == [(2, 1)]


async def test_the_waiting_list_with_teams_is_read_in_two_statements(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    s = await set_up(uow_factory)
    teams = await pairs(uow_factory, s, 4)
    people = await add_people(uow_factory, s, 3)
    await limit(uow_factory, s, EntryLimits(total=1))
    for team in teams:
        await enter_team(uow_factory, s, team)
    for member in people:
        await enter(uow_factory, s, member)
    async with uow_factory() as uow:
        await uow.entry_limits.limits(s.tournament_id)  # the transaction has begun
        with count_statements(engine) as counter:
            rows = await uow.entry_limits.waiting(s.tournament_id)
    assert len(rows) == 6 and counter.count == 2
    assert [row.entry.kind for row in rows] == [TEAM] * 3 + [EntryKind.COMPETITOR] * 3


async def test_a_waiting_team_changed_keeps_its_place_in_line(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    first, second, third, other = await pairs(uow_factory, s, 4)
    await limit(uow_factory, s, EntryLimits(caps={team_kata(s): 1}))
    await enter_team(uow_factory, s, first)
    waiting_id = await enter_team(uow_factory, s, second)
    await enter_team(uow_factory, s, third)
    entry = CategoryEntry(s.category_id, [s.discipline_ids[2]])
    changed = TeamChoice(TeamType.WOMEN, [second[0], other[0]], [entry])
    await update_team(uow_factory(), FixedClock(NOW), s.admin, waiting_id, changed)
    places = await waiting_list(uow_factory(), s.admin, s.tournament_id)
    assert [(p.row.registration_id, p.position) for p in places[:1]] == [(waiting_id, 1)]
    assert places[0].row.member_name == "Šćepan Ćirić2, Čedomir Ćirić6"
    assert len(places) == 2


async def test_a_waiting_team_withdrawn_past_the_deadline_leaves_the_line(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s, waiting_id = await second_team_waiting(uow_factory)
    async with uow_factory() as uow:
        tournament = await uow.tournaments.get(s.tournament_id)
        assert tournament is not None
        await uow.tournaments.update(replace(tournament, withdrawal_deadline=NOW))
        await uow.commit()
    await delete_team(uow_factory(), FixedClock(NOW), s.admin, waiting_id)
    assert await waiting_list(uow_factory(), s.admin, s.tournament_id) == []

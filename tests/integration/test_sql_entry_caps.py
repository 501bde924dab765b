"""Caps, club quotas and the waiting list on SQLite and PostgreSQL: entries past a cap
wait in the order they came, also when they come at once; a withdrawal or a raised cap
promotes the first in line; waiting entries are neither charged nor drawn."""

import asyncio
from collections import Counter
from dataclasses import replace
from datetime import date
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.public_reads import SqlPublicReads
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWork, SqlUnitOfWorkFactory
from fedreg_core.domain.entities import CategoryEntry, Member
from fedreg_core.domain.entry_limits import EntryLimits
from fedreg_core.domain.enums import HistoryType, Variant
from fedreg_core.domain.errors import Forbidden, RuleBroken
from fedreg_core.fees.inputs import StoredRegistration
from fedreg_core.ports.entry_limits import Locked
from fedreg_core.services import registration_lists
from fedreg_core.services.registrations import (
    CompetitorChoice,
    delete_competitor,
    register_competitor,
)
from fedreg_core.services.waiting_list import set_entry_limits, waiting_list
from tests.fakes import FixedClock
from tests.integration.test_sql_registrations import NOW, Setup, set_up

NAMES = ("Đorđe", "Ђорђе", "Šćepan", "Шћепан", "Žaklina", "Жаклина", "Čedomir", "Чедомир")


async def add_people(uow_factory: SqlUnitOfWorkFactory, s: Setup, count: int) -> list[int]:
    """Members of the set-up's club named in both scripts."""
    async with uow_factory() as uow:
        ids = []
        for index in range(count):
            first = NAMES[index % len(NAMES)]
            member = Member(s.club_id, first, f"Ćirić{index}", date(2001, 1, 1), False, "PLAVI")
            ids.append((await uow.members.add(member)).id or 0)
        await uow.commit()
    return ids


def pausing(uow_factory: SqlUnitOfWorkFactory, pause: float) -> SqlUnitOfWork:
    """A unit of work that waits ``pause`` after counting the entries (under the lock), so
    that entries made at once would all count the same without the lock."""
    uow = uow_factory()
    counted = uow.entry_limits.locked
    if uow.session.get_bind().dialect.name == "sqlite":
        # SQLite's writers queue at BEGIN IMMEDIATE (no two count at once anyway), each up to
        # the busy timeout of 5 s: 49 pauses of 50 ms took half of it on a busy machine
        pause /= 10

    async def locked(*args: Any) -> Locked:
        answer = await counted(*args)
        await asyncio.sleep(pause)
        return answer

    uow.entry_limits.locked = locked  # type: ignore[method-assign,assignment]
    return uow


async def enter(
    uow_factory: SqlUnitOfWorkFactory,
    s: Setup,
    member_id: int,
    pause: float = 0,
    group: tuple[int, int] | None = None,
) -> int:
    """Enter the member into ``group`` (kata unless named); ``pause``: as ``pausing``."""
    uow = pausing(uow_factory, pause)
    category, discipline = group or kata_of(s)
    choice = CompetitorChoice(member_id, [CategoryEntry(category, [discipline])])
    stored = await register_competitor(uow, FixedClock(NOW), s.admin, s.tournament_id, choice)
    return stored.id or 0


async def limit(uow_factory: SqlUnitOfWorkFactory, s: Setup, limits: EntryLimits) -> list[str]:
    promoted = await set_entry_limits(
        uow_factory(), FixedClock(NOW), s.admin, s.tournament_id, limits
    )
    return [row.member_name for row in promoted]


def kata_of(s: Setup) -> tuple[int, int]:
    return (s.category_id, s.discipline_ids[0])


async def test_fifty_parallel_entries_into_the_last_place_one_enters_and_49_wait_in_order(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    first, *others = await add_people(uow_factory, s, 51)
    await limit(uow_factory, s, EntryLimits(caps={kata_of(s): 2}))
    await enter(uow_factory, s, first)
    stored = await asyncio.gather(*(enter(uow_factory, s, m, 0.05) for m in others))
    places = await waiting_list(uow_factory(), s.admin, s.tournament_id)
    assert len(places) == 49
    assert [p.position for p in places] == list(range(1, 50))
    entry_ids = [p.row.entry.entry_id for p in places]
    assert entry_ids == sorted(entry_ids)
    assert len({p.row.registration_id for p in places} & set(stored)) == 49
    async with uow_factory() as uow:
        locked = await uow.entry_limits.locked(s.tournament_id, s.club_id, [kata_of(s)])
    assert locked.counts.entered[kata_of(s)] == 2
    assert locked.counts.club[kata_of(s)] == 51


async def test_a_withdrawal_promotes_the_first_in_line_and_mails_its_club(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    đorđe, ђорђе, šćepan = await add_people(uow_factory, s, 3)
    await limit(uow_factory, s, EntryLimits(total=1))
    first = await enter(uow_factory, s, đorđe)
    await enter(uow_factory, s, ђорђе)
    await enter(uow_factory, s, šćepan)
    await delete_competitor(uow_factory(), FixedClock(NOW), s.admin, first)
    places = await waiting_list(uow_factory(), s.admin, s.tournament_id)
    assert [(p.row.member_name, p.position) for p in places] == [("Šćepan Ćirić2", 1)]
    async with uow_factory() as uow:
        history = await uow.history.list_for_tournament(s.tournament_id)
    promoted = [h.item for h in history if h.type == HistoryType.WAITING_PROMOTED]
    assert promoted == [f"Ђорђе Ćirić1 · {await club_name(uow_factory, s)}"]


async def club_name(uow_factory: SqlUnitOfWorkFactory, s: Setup) -> str:
    async with uow_factory() as uow:
        club = await uow.clubs.get(s.club_id)
    assert club is not None
    return club.name


async def test_a_raised_cap_promotes_and_a_limit_below_the_entries_in_is_refused(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    members = await add_people(uow_factory, s, 4)
    await limit(uow_factory, s, EntryLimits(caps={kata_of(s): 1}))
    for member in members:
        await enter(uow_factory, s, member)
    with pytest.raises(RuleBroken) as below:
        await limit(uow_factory, s, EntryLimits(caps={kata_of(s): 0}))
    assert below.value.errors == {"caps": "error_limit_below_entries"}
    assert below.value.values["caps"]["count"] == 1
    assert await limit(uow_factory, s, EntryLimits(caps={kata_of(s): 3})) == [
        "Ђорђе Ćirić1",
        "Šćepan Ćirić2",
    ]
    async with uow_factory() as uow:
        assert await uow.entry_limits.limits(s.tournament_id) == EntryLimits(caps={kata_of(s): 3})


async def test_an_entry_past_the_clubs_quota_is_refused_and_nothing_is_stored(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    žaklina, жаклина = await add_people(uow_factory, s, 2)
    await limit(uow_factory, s, EntryLimits(quotas={kata_of(s): 1}))
    await enter(uow_factory, s, žaklina)
    with pytest.raises(RuleBroken) as over:
        await enter(uow_factory, s, жаклина)
    assert over.value.errors == {"categories": "error_quota_reached"}
    assert over.value.values["categories"]["quota"] == 1
    async with uow_factory() as uow:
        assert Counter(await uow.entry_limits.held(s.tournament_id)).total() == 1


async def test_waiting_entries_are_not_charged_nor_drawn_nor_listed_in_public(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    s = await set_up(uow_factory)
    in_place, waiting = await add_people(uow_factory, s, 2)
    await limit(uow_factory, s, EntryLimits(total=1))
    await enter(uow_factory, s, in_place)
    waiting_id = await enter(uow_factory, s, waiting)
    async with uow_factory() as uow:
        stored = await uow.registration_lists.fee_registrations(s.tournament_id)
        counts = await uow.registration_lists.fee_counts(s.tournament_id)
        drawn = await uow.draws.group_entries(s.tournament_id)
    assert [d.registration_id for d in drawn] != [waiting_id] and len(drawn) == 1
    public = await SqlPublicReads(engine).entries(s.tournament_id)
    assert [c.first_name for c in public.competitors] == [NAMES[0]]
    public_counts = await SqlPublicReads(engine).counts(s.tournament_id)
    assert [(c.count, c.waiting) for c in public_counts.competitors] == [(2, 1)]
    entries = {r.id: len(r.entries) for r in stored}
    assert entries[waiting_id] == 0 and sum(entries.values()) == 1
    assert sum(c.alike.chargeable * c.alike.registrations for c in counts) == 1
    for club_id in (None, s.club_id):  # every club's snapshot, and one club's
        async with uow_factory() as uow:
            snapshot = await uow.registration_reads.snapshot(s.tournament_id, club_id)
        priced = {
            r.id: StoredRegistration.of_competitor(r, snapshot.members[r.member_id]).entries
            for r in snapshot.competitors
        }
        assert priced[waiting_id] == () and len(priced) == 2
        assert [r.waiting for r in snapshot.competitors if r.id == waiting_id] == [[kata_of(s)]]
    overview = await registration_lists.overview(
        uow_factory(), s.admin, s.tournament_id, Variant.DEFAULT
    )
    assert [(c.count, c.waiting) for c in overview.competitors] == [(2, 1)]


async def test_the_waiting_list_is_read_in_one_statement_and_only_by_admins(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    s = await set_up(uow_factory)
    members = await add_people(uow_factory, s, 5)
    await limit(uow_factory, s, EntryLimits(total=1))
    for member in members:
        await enter(uow_factory, s, member)
    async with uow_factory() as uow:
        await uow.entry_limits.limits(s.tournament_id)  # the transaction has begun
        with count_statements(engine) as counter:
            rows = await uow.entry_limits.waiting(s.tournament_id)
    assert len(rows) == 4 and counter.count == 1
    async with uow_factory() as uow:
        user = await uow.users.get(s.admin.id or 0)
    assert user is not None
    user.is_admin = False
    with pytest.raises(Forbidden):
        await waiting_list(uow_factory(), user, s.tournament_id)


async def test_withdrawals_and_entries_at_once_keep_the_cap_full_and_never_deadlock(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    members = await add_people(uow_factory, s, 16)
    await limit(uow_factory, s, EntryLimits(caps={kata_of(s): 4}))
    first = [await enter(uow_factory, s, m) for m in members[:8]]  # 4 in, 4 waiting

    async def withdraw(registration_id: int) -> None:
        await delete_competitor(uow_factory(), FixedClock(NOW), s.admin, registration_id)

    await asyncio.gather(
        *(withdraw(r) for r in first[:3]), *(enter(uow_factory, s, m, 0.01) for m in members[8:])
    )
    async with uow_factory() as uow:
        locked = await uow.entry_limits.locked(s.tournament_id, s.club_id, [kata_of(s)])
    assert locked.counts.entered[kata_of(s)] == 4
    assert locked.counts.waiting[kata_of(s)] == 16 - 3 - 4


async def test_a_withdrawal_kept_after_the_deadline_frees_its_place_for_the_first_in_line(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    s = await set_up(uow_factory)
    žana, đurđa = await add_people(uow_factory, s, 2)
    await limit(uow_factory, s, EntryLimits(total=1))
    first = await enter(uow_factory, s, žana)
    await enter(uow_factory, s, đurđa)
    async with uow_factory() as uow:
        tournament = await uow.tournaments.get(s.tournament_id)
        assert tournament is not None
        await uow.tournaments.update(replace(tournament, withdrawal_deadline=NOW))
        await uow.commit()
    await delete_competitor(uow_factory(), FixedClock(NOW), s.admin, first)
    async with uow_factory() as uow:
        kept = await uow.competitor_registrations.get(first)
    assert kept is not None and kept.withdrawn_at == NOW  # billable, not drawn
    assert await waiting_list(uow_factory(), s.admin, s.tournament_id) == []


async def test_an_entry_holds_its_own_groups_lock_not_those_of_its_categorys_other_disciplines(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    """In the opening minute every group has its own queue (docs/entries.md): on PostgreSQL
    kata's lock held does not stop an entry into kumite of the same category (SQLite has one
    writer at a time); without a total cap an entry counts its own groups alone."""
    s = await set_up(uow_factory)
    kata, kumite = kata_of(s), (s.category_id, s.discipline_ids[1])
    ćira, šana = await add_people(uow_factory, s, 2)
    await limit(uow_factory, s, EntryLimits(caps={kata: 1, kumite: 1}))
    await enter(uow_factory, s, ćira)
    if engine.dialect.name == "postgresql":
        async with uow_factory() as holding:
            await holding.entry_limits.locked(s.tournament_id, s.club_id, [kata])
            # the count after the lock is planned without nested loops (docs/entries.md)
            assert await holding.session.scalar(text("SHOW enable_nestloop")) == "off"
            async with uow_factory() as other:
                await asyncio.wait_for(
                    other.entry_limits.locked(s.tournament_id, s.club_id, [kumite]), timeout=5
                )
    async with uow_factory() as uow:
        locked = await uow.entry_limits.locked(s.tournament_id, s.club_id, [kumite])
    assert locked.limits.caps == {kumite: 1}
    assert (locked.counts.entered[kumite], locked.counts.entered[kata]) == (0, 0)
    await enter(uow_factory, s, šana, group=kumite)
    async with uow_factory() as uow:
        both = await uow.entry_limits.locked(s.tournament_id, s.club_id, [kata, kumite])
    assert (both.counts.entered[kata], both.counts.entered[kumite]) == (1, 1)

"""Tournament history and catalogue deletions on SQLite and PostgreSQL."""

from datetime import datetime

import pytest
from sqlalchemy import select

from adapters.sql.models import HistoryPersonRow, HistoryRow
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.entities import HistoryEntry
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict
from tests.integration.sql_samples import new_user
from tests.integration.tournament_seed import seed


async def test_history_is_read_newest_first_with_the_users_name(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    first, second = (await seed(uow_factory, 2, registered=False)).tournament_ids
    async with uow_factory() as uow:
        ana = await uow.users.add(new_user("ana@example.com"))
        vera = await uow.users.add(new_user("vera@example.com"))
        for when, user, kind in [
            (datetime(2026, 3, 1, 9), ana.id, HistoryType.REGISTER_COMPETITOR),
            (datetime(2026, 3, 2, 9), vera.id, HistoryType.TOURNAMENT_ARCHIVED),
            (datetime(2026, 3, 1, 12), None, HistoryType.COMPETITOR_DELETE),
        ]:
            entry = await uow.history.add(HistoryEntry(first, kind, "Ana Ilić", user, when))
            assert entry.id is not None
        await uow.history.add(HistoryEntry(second, HistoryType.REGISTER_TEAM, "Tim", None, when))
        await uow.commit()
    async with uow_factory() as uow:
        assert vera.id is not None
        await uow.users.delete(vera.id)
        await uow.commit()
    async with uow_factory() as uow:
        entries = await uow.history.list_for_tournament(first)
    assert [(e.type, e.user_name, e.created_at.day) for e in entries] == [
        (HistoryType.TOURNAMENT_ARCHIVED, None, 2),  # the user was deleted since
        (HistoryType.COMPETITOR_DELETE, None, 1),
        (HistoryType.REGISTER_COMPETITOR, "Ana Anić", 1),
    ]
    assert {e.tournament_id for e in entries} == {first}


async def test_the_people_an_entry_is_about_are_stored_with_it_one_or_many_at_once(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    [tournament] = (await seed(uow_factory, 1, registered=False)).tournament_ids
    at, kind = datetime(2026, 3, 1, 9), HistoryType.REGISTER_TEAM
    ana, maja, coach = PersonRef("members", 7), PersonRef("members", 8), PersonRef("coaches", 7)
    entries = [
        HistoryEntry(tournament, kind, "Ana Ilić, Maja Ilić", None, at, people=(ana, maja, ana)),
        HistoryEntry(tournament, HistoryType.DRAWS_MADE, "7", None, at, people=()),
        HistoryEntry(tournament, kind, "Tim", None, at),  # its writer does not say
        HistoryEntry(tournament, HistoryType.REGISTER_COACH, "Ana Ilić", None, at, people=(coach,)),
    ]
    async with uow_factory() as uow:
        await uow.history.add(entries[0])
        await uow.history.add_all(entries[1:])
        await uow.commit()
        rows = await uow.session.execute(select(HistoryRow.id, HistoryRow.people_known))
        known = {row.id: row.people_known for row in rows}
        links = await uow.session.execute(
            select(HistoryPersonRow.history_id, HistoryPersonRow.person_kind,
                   HistoryPersonRow.person_id)
        )  # fmt: skip
        stored = sorted(tuple(row) for row in links)
    ids = [e.id for e in entries]
    assert [known[i] for i in ids if i is not None] == [True, True, False, True]
    assert stored == sorted([
        (ids[0], "members", 7), (ids[0], "members", 8), (ids[3], "coaches", 7),
    ])  # fmt: skip


async def test_a_category_used_by_a_registration_is_in_use(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    seeded = await seed(uow_factory, 1)
    async with uow_factory() as uow:
        with pytest.raises(Conflict) as refused:
            await uow.categories.delete(seeded.category_id)
    assert refused.value.message_key == "error_in_use"
    async with uow_factory() as uow:
        assert await uow.categories.get(seeded.category_id) is not None

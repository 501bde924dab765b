"""The generic resource lists on SQLite and PostgreSQL: search, filters, pages, totals,
and a fixed number of statements however many rows there are."""

from dataclasses import replace
from datetime import date
from typing import Any

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Member, User
from fedreg_core.ports.listing import Page
from fedreg_core.services import clubs, people, users
from fedreg_core.services.listing import ListRequest
from fedreg_core.services.person_kinds import MEMBERS
from tests.integration.sql_samples import new_club, new_user

ADMIN = User("Admin", "admin@fed.rs", "h", is_admin=True, id=10_000)
OUTSIDER = User("Outsider", "out@fed.rs", "h", club_id=10_000, id=10_001)


async def seed(uow_factory: SqlUnitOfWorkFactory, clubs_count: int, start: int = 0) -> list[int]:
    """Clubs with two members and a user each (one blocked club in every ten); their ids."""
    ids = []
    async with uow_factory() as uow:
        for n in range(start, start + clubs_count):
            club = await uow.clubs.add(replace(new_club(f"Klub {n:03d}"), is_blocked=n % 10 == 9))
            assert club.id is not None
            ids.append(club.id)
            for first, last in (("Ana", f"Anić {n:03d}"), ("Marko", f"Babić {n:03d}")):
                await uow.members.add(Member(club.id, first, last, date(2010, 1, 1), True, "BELI"))
            await uow.users.add(replace(new_user(f"u{n}@klub.rs", club.id), name=f"User {n:03d}"))
        await uow.commit()
    return ids


async def test_members_by_club_text_and_page(uow_factory: SqlUnitOfWorkFactory) -> None:
    first, second, *_ = await seed(uow_factory, 3)
    by_club = ListRequest(by={"clubId": second})
    page = await people.list_people(uow_factory(), MEMBERS, ADMIN, by_club)
    assert [v.item.last_name for v in page.items] == ["Anić 001", "Babić 001"]
    found = await people.list_people(uow_factory(), MEMBERS, ADMIN, ListRequest("marko BABIĆ"))
    assert found.total == 3
    cut = await people.list_people(uow_factory(), MEMBERS, OUTSIDER, ListRequest(skip=1, limit=2))
    assert ([v.item.last_name for v in cut.items], cut.total) == (["Anić 001", "Anić 002"], 6)
    assert all(v.hidden for v in cut.items)
    assert first != second


async def test_clubs_leave_out_blocked_ones_and_users_name_their_club(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    await seed(uow_factory, 10)
    listed = await clubs.list_clubs(uow_factory(), ADMIN, ListRequest(limit=5))
    assert (listed.items[0].item.name, len(listed.items), listed.total) == ("Klub 000", 5, 9)
    request = ListRequest("user 00", by={"isAdmin": False}, skip=8)
    page = await users.list_users(uow_factory(), ADMIN, request)
    assert [(v.item.name, v.item.club and v.item.club.name) for v in page.items] == [
        ("User 008", "Klub 008"),
        ("User 009", "Klub 009"),
    ]
    assert page.total == 10


@pytest.mark.parametrize("list_name", ["clubs", "members", "users"])
async def test_a_list_reads_in_two_statements_as_rows_grow_tenfold(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory, list_name: str
) -> None:
    async def statements_for_one_list() -> int:
        page: Page[Any]
        with count_statements(engine) as counter:
            if list_name == "clubs":
                page = await clubs.list_clubs(uow_factory(), ADMIN, ListRequest(limit=1000))
            elif list_name == "members":
                page = await people.list_people(uow_factory(), MEMBERS, OUTSIDER, ListRequest())
            else:
                page = await users.list_users(uow_factory(), ADMIN, ListRequest(limit=1000))
        assert page.items
        return counter.count

    await seed(uow_factory, 5)
    small = await statements_for_one_list()
    await seed(uow_factory, 45, start=5)
    assert (small, await statements_for_one_list()) == (2, 2)

"""List reads: search ignoring case (Serbian letters too), filters, order, pages, totals."""

from dataclasses import replace

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.ports.listing import ClubRef, ListQuery, UserSummary
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_user

CLUBS = ListQuery(search_fields=("name", "city"), order_by=("name",))


async def add_clubs(uow_factory: SqlUnitOfWorkFactory, *names_and_cities: tuple[str, str]) -> None:
    async with uow_factory() as uow:
        for name, city in names_and_cities:
            await uow.clubs.add(replace(new_club(name), city=city))
        await uow.commit()


async def names(uow_factory: SqlUnitOfWorkFactory, query: ListQuery) -> tuple[list[str], int]:
    async with uow_factory() as uow:
        page = await uow.clubs.page(query)
    return [club.name for club in page.items], page.total


async def test_every_word_must_match_a_searched_field_ignoring_case(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    await add_clubs(
        uow_factory,
        ("ĐORĐE Karate", "Šabac"),
        ("Karate Niš", "Niš"),
        ("Judo 100%", "Novi Sad"),
        ("karate klub", "Čačak"),
    )
    # Order is the Serbian alphabet's on both databases: "Đ" comes before "K".
    assert await names(uow_factory, replace(CLUBS, text="karate")) == (
        ["ĐORĐE Karate", "karate klub", "Karate Niš"],
        3,
    )
    assert await names(uow_factory, replace(CLUBS, text="đorđe šabac")) == (["ĐORĐE Karate"], 1)
    assert await names(uow_factory, replace(CLUBS, text="KARATE čačak")) == (["karate klub"], 1)
    assert await names(uow_factory, replace(CLUBS, text="%")) == (["Judo 100%"], 1)
    assert await names(uow_factory, replace(CLUBS, text="_")) == ([], 0)


async def test_filters_pages_and_totals(uow_factory: SqlUnitOfWorkFactory) -> None:
    await add_clubs(uow_factory, *[(f"Klub {n}", "Beograd") for n in "DACEB"], ("Klub X", "Niš"))
    query = replace(CLUBS, equals={"city": "Beograd"}, skip=1, limit=2)
    assert await names(uow_factory, query) == (["Klub B", "Klub C"], 5)
    assert await names(
        uow_factory, replace(query, equals={"city": "Niš", "is_blocked": False})
    ) == (
        [],
        1,
    )


async def test_a_field_that_is_no_column_is_refused(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        with pytest.raises(ValueError, match="no column 'club'"):
            await uow.clubs.page(ListQuery(equals={"club": 1}))


async def test_a_page_of_disciplines_loads_links_in_three_statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    async with uow_factory() as uow:
        category = await uow.categories.add(new_category())
        assert category.id is not None
        for name in ("Kumite", "Kata", "Kata timski"):
            await uow.disciplines.add(new_discipline([category.id], name))
        await uow.commit()
    with count_statements(engine) as counter:
        async with uow_factory() as uow:
            page = await uow.disciplines.page(ListQuery(search_fields=("name",), text="kata"))
    assert [(d.name, d.category_ids) for d in page.items] == [
        ("Kata", [category.id]),
        ("Kata timski", [category.id]),
    ]
    assert counter.count == 3, counter.queries


async def test_user_summaries_name_the_club(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club("Klub A"))
        with_club = await uow.users.add(new_user("b@example.com", club.id))
        without = await uow.users.add(replace(new_user("a@example.com"), is_admin=True))
        await uow.commit()
    query = ListQuery(search_fields=("name", "email"), order_by=("email",), text="EXAMPLE")
    async with uow_factory() as uow:
        page = await uow.users.summary_page(query)
        filtered = await uow.users.summary_page(replace(query, equals={"club_id": club.id}))
    assert with_club.id and without.id and club.id
    first = UserSummary(without.id, "Ana Anić", "a@example.com", None, True, False)
    second = UserSummary(
        with_club.id, "Ana Anić", "b@example.com", ClubRef(club.id, "Klub A"), False, False
    )
    assert (page.items, page.total) == ([first, second], 2)
    assert (filtered.items, filtered.total) == ([second], 1)

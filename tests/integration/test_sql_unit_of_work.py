"""The unit of work: nothing is kept unless committed; concurrent writers do not fail."""

import asyncio

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.errors import Conflict
from tests.integration.sql_samples import new_club, new_user


async def club_names(uow_factory: SqlUnitOfWorkFactory, *ids: int | None) -> list[str]:
    async with uow_factory() as uow:
        clubs = [await uow.clubs.get(i) for i in ids if i is not None]
    return [club.name for club in clubs if club is not None]


async def test_exit_without_commit_rolls_back(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
    assert await club_names(uow_factory, club.id) == []


async def test_commit_persists(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club("A"))
        await uow.commit()
    assert await club_names(uow_factory, club.id) == ["A"]


async def test_an_exception_inside_rolls_back(uow_factory: SqlUnitOfWorkFactory) -> None:
    added = []

    async def add_then_fail() -> None:
        async with uow_factory() as uow:
            added.append(await uow.clubs.add(new_club()))
            raise RuntimeError("boom")

    with pytest.raises(RuntimeError, match="boom"):
        await add_then_fail()
    assert await club_names(uow_factory, added[0].id) == []


async def test_changes_after_commit_and_rolled_back_changes_are_not_kept(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    async with uow_factory() as uow:
        kept = await uow.clubs.add(new_club("kept"))
        await uow.commit()
        undone = await uow.clubs.add(new_club("undone"))
        await uow.rollback()
        after_commit = await uow.clubs.add(new_club("after commit"))
    assert await club_names(uow_factory, kept.id, undone.id, after_commit.id) == ["kept"]


async def test_a_conflict_leaves_the_database_usable(uow_factory: SqlUnitOfWorkFactory) -> None:
    async def register_ana() -> None:
        async with uow_factory() as uow:
            await uow.clubs.add(new_club("lost with the conflict"))
            await uow.users.add(new_user("ana@example.com"))
            await uow.commit()

    await register_ana()
    with pytest.raises(Conflict):
        await register_ana()
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club("next"))
        await uow.commit()
    assert await club_names(uow_factory, club.id) == ["next"]


async def test_concurrent_writers_all_succeed(uow_factory: SqlUnitOfWorkFactory) -> None:
    async def register(n: int) -> int | None:
        async with uow_factory() as uow:
            club = await uow.clubs.add(new_club(f"K{n}"))
            await asyncio.sleep(0)  # let the others start their transactions
            await uow.users.add(new_user(f"u{n}@example.com", club.id))
            await uow.commit()
        return club.id

    ids = await asyncio.gather(*(register(n) for n in range(8)))
    assert sorted(await club_names(uow_factory, *ids)) == sorted(f"K{n}" for n in range(8))

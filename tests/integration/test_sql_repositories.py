"""Repository contract: the same tests on SQLite and PostgreSQL for every simple entity kind."""

from copy import deepcopy
from typing import Any

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.errors import NotFound
from tests.integration.sql_samples import SIMPLE_KINDS, Kind, Parents, new_club, new_tournament

pytestmark = pytest.mark.parametrize("kind", SIMPLE_KINDS, ids=str)


@pytest.fixture
async def parents(uow_factory: SqlUnitOfWorkFactory) -> Parents:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        tournament = await uow.tournaments.add(new_tournament())
        await uow.commit()
    assert club.id is not None and tournament.id is not None
    return Parents(club.id, tournament.id)


def repository(uow: Any, kind: Kind) -> Any:
    return getattr(uow, kind.repository)


async def add_one(uow_factory: SqlUnitOfWorkFactory, kind: Kind, parents: Parents) -> Any:
    async with uow_factory() as uow:
        stored = await repository(uow, kind).add(kind.make(parents))
        await uow.commit()
    return stored


async def test_add_gives_an_id_and_get_returns_what_was_stored(
    uow_factory: SqlUnitOfWorkFactory, kind: Kind, parents: Parents
) -> None:
    entity = kind.make(parents)
    async with uow_factory() as uow:
        stored = await repository(uow, kind).add(entity)
        await uow.commit()
    assert stored.id is not None
    assert entity.id == stored.id
    async with uow_factory() as uow:
        assert await repository(uow, kind).get(stored.id) == stored


async def test_update_stores_every_changed_field(
    uow_factory: SqlUnitOfWorkFactory, kind: Kind, parents: Parents
) -> None:
    stored = await add_one(uow_factory, kind, parents)
    changed = deepcopy(stored)
    kind.change(changed)
    assert changed != stored
    async with uow_factory() as uow:
        assert await repository(uow, kind).update(changed) == changed
        await uow.commit()
    async with uow_factory() as uow:
        assert await repository(uow, kind).get(stored.id) == changed


async def test_delete_removes_and_ignores_a_missing_id(
    uow_factory: SqlUnitOfWorkFactory, kind: Kind, parents: Parents
) -> None:
    stored = await add_one(uow_factory, kind, parents)
    async with uow_factory() as uow:
        await repository(uow, kind).delete(stored.id)
        await repository(uow, kind).delete(stored.id + 1000)
        await uow.commit()
    async with uow_factory() as uow:
        assert await repository(uow, kind).get(stored.id) is None


async def test_missing_id_gets_none_and_update_raises_not_found(
    uow_factory: SqlUnitOfWorkFactory, kind: Kind, parents: Parents
) -> None:
    stored = await add_one(uow_factory, kind, parents)
    ghost = deepcopy(stored)
    ghost.id = stored.id + 1000
    async with uow_factory() as uow:
        assert await repository(uow, kind).get(ghost.id) is None
        with pytest.raises(NotFound):
            await repository(uow, kind).update(ghost)

"""Requests with an ``Idempotency-Key`` on SQLite and PostgreSQL: a request's row is
committed with its change or not at all, a second claim of the same request is a conflict
on the key, and rows older than a day go."""

from datetime import datetime, timedelta

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.idempotency import Earlier, SqlIdempotentRequests
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Category
from fedreg_core.domain.errors import Conflict

NOW = datetime(2026, 11, 28, 12, 0)


async def _add_category(uow_factory: SqlUnitOfWorkFactory, *, commit: bool) -> None:
    async with uow_factory() as uow:
        await uow.categories.add(Category(name="Seniori"))
        if commit:
            await uow.commit()


async def test_the_row_is_committed_with_the_change_and_only_then(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    requests = SqlIdempotentRequests(engine)
    with requests.claiming("r1", "f1", NOW) as claim:
        await _add_category(uow_factory, commit=False)  # refused: nothing committed
    assert not claim.written and await requests.earlier("r1", NOW) is None
    with requests.claiming("r1", "f1", NOW) as claim:
        await _add_category(uow_factory, commit=True)
        await _add_category(uow_factory, commit=True)  # a second commit writes no second row
    assert claim.written
    assert await requests.earlier("r1", NOW) == Earlier("f1", None, None, None)
    await requests.answered("r1", 201, "application/json", b'{"id":1}')
    assert await requests.earlier("r1", NOW) == Earlier("f1", 201, "application/json", b'{"id":1}')


async def test_the_same_request_claimed_twice_is_a_conflict_on_the_key(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    requests = SqlIdempotentRequests(engine)
    with requests.claiming("r2", "f", NOW):
        await _add_category(uow_factory, commit=True)
    with requests.claiming("r2", "f", NOW), pytest.raises(Conflict) as refused:
        await _add_category(uow_factory, commit=True)
    assert refused.value.field == "Idempotency-Key"
    assert refused.value.message_key == "error_idempotency_key_running"


async def test_rows_older_than_a_day_are_deleted_by_the_next_lookup(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    requests = SqlIdempotentRequests(engine)
    with requests.claiming("old", "f", NOW - timedelta(days=1, seconds=1)):
        await _add_category(uow_factory, commit=True)
    with requests.claiming("recent", "f", NOW - timedelta(hours=23)):
        await _add_category(uow_factory, commit=True)
    assert await requests.earlier("recent", NOW) is not None
    assert await requests.earlier("old", NOW) is None
    with requests.claiming("old", "f", NOW) as claim:  # the key can be used again
        await _add_category(uow_factory, commit=True)
    assert claim.written

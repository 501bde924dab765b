"""A worker's own commit tells its caches which tables it wrote, before anything is answered
(``adapters/sql/own_writes.py``): a sign-out is not served from the cache by the worker that
made it while PostgreSQL's notification of the same commit is still on its way."""

from dataclasses import replace

from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.cached_site_reads import CachedSiteReads
from adapters.sql.change_notifications import ChangeListener, caches_by_table
from adapters.sql.engine import session_factory
from adapters.sql.models import UserRow
from adapters.sql.site_reads import SqlSiteReads
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from tests.integration.sql_samples import new_user

POSTGRES_URL = "postgresql+asyncpg://nobody@127.0.0.1:1/never"  # never connected to here


async def test_each_commit_tells_the_tables_it_wrote_and_a_read_tells_none(
    engine: AsyncEngine,
) -> None:
    told: list[set[str]] = []
    factory = SqlUnitOfWorkFactory(session_factory(engine), committed=told.append)
    async with factory() as uow:
        user = await uow.users.add(new_user("ana@example.com"))
        await uow.commit()
    async with factory() as uow:
        assert user.id is not None
        await uow.users.update(replace(user, token_version=user.token_version + 1))
        await uow.commit()
    async with factory() as uow:
        await uow.session.execute(update(UserRow).values(is_blocked=False))
        await uow.commit()
    async with factory() as uow:
        assert await uow.users.get_by_email("ana@example.com") is not None
        await uow.commit()
    assert told == [{"users"}, {"users"}, {"users"}]


async def test_the_worker_drops_what_its_own_commit_changed_at_once(engine: AsyncEngine) -> None:
    cached = CachedSiteReads(SqlSiteReads(engine))
    listener = ChangeListener(POSTGRES_URL, caches_by_table(cached))
    factory = SqlUnitOfWorkFactory(session_factory(engine), committed=listener.changed)
    async with factory() as uow:
        user = await uow.users.add(new_user("ana@example.com"))
        await uow.commit()
    assert user.id is not None
    cached.accounts.enable()  # as when the listener listens
    assert (await cached.account(user.id)) is not None
    assert cached.accounts.get((user.id, "")) is not None

    async with factory() as uow:
        await uow.users.update(replace(user, token_version=user.token_version + 1))
        await uow.commit()
    # no notification came (nobody listens here): the commit itself dropped the account
    assert cached.accounts.get((user.id, "")) is None
    account = await cached.account(user.id)
    assert account is not None
    assert account.user.token_version == user.token_version + 1


def test_tables_no_cache_was_filled_from_drop_nothing(engine: AsyncEngine) -> None:
    cached = CachedSiteReads(SqlSiteReads(engine))
    listener = ChangeListener(POSTGRES_URL, caches_by_table(cached))
    cached.accounts.enable()
    cached.accounts.put(cached.accounts.ticket(), (1, ""), object())  # type: ignore[arg-type]
    listener.changed({"competitor_registrations", "notices"})
    assert cached.accounts.get((1, "")) is not None
    listener.changed({"clubs"})
    assert cached.accounts.get((1, "")) is None

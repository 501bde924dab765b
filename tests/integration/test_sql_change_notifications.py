"""Two app instances (two engines, as two workers or hosts) on one database: what one changes,
the other's caches answer at once (PostgreSQL: LISTEN/NOTIFY) or never cache (SQLite)."""

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.security.tokens import JwtTokenService
from adapters.sql.cached_site_reads import CachedSiteReads
from adapters.sql.change_notifications import (
    APPLICATION_NAME,
    ChangeListener,
    process_site_reads,
)
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.site_reads import SqlSiteReads
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from adapters.system_clock import SystemClock
from fedreg_core.domain.errors import AccountBlocked, Forbidden, NotSignedIn
from fedreg_core.ports.site import SiteReads
from fedreg_core.services.app_data import AppData, load_app_data
from fedreg_core.services.authentication import authenticate
from fedreg_core.services.sessions import Device, Opening, open_session
from tests.integration.conftest import delete_all_rows
from tests.integration.sql_samples import new_club, new_tournament, new_user

DELIVERY_SECONDS = 2.0  # a notification takes milliseconds; this only bounds a failing test
TOKENS = JwtTokenService("change-notifications-test-secret-key-of-32-bytes")


@dataclass
class Instance:
    engine: AsyncEngine
    uow: SqlUnitOfWorkFactory
    site: SiteReads
    listener: ChangeListener | None

    async def app_data(self, token: str | None) -> AppData:
        return await load_app_data(self.site, TOKENS, token)

    @property
    def caches(self) -> CachedSiteReads:
        assert isinstance(self.site, CachedSiteReads)
        return self.site


POSTGRES_ONLY = pytest.mark.parametrize(
    "database_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True
)
"""Only PostgreSQL announces changes (SQLite never caches)."""


@pytest.fixture
async def instances(database_url: str) -> AsyncIterator[tuple[Instance, Instance]]:
    engines = [create_engine(database_url) for _ in range(2)]
    if engines[0].dialect.name == "postgresql":
        await delete_all_rows(engines[0])
    made = []
    for engine in engines:
        site, listener = process_site_reads(
            SqlSiteReads(engine), database_url, engine.dialect.name, 1, 0.1
        )
        if listener is not None:
            await listener.start()
            await asyncio.wait_for(listener.listening.wait(), DELIVERY_SECONDS)
        made.append(Instance(engine, SqlUnitOfWorkFactory(session_factory(engine)), site, listener))
    yield made[0], made[1]
    for instance in made:
        if instance.listener is not None:
            await instance.listener.stop()
        await instance.engine.dispose()


async def seeded_token(instance: Instance) -> str:
    async with instance.uow() as uow:
        club = await uow.clubs.add(new_club())
        user = await uow.users.add(new_user(club_id=club.id))
        settings = await uow.settings.get()
        settings.active_tournament_id = (await uow.tournaments.add(new_tournament())).id
        await uow.settings.update(settings)
        await uow.commit()
    assert user.id is not None
    return TOKENS.issue(user.id, user.token_version)


async def eventually(check: Callable[[], Awaitable[bool]]) -> None:
    """Until ``check`` holds: a notification arrives a few milliseconds after the commit."""
    deadline = asyncio.get_running_loop().time() + DELIVERY_SECONDS
    while asyncio.get_running_loop().time() < deadline:
        if await check():
            return
        await asyncio.sleep(0.005)
    raise AssertionError(f"not seen within {DELIVERY_SECONDS} s")


async def statements_of_app_data(instance: Instance, token: str, expected: int) -> bool:
    with count_statements(instance.engine) as counter:
        await instance.app_data(token)
    return counter.count == expected


async def test_settings_changed_by_one_instance_are_answered_by_the_other(
    instances: tuple[Instance, Instance],
) -> None:
    a, b = instances
    token = await seeded_token(a)
    assert (await b.app_data(token)).settings.title != "Novi naslov"
    if b.listener is not None:  # once the seeding's notifications are in, b reads nothing
        await eventually(lambda: statements_of_app_data(b, token, expected=0))
    else:  # SQLite: the settings, the tournament and the user, every time
        assert await statements_of_app_data(b, token, expected=1)

    async with a.uow() as uow:
        settings = await uow.settings.get()
        settings.title = "Novi naslov"
        await uow.settings.update(settings)
        await uow.commit()

    async def b_sees_it() -> bool:
        return (await b.app_data(token)).settings.title == "Novi naslov"

    await eventually(b_sees_it)


async def test_a_tournament_renamed_by_one_instance_is_answered_by_the_other(
    instances: tuple[Instance, Instance],
) -> None:
    a, b = instances
    token = await seeded_token(a)
    active = (await b.app_data(token)).active_tournament
    assert active is not None and active.id is not None
    async with a.uow() as uow:
        tournament = await uow.tournaments.get(active.id)
        assert tournament is not None
        tournament.name = "Kup Srbije 2027"
        await uow.tournaments.update(tournament)
        await uow.commit()

    async def b_sees_it() -> bool:
        answered = (await b.app_data(token)).active_tournament
        return answered is not None and answered.name == "Kup Srbije 2027"

    await eventually(b_sees_it)


async def test_a_club_renamed_through_one_instance_is_answered_by_the_other(
    instances: tuple[Instance, Instance],
) -> None:
    """The account kept for a token holds its club: a change to the club drops it."""
    a, b = instances
    token = await seeded_token(a)
    account = await authenticate(b.site, TOKENS, token)
    assert account.club is not None and account.club.id is not None
    async with a.uow() as uow:
        club = await uow.clubs.get(account.club.id)
        assert club is not None
        club.name = "Renamed"
        await uow.clubs.update(club)
        await uow.commit()

    async def b_sees_it() -> bool:
        club = (await authenticate(b.site, TOKENS, token)).club
        return club is not None and club.name == "Renamed"

    await eventually(b_sees_it)

    await eventually(b_sees_it)


async def test_a_user_blocked_through_one_instance_is_refused_by_the_other(
    instances: tuple[Instance, Instance],
) -> None:
    a, b = instances
    token = await seeded_token(a)
    account = await authenticate(b.site, TOKENS, token)
    assert (await b.app_data(token)).signed_in
    async with a.uow() as uow:
        user = await uow.users.get(account.user.id or 0)
        assert user is not None
        user.is_blocked = True
        await uow.users.update(user)
        await uow.commit()

    async def b_refuses_it() -> bool:
        try:
            await authenticate(b.site, TOKENS, token)
        except AccountBlocked:
            return not (await b.app_data(token)).signed_in
        return False

    await eventually(b_refuses_it)


async def test_a_session_ended_through_one_instance_is_refused_by_the_other(
    instances: tuple[Instance, Instance],
) -> None:
    a, b = instances
    user_id = TOKENS.read(await seeded_token(a))
    assert user_id is not None
    opening = Opening(SystemClock(), Device("198.51.100.9", "Firefox"))
    async with a.uow() as uow:
        session_id = await open_session(
            uow.sign_ins, opening.clock, user_id.user_id, opening.device
        )
        await uow.commit()
    token = TOKENS.issue(user_id.user_id, 0, session_id=session_id)
    assert (await authenticate(b.site, TOKENS, token)).session_id == session_id
    async with a.uow() as uow:
        assert await uow.sign_ins.remove(user_id.user_id, session_id)
        await uow.commit()

    async def b_refuses_it() -> bool:
        try:
            await authenticate(b.site, TOKENS, token)
        except NotSignedIn:
            return True
        return False

    await eventually(b_refuses_it)


async def test_admins_needing_a_second_factor_through_one_instance_is_enforced_by_the_other(
    instances: tuple[Instance, Instance],
) -> None:
    a, b = instances
    token = await seeded_token(a)
    account = await authenticate(b.site, TOKENS, token)
    async with a.uow() as uow:
        user = await uow.users.get(account.user.id or 0)
        assert user is not None
        user.is_admin = True
        await uow.users.update(user)
        await uow.commit()
    assert await authenticate(b.site, TOKENS, token)  # cached again on b
    async with a.uow() as uow:
        settings = await uow.settings.get()
        settings.admins_need_second_factor = True
        await uow.settings.update(settings)
        await uow.commit()

    async def b_asks_for_it() -> bool:
        try:
            await authenticate(b.site, TOKENS, token)
        except Forbidden:
            return True
        return False

    await eventually(b_asks_for_it)


@POSTGRES_ONLY
async def test_caches_are_off_once_the_listener_stops(
    instances: tuple[Instance, Instance],
) -> None:
    a, _ = instances
    assert a.listener is not None
    assert a.caches.sites.enabled and a.caches.accounts.enabled
    await a.listener.stop()
    assert not a.caches.sites.enabled and not a.caches.accounts.enabled
    assert not a.listener.listening.is_set()


@POSTGRES_ONLY
async def test_caches_are_off_while_the_listening_connection_is_lost(
    instances: tuple[Instance, Instance],
) -> None:
    a, b = instances
    assert a.listener is not None and b.listener is not None
    token = await seeded_token(b)
    claims = TOKENS.read(token)
    assert claims is not None
    await a.app_data(token)
    async with a.engine.connect() as connection:  # what a database restart does
        await connection.execute(
            text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                " WHERE application_name = :name AND datname = current_database()"
            ),
            {"name": APPLICATION_NAME},
        )

    async def a_is_off() -> bool:
        return not a.caches.sites.enabled

    await eventually(a_is_off)  # every request reads the database meanwhile
    await asyncio.wait_for(a.listener.listening.wait(), DELIVERY_SECONDS)
    await asyncio.wait_for(b.listener.listening.wait(), DELIVERY_SECONDS)
    assert a.caches.sites.enabled and a.caches.sites.get(claims.user_id) is None  # back, empty

"""Each worker hears of every committed change to the tables it caches (PostgreSQL only).

Migrations 0004 and 0007 make PostgreSQL send ``NOTIFY fedreg_changes, '<table>'`` when a
transaction that wrote settings, tournaments (and their discipline links), users, clubs,
categories, disciplines or their links commits, whoever wrote them (any worker, any
host, the CLI, plain SQL). ``ChangeListener`` holds one connection per worker that listens,
and drops the caches filled from that table when a notification arrives, a few milliseconds
after the commit. The caches are on only while the listener listens: before the first
``LISTEN``, and from the moment the connection is lost (or does not answer a ping within
``PING_SECONDS``) until it listens again, every request reads the database.
"""

import asyncio
import logging
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import asyncpg  # type: ignore[import-untyped]
from sqlalchemy.engine import make_url

from adapters.sql.cached_site_reads import CachedSiteReads
from adapters.sql.models import (
    ClubRow,
    SettingsRow,
    TournamentRow,
    UserRow,
    UserSessionRow,
)
from adapters.sql.reference_cache import ReferenceCache
from fedreg_core.ports.site import SiteReads

CHANNEL = "fedreg_changes"
PING_SECONDS = 5.0
"""A silently dead connection is noticed (and the caches turned off) within twice this."""
RETRY_SECONDS = 2.0
APPLICATION_NAME = "fedreg-change-listener"
"""How the listening connections show in ``pg_stat_activity``."""

log = logging.getLogger(__name__)


class Invalidated(Protocol):
    def invalidate(self) -> None: ...
    def enable(self) -> None: ...
    def disable(self) -> None: ...


def caches_by_table(
    cached: CachedSiteReads, reference_cache: ReferenceCache | None = None
) -> dict[str, list[Invalidated]]:
    """Which caches were filled from which table."""
    by_table: dict[str, list[Invalidated]] = {
        SettingsRow.__tablename__: [cached.sites, cached.accounts],
        TournamentRow.__tablename__: [cached.sites],
        UserRow.__tablename__: [cached.sites, cached.accounts],
        ClubRow.__tablename__: [cached.sites, cached.accounts],
        UserSessionRow.__tablename__: [cached.accounts],
    }
    for table, caches in ({} if reference_cache is None else reference_cache.by_table()).items():
        by_table.setdefault(table, []).extend(caches)
    return by_table


def process_site_reads(
    reads: SiteReads,
    database_url: str,
    dialect_name: str,
    ping_seconds: float = PING_SECONDS,
    retry_seconds: float = RETRY_SECONDS,
    reference_cache: ReferenceCache | None = None,
) -> tuple[SiteReads, "ChangeListener | None"]:
    """A worker's site reads: on PostgreSQL ``reads`` cached, with the listener that keeps the
    caches (those of ``reference_cache`` too) on while it runs (``start`` it in the worker);
    on SQLite, which announces nothing, ``reads`` itself, and ``reference_cache`` stays off."""
    if dialect_name != "postgresql":
        return reads, None
    cached = CachedSiteReads(reads)
    by_table = caches_by_table(cached, reference_cache)
    return cached, ChangeListener(database_url, by_table, ping_seconds, retry_seconds)


def asyncpg_dsn(database_url: str) -> str:
    """``postgresql+asyncpg://...`` as asyncpg itself takes it."""
    url = make_url(database_url).set(drivername="postgresql")
    return url.render_as_string(hide_password=False)


class ChangeListener:
    """Keeps the caches of ``by_table`` on while it listens; ``start``/``stop`` in a worker."""

    def __init__(
        self,
        database_url: str,
        by_table: Mapping[str, Sequence[Invalidated]],
        ping_seconds: float = PING_SECONDS,
        retry_seconds: float = RETRY_SECONDS,
    ) -> None:
        self._dsn = asyncpg_dsn(database_url)
        self._by_table = by_table
        self._all = list({id(c): c for caches in by_table.values() for c in caches}.values())
        self._ping_seconds = ping_seconds
        self._retry_seconds = retry_seconds
        self._task: asyncio.Task[None] | None = None
        self.listening = asyncio.Event()
        """Set while the caches are on (tests wait for it)."""

    async def start(self) -> None:
        self._task = asyncio.create_task(self._keep_listening(), name="fedreg-change-listener")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        self._switch(on=False)

    async def _keep_listening(self) -> None:
        while True:
            try:
                await self._listen()
            except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
                log.warning("change notifications lost (%s); caches off, retrying", error)
            await asyncio.sleep(self._retry_seconds)

    async def _listen(self) -> None:
        connection = await asyncpg.connect(
            self._dsn,
            timeout=self._ping_seconds,
            server_settings={"application_name": APPLICATION_NAME},
        )
        lost = asyncio.Event()
        connection.add_termination_listener(lambda _connection: lost.set())
        try:
            await connection.add_listener(CHANNEL, self._on_change)
            self._switch(on=True)
            while not lost.is_set():
                try:
                    await asyncio.wait_for(lost.wait(), self._ping_seconds)
                except TimeoutError:
                    await asyncio.wait_for(connection.fetchval("SELECT 1"), self._ping_seconds)
            raise OSError("the database closed the connection")
        finally:
            self._switch(on=False)
            connection.terminate()

    def _on_change(self, _connection: Any, _pid: int, _channel: str, table: str) -> None:
        for cache in self._by_table.get(table, self._all):
            cache.invalidate()

    def changed(self, tables: set[str]) -> None:
        """The worker's own commit wrote ``tables`` (``own_writes``): drop at once what the
        caches filled from them hold, before the notification of the same commit arrives.
        Tables no cache was filled from (registrations, say) drop nothing."""
        for table in tables:
            for cache in self._by_table.get(table, ()):
                cache.invalidate()

    def _switch(self, *, on: bool) -> None:
        for cache in self._all:
            if on:
                cache.enable()
            else:
                cache.disable()
        if on:
            self.listening.set()
        else:
            self.listening.clear()

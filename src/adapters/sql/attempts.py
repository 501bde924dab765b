"""Sign-in and password-reset attempts counted in the database (decisions.md §6).

Every worker and host shares the database, so they share the count: the limit holds however
many workers serve. Each attempt is one short transaction on the engine, apart from the
services' unit of work: it drops the keys' attempts older than the window, counts the rest per
key, then refuses (``TooManyAttempts``) or records one row per key. On PostgreSQL the keys are
locked for that transaction (advisory locks, in a fixed order), so two workers cannot both
take the last free attempt; on SQLite ``BEGIN IMMEDIATE`` already serializes writers. Every
``sweep_every`` attempts a limiter also drops the stale rows of all keys, so the table stays
small; the sweep skips rows a running attempt holds, so it never waits for one.
"""

import math
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.sql.models import AttemptRow
from fedreg_core.domain.errors import TooManyAttempts

WINDOW = timedelta(minutes=1)
ATTEMPTS_PER_WINDOW = 10
SWEEP_EVERY = 1000  # attempts of one limiter between two clean-ups of every key


def utc_now() -> datetime:
    """Naive UTC: the same on every host whatever its time zone, and no DST jumps."""
    return datetime.now(UTC).replace(tzinfo=None)


def attempt_keys(address: str, email: str) -> list[str]:
    """The client address, and the e-mail (trimmed, lower-cased) when there is one."""
    keys = [f"ip:{address}"]
    if email.strip():
        keys.append(f"email:{email.strip().lower()}")
    return keys


class SqlAttemptLimiter:
    """Implements ``fedreg_core.ports.attempts.AttemptLimiter``: ``limit`` per ``window``."""

    def __init__(
        self,
        engine: AsyncEngine,
        limit: int = ATTEMPTS_PER_WINDOW,
        window: timedelta = WINDOW,
        now: Callable[[], datetime] = utc_now,
        sweep_every: int = SWEEP_EVERY,
    ) -> None:
        self._engine = engine
        self._limit = limit
        self._window = window
        self._now = now
        self._sweep_every = sweep_every
        self._since_sweep = 0

    async def hit(self, action: str, address: str, email: str) -> None:
        """Count one attempt; raise ``TooManyAttempts`` once either key is at the limit."""
        keys = attempt_keys(address, email)
        now = self._now()
        cutoff = now - self._window
        async with self._engine.begin() as connection:
            await _lock(connection, action, keys)
            mine = (AttemptRow.action == action, AttemptRow.key.in_(keys))
            await connection.execute(delete(AttemptRow).where(*mine, AttemptRow.at <= cutoff))
            counts = await connection.execute(
                select(func.count()).where(*mine).group_by(AttemptRow.key)
            )
            if any(count >= self._limit for count in counts.scalars()):
                raise TooManyAttempts(math.ceil(self._window.total_seconds()))
            rows = [{"action": action, "key": key, "at": now} for key in keys]
            await connection.execute(insert(AttemptRow), rows)
        await self._sweep(cutoff)

    async def _sweep(self, cutoff: datetime) -> None:
        """Now and then, drop every key's attempts older than the window."""
        self._since_sweep += 1
        if self._since_sweep < self._sweep_every:
            return
        self._since_sweep = 0
        stale = select(AttemptRow.id).where(AttemptRow.at <= cutoff)
        stale = stale.with_for_update(skip_locked=True)  # PostgreSQL only; SQLite drops it
        async with self._engine.begin() as connection:
            await connection.execute(delete(AttemptRow).where(AttemptRow.id.in_(stale)))


async def _lock(connection: AsyncConnection, action: str, keys: list[str]) -> None:
    """On PostgreSQL, hold the keys until the transaction ends (sorted: no deadlock)."""
    if connection.dialect.name != "postgresql":
        return
    for key in sorted(keys):
        lock = func.pg_advisory_xact_lock(func.hashtext(f"{action} {key}"))
        await connection.execute(select(lock))

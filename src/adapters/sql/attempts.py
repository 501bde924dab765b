"""Sign-in and password-reset attempts counted in the database (docs/product.md, Security).

Every worker and host shares the database, so they share the count: the limit holds however
many workers serve. Each attempt is one short transaction on the engine, apart from the
services' unit of work: it drops the keys' attempts older than the window, counts the rest per
key, then refuses (``TooManyAttempts``) or records one row per key. On PostgreSQL the keys are
locked for that transaction (advisory locks, in a fixed order), so two workers cannot both
take the last free attempt; on SQLite ``BEGIN IMMEDIATE`` already serializes writers. Every
``sweep_every`` attempts a limiter also drops the stale rows of all keys, so the table stays
small; the sweep skips rows a running attempt holds, so it never waits for one.

Sign-in (``sign_in``) counts per address (``ip:<address>``, every attempt) and per account and
address (``account:<e-mail> <address>``, forgotten when the password is right): either at the
limit refuses that address only. The account's attempts from every address are counted too
(the keys that start with ``account:<e-mail> ``) and answered, never refused: the service
slows the answer to an address that has failed on an account many fail on.
"""

import math
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.sql.models import AttemptRow
from fedreg_core.domain.errors import TooManyAttempts
from fedreg_core.ports.attempts import SignInCounts

SIGN_IN = "login"
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


def account_prefix(email: str) -> str:
    """The start of every key of the account's sign-in attempts (by address)."""
    return f"account:{email.strip().lower()} "


def sign_in_keys(address: str, email: str) -> list[str]:
    """The address, and the account from that address."""
    return [f"ip:{address}", f"{account_prefix(email)}{address}"]


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
        await self._count(action, attempt_keys(address, email))

    async def sign_in(self, address: str, email: str) -> SignInCounts:
        """Count a sign-in attempt; refuse the address at the limit, answer the counts."""
        keys = sign_in_keys(address, email)
        return await self._count(SIGN_IN, keys, account_prefix(email))

    async def signed_in(self, address: str, email: str) -> None:
        pair = AttemptRow.key == sign_in_keys(address, email)[1]
        async with self._engine.begin() as connection:
            await connection.execute(delete(AttemptRow).where(AttemptRow.action == SIGN_IN, pair))

    async def _count(self, action: str, keys: list[str], account: str = "") -> SignInCounts:
        """Refuse (``TooManyAttempts``) once a key is at the limit, or record one row per key;
        answers the last key's count and, given an ``account`` prefix, the account's."""
        now = self._now()
        cutoff = now - self._window
        async with self._engine.begin() as connection:
            await _lock(connection, action, keys)
            mine = (AttemptRow.action == action, AttemptRow.key.in_(keys))
            await connection.execute(delete(AttemptRow).where(*mine, AttemptRow.at <= cutoff))
            rows = await connection.execute(
                select(AttemptRow.key, func.count()).where(*mine).group_by(AttemptRow.key)
            )
            counts: dict[str, int] = {row[0]: row[1] for row in rows}
            if any(count >= self._limit for count in counts.values()):
                raise TooManyAttempts(math.ceil(self._window.total_seconds()))
            on_account = await _account_count(connection, action, account, cutoff)
            rows_to_add = [{"action": action, "key": key, "at": now} for key in keys]
            await connection.execute(insert(AttemptRow), rows_to_add)
        await self._sweep(cutoff)
        return SignInCounts(on_account, counts.get(keys[-1], 0), self._limit)

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


async def _account_count(
    connection: AsyncConnection, action: str, account: str, cutoff: datetime
) -> int:
    """The attempts within the window whose key starts with ``account`` (none: 0)."""
    if not account:
        return 0
    of_account = AttemptRow.key.startswith(account, autoescape=True)
    recent = (AttemptRow.action == action, of_account, AttemptRow.at > cutoff)
    return int(await connection.scalar(select(func.count()).where(*recent)) or 0)


async def _lock(connection: AsyncConnection, action: str, keys: list[str]) -> None:
    """On PostgreSQL, hold the keys until the transaction ends (sorted: no deadlock)."""
    if connection.dialect.name != "postgresql":
        return
    for key in sorted(keys):
        lock = func.pg_advisory_xact_lock(func.hashtext(f"{action} {key}"))
        await connection.execute(select(lock))

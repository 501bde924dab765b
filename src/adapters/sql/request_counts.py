"""Requests to the public pages counted per client address, shared by every worker and host.

A request costs no statement: each worker adds up its requests in memory, per key and fixed
window (one minute from the full minute), and about once a second adds what it counted to
the key's row in ``request_counts`` (one upsert for all keys), which answers with each key's
total over every worker and host. A key is refused once the last total it heard plus what it
counted since reaches the limit: the limit holds across workers give or take what the others
counted in the last ``flush_seconds``. The limit of sign-in attempts, where that margin
matters, counts each attempt in the database instead (``adapters.sql.attempts``).
"""

import logging
import math
import time
from collections import Counter
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.attempts import attempt_keys, utc_now
from adapters.sql.models import RequestCountRow
from fedreg_core.domain.errors import TooManyAttempts

WINDOW = timedelta(minutes=1)
FLUSH_SECONDS = 1.0
EPOCH = datetime(1970, 1, 1)

log = logging.getLogger(__name__)
Key = tuple[str, str]  # (action, key)


def window_start(now: datetime, window: timedelta) -> datetime:
    """The start of the fixed window ``now`` falls in."""
    return now - (now - EPOCH) % window


class SharedRequestLimiter:
    """Implements ``fedreg_core.ports.attempts.AttemptLimiter``: ``limit`` per ``window``."""

    def __init__(
        self,
        engine: AsyncEngine,
        limit: int,
        window: timedelta = WINDOW,
        flush_seconds: float = FLUSH_SECONDS,
        now: Callable[[], datetime] = utc_now,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self._engine = engine
        self._limit = limit
        self._window = window
        self._flush_seconds = flush_seconds
        self._now = now
        self._monotonic = monotonic
        self._current = EPOCH
        self._known: dict[Key, int] = {}
        """Each key's total over every worker, as last heard, in the current window."""
        self._pending: Counter[tuple[str, str, datetime]] = Counter()
        """What this worker counted and has not added to the shared rows yet."""
        self._flushed_at = monotonic()
        self._flushing = False
        self._sweep = False
        self._upsert = UPSERTS[engine.dialect.name]

    async def hit(self, action: str, address: str, email: str) -> None:
        """Count one request; raise ``TooManyAttempts`` once either key is at the limit."""
        now = self._now()
        start = window_start(now, self._window)
        if start != self._current:
            self._current, self._known, self._sweep = start, {}, True
        keys = attempt_keys(address, email)
        if any(self._count((action, key)) >= self._limit for key in keys):
            left = (start + self._window - now).total_seconds()
            raise TooManyAttempts(max(1, math.ceil(left)))
        for key in keys:
            self._pending[(action, key, start)] += 1
        if not self._flushing and self._monotonic() - self._flushed_at >= self._flush_seconds:
            await self.flush()

    def _count(self, key: Key) -> int:
        return self._known.get(key, 0) + self._pending[(*key, self._current)]

    async def flush(self) -> None:
        """Add what this worker counted to the shared rows and hear every key's total."""
        self._flushing = True
        counted, self._pending = self._pending, Counter()
        try:
            totals = await self._add(counted)
        except Exception:
            log.warning("request counts not shared; kept to try again", exc_info=True)
            self._pending.update(counted)
            return
        finally:
            self._flushing = False
            self._flushed_at = self._monotonic()
        for (action, key, start), total in totals:
            if start == self._current:
                self._known[(action, key)] = total

    async def _add(
        self, counted: Counter[tuple[str, str, datetime]]
    ) -> list[tuple[tuple[str, str, datetime], int]]:
        rows = [
            {"action": action, "key": key, "window_start": start, "count": count}
            for (action, key, start), count in counted.items()
        ]
        totals: list[tuple[tuple[str, str, datetime], int]] = []
        async with self._engine.begin() as connection:
            if rows:
                added = await connection.execute(self._upsert, rows)  # batched "many values"
                for action, key, start, total in added:
                    totals.append(((action, key, start), total))
            if self._sweep:
                old = RequestCountRow.window_start < self._current - self._window
                await connection.execute(delete(RequestCountRow).where(old))
                self._sweep = False
        return totals


def _upsert(dialect: Any) -> Any:
    """Add a count to its row, answering the row's total (one statement, compiled once)."""
    statement = dialect.insert(RequestCountRow)
    added = RequestCountRow.count + statement.excluded.count
    return statement.on_conflict_do_update(
        index_elements=["action", "key", "window_start"], set_={"count": added}
    ).returning(
        RequestCountRow.action,
        RequestCountRow.key,
        RequestCountRow.window_start,
        RequestCountRow.count,
        sort_by_parameter_order=True,
    )


UPSERTS = {"postgresql": _upsert(postgresql), "sqlite": _upsert(sqlite)}

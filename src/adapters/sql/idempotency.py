"""Requests sent with an ``Idempotency-Key``, kept in the database so every worker shares them.

A request's row is written by the unit of work that commits its change, in the same
transaction (``SqlUnitOfWork.commit`` calls ``write_claim``): the change and the row are
committed together or not at all, so a retry after a connection lost during COMMIT finds
the row exactly when the change was made. The answer is stored in the row afterwards
(``answered``); until then, or when it was lost, the row has none. A request that changed
nothing (refused, or failed before its commit) leaves no row, and its retry runs again.
Rows older than a day are deleted by the next lookup.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import bindparam, delete, insert, select, update
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from adapters.sql.models import IdempotentRequestRow as Row

KEPT = timedelta(days=1)


@dataclass(slots=True)
class Claim:
    """A request under way: ``written`` once its row was committed with its change."""

    request: str
    fingerprint: str
    at: datetime
    written: bool = False


@dataclass(frozen=True, slots=True)
class Earlier:
    """A request's row: ``status`` ``None`` while it has no answer."""

    fingerprint: str
    status: int | None
    media_type: str | None
    body: bytes | None


_CLAIM: ContextVar[Claim | None] = ContextVar("fedreg_idempotency_claim", default=None)

EXPIRED = delete(Row).where(Row.created_at < bindparam("cutoff"))
EARLIER = select(Row.fingerprint, Row.status, Row.media_type, Row.body).where(
    Row.request == bindparam("request")
)
CLAIMED = insert(Row)
ANSWERED = (
    update(Row)
    .where(Row.request == bindparam("answered"))
    .values(status=bindparam("code"), media_type=bindparam("kind"), body=bindparam("content"))
)


async def write_claim(session: AsyncSession) -> Claim | None:
    """Write the row of the request under way, if it has a key and no row yet (in the open
    transaction of ``session``, which then commits): the claim to mark ``written``."""
    claim = _CLAIM.get()
    if claim is None or claim.written:
        return None
    row = {"request": claim.request, "fingerprint": claim.fingerprint, "created_at": claim.at}
    await session.execute(CLAIMED, [row])
    return claim


class SqlIdempotentRequests:
    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine

    async def earlier(self, request: str, now: datetime) -> Earlier | None:
        """The row of ``request`` (none older than a day: those are deleted here)."""
        async with self._engine.begin() as connection:
            await connection.execute(EXPIRED, {"cutoff": now - KEPT})
            found = (await connection.execute(EARLIER, {"request": request})).first()
        return None if found is None else Earlier(*found)

    @contextmanager
    def claiming(self, request: str, fingerprint: str, now: datetime) -> Iterator[Claim]:
        """While the request runs, the unit of work that commits its change writes its row."""
        claim = Claim(request, fingerprint, now)
        token = _CLAIM.set(claim)
        try:
            yield claim
        finally:
            _CLAIM.reset(token)

    async def answered(self, request: str, status: int, media_type: str, body: bytes) -> None:
        """Keep the answer of ``request``, whose row was committed."""
        values = {"answered": request, "code": status, "kind": media_type, "content": body}
        async with self._engine.begin() as connection:
            await connection.execute(ANSWERED, values)

"""What the readiness check and the metrics ask the database (docs/operations.md): does it
answer, does its schema serve this code, how many notices wait to be mailed."""

import logging
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import DateTime, bindparam, func, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import single_read_options
from adapters.sql.migrate import current_revision, head_revision, revision_problem, serves
from adapters.sql.models import NoticeRow

logger = logging.getLogger("fedreg.readiness")

PING = text("SELECT 1")
BACKLOG = select(func.count(), func.min(NoticeRow.due_at)).where(
    NoticeRow.due_at <= bindparam("now", type_=DateTime())
)


@dataclass(frozen=True, slots=True)
class Backlog:
    """The notices due and not sent yet, and when the oldest of them fell due."""

    due: int
    oldest_due_at: datetime | None


class DatabaseReadiness:
    """The database's side of ``/api/ready``; the schema is read until it serves this code,
    then taken as serving (a database is never migrated backwards under a running server)."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine.execution_options(**single_read_options(engine.dialect.name))
        self._schema_serves = False

    async def answers(self) -> bool:
        """True, or the database's error."""
        async with self._engine.connect() as connection:
            await connection.execute(PING)
        return True

    async def schema_problem(self) -> str | None:
        """Why the database's schema does not serve this code (``None``: it does)."""
        if self._schema_serves:
            return None
        found = await current_revision(self._engine)
        if not serves(found):
            return revision_problem(found)
        self._schema_serves = True
        if found != head_revision():
            logger.info(
                "the database is at revision %s, newer than this fedreg's %s: served (a"
                " newer release's migrations only add)",
                found,
                head_revision(),
            )
        return None

    async def revision(self) -> str:
        """The database's revision (``""`` before the first migration)."""
        return await current_revision(self._engine) or ""

    async def backlog(self, now: datetime) -> Backlog:
        async with self._engine.connect() as connection:
            due, oldest = (await connection.execute(BACKLOG, {"now": now})).one()
        return Backlog(int(due), oldest)

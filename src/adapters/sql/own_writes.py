"""The tables a worker's own transaction wrote, told to its caches the moment it commits.

Other workers' commits reach a worker's caches through PostgreSQL's notification
(``change_notifications``), a few milliseconds after the commit, later on a busy machine. For
the worker's own commits that is too late: a sign-out or a password change is answered, and
the same user's next request, on the same worker, could still be served from the cache. So
the session notes which tables it wrote (ORM flushes and INSERT, UPDATE and DELETE statements
run through it), and the unit of work hands them to the worker's caches right after the
commit. Plain SQL text is not noted; the notification still covers it.
"""

from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import ORMExecuteState, Session

WRITTEN = "fedreg_written_tables"


def _note(session: Session, tables: set[str]) -> None:
    if tables:
        session.info.setdefault(WRITTEN, set()).update(tables)


@event.listens_for(Session, "after_flush")
def _flushed(session: Session, _context: Any) -> None:
    rows = [*session.new, *session.dirty, *session.deleted]
    tables = (getattr(row, "__table__", None) for row in rows)
    _note(session, {table.name for table in tables if table is not None})


@event.listens_for(Session, "do_orm_execute")
def _executed(state: ORMExecuteState) -> None:
    if state.is_insert or state.is_update or state.is_delete:
        table = getattr(state.statement, "table", None)
        if table is not None:
            _note(state.session, {table.name})


def written_tables(session: Session) -> set[str]:
    """The tables written since the last call (then forgotten)."""
    written: set[str] = session.info.pop(WRITTEN, set())
    return written

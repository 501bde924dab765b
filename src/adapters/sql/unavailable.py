"""A PostgreSQL that cannot be reached, or a SQLite whose lock did not come free within its
``busy_timeout``, is ``Busy`` (503 with ``Retry-After``), not a failure.

While the server restarts, shuts down or turns clients away, the requests of that moment
fail in several ways: the connection is refused or reset (``OSError``), the server says it
is shutting down or starting up (SQLSTATE 57P03) or has too many clients (53300), it ends
the connection "due to administrator command" (57P01), or the connection closes in the middle
of a statement (08003). None of them is a bug: the engine raises ``Busy`` for them (the
caller may try again), and marks the connection as lost, so the pool drops it, and every
connection opened before it, instead of handing it out again. The transaction of such a
request is rolled back by the server, unless the connection went during its COMMIT: then
the outcome is unknown to the app, as to any client.
"""

import sqlite3
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Dialect, ExceptionContext
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.pool import ConnectionPoolEntry

from fedreg_core.domain.errors import Busy

RETRY_AFTER_SECONDS = 5
"""A restart takes a few seconds; ``-m fast`` about one."""

UNAVAILABLE_SQLSTATES = ("08", "53", "57P")
"""Connection exceptions, insufficient resources (too many clients), and operator
intervention that ends or refuses sessions (57P01-57P05; not 57014, a cancelled query)."""


def database_unavailable(error: BaseException) -> bool:
    """Whether ``error`` (the driver's, or SQLAlchemy's adaptation of it) says the database
    cannot serve now rather than that a statement is wrong."""
    sqlstate = getattr(error, "sqlstate", None)
    return isinstance(sqlstate, str) and sqlstate.startswith(UNAVAILABLE_SQLSTATES)


SQLITE_BUSY = 5
"""SQLite's result code for "database is locked": another connection held the write lock for
longer than ``busy_timeout``."""


def sqlite_busy(error: BaseException) -> bool:
    """Whether ``error`` (``sqlite3``'s, or SQLAlchemy's adaptation of it) is SQLite's
    "database is locked": the write lock stayed taken, a matter of load, not of the statement."""
    error = getattr(error, "orig", None) or error
    if not isinstance(error, sqlite3.OperationalError):
        return False
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF == SQLITE_BUSY  # extended codes keep it below


def answer_busy_while_locked(engine: AsyncEngine) -> None:
    """SQLite: a statement that waited ``busy_timeout`` for the write lock in vain answers
    ``Busy``; the connection stays good."""

    @event.listens_for(engine.sync_engine, "handle_error")
    def _on_error(context: ExceptionContext) -> None:
        if sqlite_busy(context.original_exception):
            raise Busy(RETRY_AFTER_SECONDS) from context.original_exception


def answer_busy_while_unavailable(engine: AsyncEngine) -> None:
    """Install the two hooks: one for connecting, one for statements and failed logins."""

    @event.listens_for(engine.sync_engine, "do_connect")
    def _connect(dialect: Dialect, _record: ConnectionPoolEntry, cargs: Any, cparams: Any) -> Any:
        # A refused, reset or timed-out connect reaches no error hook of SQLAlchemy's.
        try:
            return dialect.connect(*cargs, **cparams)
        except OSError as error:
            raise Busy(RETRY_AFTER_SECONDS) from error

    @event.listens_for(engine.sync_engine, "handle_error")
    def _on_error(context: ExceptionContext) -> None:
        if context.is_disconnect or database_unavailable(context.original_exception):
            context.is_disconnect = True
            raise Busy(RETRY_AFTER_SECONDS) from context.original_exception

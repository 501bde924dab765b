"""Async engines for SQLite (aiosqlite) and PostgreSQL (asyncpg) from one code path."""

from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import DisconnectionError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker
from sqlalchemy.ext.asyncio import create_async_engine as _create_async_engine
from sqlalchemy.pool import ConnectionPoolEntry

from adapters.sql.observed_pool import ObservedPool, count_connections_in_use
from adapters.sql.serbian_order import SQLITE_FUNCTION, sqlite_serbian_key
from adapters.sql.unavailable import answer_busy_while_locked, answer_busy_while_unavailable

POSTGRESQL_SETTINGS = {"jit": "off"}
"""PostgreSQL compiles a query whose estimated cost passes ``jit_above_cost`` to machine code
first; for fedreg's reads, which run in tens of milliseconds, that costs more than it saves
(the fee report's count: 390 ms of compiling for an 85 ms query)."""

# busy_timeout first: switching a new database to WAL may have to wait for a lock.
SQLITE_PRAGMAS = (
    "PRAGMA busy_timeout=5000",
    "PRAGMA journal_mode=WAL",
    "PRAGMA synchronous=NORMAL",
)


POOL_SIZE = 15
"""Connections a process keeps open, all of them: SQLAlchemy's default (5, and 10 more closed
as soon as they are given back) opened and closed a connection per request whenever more than
5 requests of a worker waited on the database at once, each a PostgreSQL process started
(and an SSL attempt, a login) for one short query. Opened only as concurrency asks for them."""


READ_ONLY = "fedreg_read_only"
"""Execution option of a connection whose transaction only reads: on SQLite it starts with a
plain (deferred) BEGIN, takes no write lock and reads a snapshot beside running writers."""


def read_only_options(dialect_name: str) -> dict[str, Any]:
    """Execution options of a read-only transaction. PostgreSQL: ``BEGIN ISOLATION LEVEL
    REPEATABLE READ READ ONLY``, so every statement of a read sees one snapshot (a report
    read in several statements never mixes states); SQLite's deferred ``BEGIN`` already
    does."""
    if dialect_name == "postgresql":
        return {"postgresql_readonly": True, "isolation_level": "REPEATABLE READ"}
    return {READ_ONLY: True}


def single_read_options(dialect_name: str) -> dict[str, Any]:
    """Execution options of a connection that runs one SELECT, which sees one snapshot on its
    own: PostgreSQL runs it without BEGIN and ROLLBACK (one round trip instead of three);
    SQLite in a read-only transaction, since switching its connections to autocommit and
    back would undo the ``BEGIN`` handling below."""
    if dialect_name == "postgresql":
        return {"isolation_level": "AUTOCOMMIT"}
    return {READ_ONLY: True}


def create_engine(url: str, *, sqlite_foreign_keys: bool = True, echo: bool = False) -> AsyncEngine:
    """An engine for ``sqlite+aiosqlite:///path`` or ``postgresql+asyncpg://...``.

    SQLite connections run in WAL mode with foreign keys enforced, wait up to 5 s for a lock,
    and every transaction starts with ``BEGIN IMMEDIATE`` (it takes the write lock up front,
    so concurrent writers queue instead of failing with "database is locked"), except the
    read-only ones (``read_only_options``), which start with a deferred ``BEGIN``. A writer
    that waited 5 s in vain raises ``Busy`` (503 with ``Retry-After``).
    ``sqlite_foreign_keys=False`` is for migrations only, which rebuild tables.

    PostgreSQL connections run with the JIT compiler off (``POSTGRESQL_SETTINGS``).
    """
    backend = make_url(url).get_backend_name()
    if backend == "sqlite":
        engine = _create_async_engine(
            url, echo=echo, poolclass=ObservedPool, pool_size=POOL_SIZE, max_overflow=0
        )
        _configure_sqlite(engine, foreign_keys=sqlite_foreign_keys)
        answer_busy_while_locked(engine)
        count_connections_in_use(engine)
        return engine
    if backend == "postgresql":
        engine = _create_async_engine(
            url,
            echo=echo,
            poolclass=ObservedPool,
            pool_size=POOL_SIZE,
            max_overflow=0,
            connect_args={"server_settings": POSTGRESQL_SETTINGS},
        )
        _replace_closed_connections(engine)
        answer_busy_while_unavailable(engine)
        count_connections_in_use(engine)
        return engine
    raise ValueError(
        f"unsupported database {backend!r}: use sqlite+aiosqlite or postgresql+asyncpg"
    )


def _configure_sqlite(engine: AsyncEngine, *, foreign_keys: bool) -> None:
    pragmas = (*SQLITE_PRAGMAS, f"PRAGMA foreign_keys={'ON' if foreign_keys else 'OFF'}")

    @event.listens_for(engine.sync_engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # The driver must not open transactions on its own; "begin" below does it.
        dbapi_connection.isolation_level = None
        # SQLite's own lower() knows only ASCII; searches must fold Đ, Š, Č ... as well.
        dbapi_connection.create_function("lower", 1, _lower, deterministic=True)
        # SQLite has no Serbian collation: lists are ordered by the core's sort key.
        dbapi_connection.create_function(SQLITE_FUNCTION, 1, sqlite_serbian_key, deterministic=True)
        cursor = dbapi_connection.cursor()
        for pragma in pragmas:
            cursor.execute(pragma)
        cursor.close()

    @event.listens_for(engine.sync_engine, "begin")
    def _on_begin(connection: Connection) -> None:
        read_only = connection.get_execution_options().get(READ_ONLY, False)
        connection.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")


def _replace_closed_connections(engine: AsyncEngine) -> None:
    """Hand out no pooled connection the server has closed (restart, idle timeout, kill).

    asyncpg notices a closed socket on its own, so the check costs no round trip; SQLAlchemy's
    ``pool_pre_ping`` costs three on every checkout (BEGIN, ping, ROLLBACK), more than a
    typical request's own queries. A connection that dies in use still invalidates the pool.
    """

    @event.listens_for(engine.sync_engine, "checkout")
    def _on_checkout(_dbapi_connection: Any, record: ConnectionPoolEntry, _proxy: Any) -> None:
        driver = record.driver_connection
        if driver is None or driver.is_closed():
            raise DisconnectionError("the database server closed this connection")


def _lower(value: object) -> object:
    return value.lower() if isinstance(value, str) else value


def session_factory(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Sessions that keep loaded values after commit (no lazy reloads under asyncio)."""
    return async_sessionmaker(engine, expire_on_commit=False)

"""Count the SQL statements an engine sends, for "fixed number of statements" tests."""

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlalchemy.ext.asyncio import AsyncEngine

# Transaction control differs by driver (SQLite sends BEGIN through the cursor, asyncpg
# does not), so it is recorded but not counted: counts then match on both databases.
TRANSACTION_CONTROL = re.compile(r"^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|PRAGMA)\b", re.I)


@dataclass
class StatementCounter:
    """Statements seen while attached; ``count`` leaves out transaction control."""

    statements: list[str] = field(default_factory=list)

    @property
    def queries(self) -> list[str]:
        return [s for s in self.statements if not TRANSACTION_CONTROL.match(s)]

    @property
    def count(self) -> int:
        return len(self.queries)


@contextmanager
def count_statements(engine: AsyncEngine | Engine) -> Iterator[StatementCounter]:
    """``with count_statements(engine) as counter: ...`` then read ``counter.count``."""
    sync_engine = engine.sync_engine if isinstance(engine, AsyncEngine) else engine
    counter = StatementCounter()

    def _record(*args: Any, **_kwargs: Any) -> None:
        counter.statements.append(args[2])  # (connection, cursor, statement, ...)

    event.listen(sync_engine, "before_cursor_execute", _record)
    try:
        yield counter
    finally:
        event.remove(sync_engine, "before_cursor_execute", _record)

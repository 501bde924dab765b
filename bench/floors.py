"""What a read cannot beat: its rows fetched through the database driver, nothing built.

``bench/scale.py`` sets each read beside its floor, measured in the same run:

- for most reads, the read's own statements (recorded while it runs once) sent again
  through the driver's connection (aiosqlite or asyncpg) and every row fetched: what is
  left above it is Python building, checking and converting;
- for the fee report, one plain query of its entry rows: every competitor's and team's
  (category, discipline) entry with the registration's club and payment flags, one row
  per entry, as the simplest read of everything the report prices.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import TRANSACTION_CONTROL

Statement = tuple[str, Any]

FEE_ENTRY_ROWS = """
SELECT r.id, r.club_id, m.no_pay, m.always_pays, e.category_id, e.discipline_id
FROM competitor_registrations r
JOIN members m ON m.id = r.member_id
LEFT JOIN competitor_entries e ON e.registration_id = r.id
WHERE r.tournament_id = {tournament}
UNION ALL
SELECT t.id, t.club_id, t.no_pay, t.always_pays, e.category_id, e.discipline_id
FROM team_registrations t
LEFT JOIN team_entries e ON e.team_id = t.id
WHERE t.tournament_id = {tournament}
"""


@contextmanager
def recorded(engine: AsyncEngine) -> Iterator[list[Statement]]:
    """The statements (and their parameters, as the driver gets them) sent while open."""
    statements: list[Statement] = []

    def record(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        if not TRANSACTION_CONTROL.match(statement):
            statements.append((statement, parameters))

    event.listen(engine.sync_engine, "before_cursor_execute", record)
    try:
        yield statements
    finally:
        event.remove(engine.sync_engine, "before_cursor_execute", record)


def fee_entry_rows(engine: AsyncEngine, tournament_id: int) -> Statement:
    """The fee report's floor query in the driver's parameter style."""
    marker = "?" if engine.dialect.name == "sqlite" else "$1"
    sql = re.sub(r"\s+", " ", FEE_ENTRY_ROWS.format(tournament=marker)).strip()
    count = sql.count(marker) if marker == "?" else 1
    return sql, (tournament_id,) * count


async def fetch_raw(engine: AsyncEngine, statements: list[Statement]) -> int:
    """Send ``statements`` through the driver's own connection; the number of rows fetched."""
    rows = 0
    async with engine.connect() as connection:
        raw = await connection.get_raw_connection()
        driver = raw.driver_connection
        assert driver is not None
        for sql, parameters in statements:
            if engine.dialect.name == "sqlite":
                cursor = await driver.execute(sql, parameters or ())
                rows += len(await cursor.fetchall())
                await cursor.close()
            else:
                rows += len(await driver.fetch(sql, *(parameters or ())))
    return rows

"""SQLite: a writer that waits in vain for the write lock is ``Busy`` (503), not a failure."""

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from adapters.sql.engine import create_engine
from adapters.sql.unavailable import sqlite_busy
from fedreg_core.domain.errors import Busy


async def test_a_writer_that_waits_for_the_lock_in_vain_is_busy(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite+aiosqlite:///{tmp_path / 'busy.db'}")
    try:
        async with engine.begin() as setup:
            await setup.execute(text("CREATE TABLE counts (n INTEGER)"))
        async with engine.connect() as waiting:
            await waiting.execute(text("PRAGMA busy_timeout=50"))
            await waiting.commit()
            async with engine.begin() as holder:  # BEGIN IMMEDIATE: holds the write lock
                await holder.execute(text("INSERT INTO counts VALUES (1)"))
                with pytest.raises(Busy) as busy:
                    await waiting.begin()
                assert busy.value.retry_after > 0
            await waiting.rollback()
            await waiting.execute(text("INSERT INTO counts VALUES (2)"))  # still usable
            await waiting.commit()
    finally:
        await engine.dispose()


def test_only_the_lock_is_busy() -> None:
    locked = sqlite3.OperationalError("database is locked")
    locked.sqlite_errorcode = 5
    wrong = sqlite3.OperationalError("no such table: members")
    wrong.sqlite_errorcode = 1
    assert sqlite_busy(locked)
    assert not sqlite_busy(wrong)
    assert not sqlite_busy(ValueError("not a database error"))

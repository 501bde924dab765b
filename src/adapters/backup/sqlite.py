"""SQLite: an online-consistent copy with SQLite's backup API, and restoring one the same way.

The copy is made in one step of the backup API: it reads one snapshot of the database while
the server goes on writing (WAL), so it is consistent and never restarts.
"""

import sqlite3
from contextlib import closing
from pathlib import Path


def copy_database(source: Path, target: Path) -> None:
    """``source`` copied into the new file ``target`` (the server may keep running)."""
    reading = closing(sqlite3.connect(f"file:{source}?mode=ro", uri=True))
    with reading as reader, closing(sqlite3.connect(target)) as writer:
        reader.backup(writer)


def restore_database(copy: Path, target: Path) -> None:
    """Replace the database ``target`` (created if missing) by ``copy``, page by page under
    SQLite's own locks."""
    with closing(sqlite3.connect(copy)) as reader, closing(sqlite3.connect(target)) as writer:
        reader.backup(writer)


def has_tables(database: Path) -> bool:
    """Whether the SQLite file exists and holds at least one table."""
    if not database.exists():
        return False
    with closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as reader:
        found = reader.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'")
        return bool(found.fetchone()[0])

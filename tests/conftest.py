"""Fixtures shared by every kind of test."""

from pathlib import Path

import pytest

from adapters.sql.migrate import upgrade
from tests.integration.sql_support import run_outside_loop


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One migrated SQLite file per session: tests copy it instead of migrating again."""
    path = tmp_path_factory.mktemp("sqlite-template") / "fedreg.db"
    run_outside_loop(upgrade(f"sqlite+aiosqlite:///{path}"))
    return path

"""The ``fedreg`` command through Typer's runner, on a data folder of its own and a real
database: SQLite in the data folder, or PostgreSQL (``FEDREG_TEST_DATABASE_URL``)."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest
import yaml
from typer.testing import CliRunner, Result

from adapters.cli.context import CliOptions, CliWiring
from adapters.cli.main import build_cli
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from adapters.unit_of_work import Factory
from entrypoints.cli import wiring
from tests.integration.conftest import delete_all_rows
from tests.integration.sql_support import run_outside_loop

T = TypeVar("T")
SECRET = "cli-test-secret-key-long-enough-for-hs256-0000"


def not_served(_options: CliOptions, _host: str | None, _port: int | None, _workers: int) -> None:
    raise AssertionError("no test serves")


def cli_wiring() -> CliWiring:
    """The console script's wiring, without a server."""
    return wiring(not_served)


@dataclass
class Fedreg:
    """``fedreg`` with the environment of one test."""

    data_dir: Path
    database_url: str
    runner: CliRunner

    def __call__(self, *args: str, input: str | None = None) -> Result:
        return self.runner.invoke(build_cli(cli_wiring()), list(args), input=input)

    def ok(self, *args: str, input: str | None = None) -> str:
        """The output of a command that must succeed."""
        result = self(*args, input=input)
        assert result.exit_code == 0, (args, result.output, result.exception)
        return result.stdout

    def write(self, document: object, name: str) -> str:
        """``document`` as a YAML file beside the data folder; answers its path."""
        path = self.data_dir.parent / name
        path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
        return str(path)

    def seed(self, seeding: Callable[[Factory], Awaitable[T]]) -> T:
        """Run ``seeding(uow_factory)`` on the command's database, outside any event loop."""

        async def run() -> T:
            engine = create_engine(self.database_url)
            try:
                return await seeding(SqlUnitOfWorkFactory(session_factory(engine)))
            finally:
                await engine.dispose()

        return run_outside_loop(run())


def environment(monkeypatch: pytest.MonkeyPatch, data_dir: Path, database_url: str) -> None:
    monkeypatch.setenv("FEDREG_DATA_DIR", str(data_dir))
    monkeypatch.setenv("FEDREG_DATABASE_URL", database_url)
    monkeypatch.setenv("FEDREG_SECRET_KEY", SECRET)
    monkeypatch.setenv("FEDREG_PUBLIC_URL", "https://fed.example")
    for name in ("FEDREG_SMTP_URL", "FEDREG_VARIANT"):
        monkeypatch.delenv(name, raising=False)


def emptied(database_url: str) -> str:
    """The migrated database with no row (PostgreSQL's is shared by a worker's tests)."""

    async def empty() -> None:
        engine = create_engine(database_url)
        try:
            await delete_all_rows(engine)
        finally:
            await engine.dispose()

    if not database_url.startswith("sqlite"):
        run_outside_loop(empty())
    return database_url


@pytest.fixture
def fedreg(database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Fedreg:
    """``fedreg`` on a migrated, empty database and an existing data folder."""
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    environment(monkeypatch, data_dir, emptied(database_url))
    return Fedreg(data_dir, database_url, CliRunner())


@pytest.fixture
def fresh_fedreg(
    empty_database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Fedreg:
    """``fedreg`` on a database without any table (SQLite: no file yet), no data folder."""
    data_dir = tmp_path / "data"
    environment(monkeypatch, data_dir, empty_database_url)
    return Fedreg(data_dir, empty_database_url, CliRunner())

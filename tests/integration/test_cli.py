"""The `fedreg` command against a real SQLite database in a temporary data folder."""

import json
from dataclasses import replace
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from adapters.cli.context import CliOptions
from adapters.cli.main import build_cli
from tests.integration.cli.conftest import cli_wiring


@pytest.fixture
def run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[CliRunner, list[tuple[object, ...]]]:
    (tmp_path / "data").mkdir()
    monkeypatch.setenv("FEDREG_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("FEDREG_SECRET_KEY", "cli-test-secret-key-long-enough-for-hs256-0000")
    monkeypatch.delenv("FEDREG_DATABASE_URL", raising=False)
    served: list[tuple[object, ...]] = []
    return CliRunner(), served


def cli(served: list[tuple[object, ...]]) -> typer.Typer:
    def serve(_options: CliOptions, host: str | None, port: int | None, workers: int) -> None:
        served.append((host, port, workers))

    wiring = cli_wiring()
    return build_cli(replace(wiring, serve=serve, options=CliOptions()))


def test_every_command_has_help(run: tuple[CliRunner, list[tuple[object, ...]]]) -> None:
    runner, served = run
    for args in (
        ["--help"],
        ["serve", "--help"],
        ["db", "upgrade", "--help"],
        ["users", "create-admin", "--help"],
        ["demo", "--help"],
        ["fees", "explain", "--help"],
    ):
        result = runner.invoke(cli(served), args)
        assert result.exit_code == 0, (args, result.output)
        assert "Usage" in result.output


def test_db_upgrade_then_create_admin_then_refuse_duplicate(
    run: tuple[CliRunner, list[tuple[object, ...]]],
) -> None:
    runner, served = run
    app = cli(served)
    upgraded = runner.invoke(app, ["db", "upgrade"])
    assert upgraded.exit_code == 0, upgraded.output
    args = ["users", "create-admin", "boss@fed.rs", "--name", "Boss", "--password", "secret12"]
    created = runner.invoke(app, args)
    assert created.exit_code == 0, created.output
    assert "boss@fed.rs" in created.output
    again = runner.invoke(app, args)
    assert again.exit_code == 1
    short = runner.invoke(
        app, ["users", "create-admin", "x@fed.rs", "--name", "X", "--password", "123"]
    )
    assert short.exit_code == 1


def test_demo_loads_once_and_prints_sign_ins(
    run: tuple[CliRunner, list[tuple[object, ...]]],
) -> None:
    runner, served = run
    first = runner.invoke(cli(served), ["demo"])
    assert first.exit_code == 0, first.output
    assert "admin@demo.fedreg.local" in first.output
    second = runner.invoke(cli(served), ["demo"])
    assert second.exit_code == 0
    assert "already loaded" in second.output


def test_serve_passes_its_options_and_never_migrates(
    run: tuple[CliRunner, list[tuple[object, ...]]], tmp_path: Path
) -> None:
    runner, served = run
    result = runner.invoke(
        cli(served), ["serve", "--host", "0.0.0.0", "--port", "9001", "--workers", "3"]
    )
    assert result.exit_code == 0, result.output
    assert served == [("0.0.0.0", 9001, 3)]
    assert not (tmp_path / "data" / "fedreg.db").exists()  # `fedreg db upgrade` makes it


def test_tournaments_commands_on_the_demo_federation(
    run: tuple[CliRunner, list[tuple[object, ...]]],
) -> None:
    runner, served = run
    app = cli(served)
    assert runner.invoke(app, ["demo"]).exit_code == 0
    listed = runner.invoke(app, ["tournaments", "list"])
    assert listed.exit_code == 0, listed.output
    assert "Otvoreno prvenstvo" in listed.output
    assert "open" in listed.output
    fees = runner.invoke(app, ["tournaments", "fees", "1", "--format", "json"])
    assert fees.exit_code == 0, fees.output
    assert json.loads(fees.output)["total"] == 0
    csv_out = runner.invoke(app, ["tournaments", "fees", "1", "--format", "csv"])
    assert csv_out.output.splitlines() == [
        "club_id,club,gross,discounts,net,deduction,total",
        ",Total,0,0,0,,0",
    ]
    numbered = runner.invoke(app, ["tournaments", "assign-numbers", "1"])
    assert numbered.exit_code == 0, numbered.output
    closed = runner.invoke(app, ["tournaments", "close", "1"])
    assert closed.exit_code == 0, closed.output
    assert "closed" in closed.output
    assert "closed" in runner.invoke(app, ["tournaments", "list"]).output
    reopened = runner.invoke(app, ["tournaments", "open", "1"])
    assert "open" in reopened.output
    missing = runner.invoke(app, ["tournaments", "fees", "999", "--club", "1"])
    assert missing.exit_code == 1

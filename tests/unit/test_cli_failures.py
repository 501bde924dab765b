"""What no command expects is still one line and exit code 1; `--debug` adds the traceback."""

from collections.abc import Sequence

import typer
from typer.testing import CliRunner

from adapters.cli.context import (
    BackupRequest,
    CliContext,
    CliOptions,
    CliWiring,
    FilesMigration,
    Migration,
)
from adapters.cli.main import build_cli, command_words


def broken_context(_options: CliOptions) -> CliContext:
    raise RuntimeError("the disk is on fire\nand a second line nobody reads")


def broken_upgrade(_options: CliOptions) -> Sequence[Migration]:
    raise KeyError("revision")


def no_server(_options: CliOptions, _host: str | None, _port: int | None, _workers: int) -> None:
    raise AssertionError("not served")


def no_backup(_options: CliOptions, _request: BackupRequest) -> str:
    raise AssertionError("no backup")


def no_files_migration(_options: CliOptions, _request: FilesMigration) -> str:
    raise AssertionError("no files migration")


def app() -> typer.Typer:
    built = build_cli(
        CliWiring(
            broken_context, broken_upgrade, no_server, no_backup, no_backup, no_files_migration
        )
    )

    @built.command("crash")
    def crash() -> None:
        """A command that fails outside every use case."""
        raise ZeroDivisionError("division by zero")

    return built


def test_an_unexpected_error_is_one_line_with_exit_code_1() -> None:
    for args, message in (
        (["users", "list"], "unexpected RuntimeError: the disk is on fire"),
        (["db", "upgrade"], "unexpected KeyError: 'revision'"),
        (["crash"], "unexpected ZeroDivisionError: division by zero"),
    ):
        result = CliRunner().invoke(app(), args)
        assert result.exit_code == 1, (args, result.output)
        assert result.stderr.splitlines() == [
            f"Error: {message} (run again as `fedreg --debug ...` to see where)"
        ]


def test_debug_adds_the_traceback() -> None:
    result = CliRunner().invoke(app(), ["--debug", "crash"])
    assert result.exit_code == 1
    assert result.stderr.startswith("Traceback (most recent call last)")
    assert "ZeroDivisionError: division by zero" in result.stderr


def test_the_command_words_for_hints_leave_options_and_their_values_out() -> None:
    assert command_words(["--data-dir", "x", "--debug", "db", "upgrade"]) == ("db", "upgrade")
    assert command_words(["users", "block", "a@b.rs", "--x"]) == ("users", "block", "a@b.rs", "...")

"""A new admin's first commands: missing data folder, unmigrated or unreachable database,
`db upgrade`, exit codes and `--debug`. No expected failure prints a traceback."""

import re
from collections.abc import Iterator

import pytest
from alembic.script import Script, ScriptDirectory
from typer.testing import Result

from adapters.sql.migrate import alembic_config, head_revision, upgrade_sync
from tests.integration.cli.conftest import Fedreg


def one_error_line(result: Result, code: int = 1) -> str:
    """The single line a failing command prints, checked to be one line, with no traceback."""
    assert result.exit_code == code, (result.output, result.exception)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.output
    assert lines[0].startswith("Error: ")
    return lines[0]


@pytest.mark.parametrize(
    "args",
    [
        ["tournaments", "list"],
        ["users", "create-admin", "boss@fed.rs", "--name", "Boss", "--password", "secret12"],
        ["db", "upgrade"],
    ],
)
def test_a_missing_data_folder_is_not_created_without_init(
    fresh_fedreg: Fedreg, args: list[str]
) -> None:
    line = one_error_line(fresh_fedreg(*args))
    assert f"there is no data folder at {fresh_fedreg.data_dir} (FEDREG_DATA_DIR)" in line
    assert "Run `fedreg --init db upgrade` to create it there" in line
    assert not fresh_fedreg.data_dir.exists()


def test_init_creates_the_folder_and_db_upgrade_says_what_it_applied(fresh_fedreg: Fedreg) -> None:
    first = fresh_fedreg.ok("--init", "db", "upgrade")
    assert fresh_fedreg.data_dir.is_dir()
    assert re.search(r"^Applied \d+ migrations:$", first, re.MULTILINE), first
    assert "  0001  Initial schema" in first
    assert f"The database is at {head_revision()}." in first
    again = fresh_fedreg.ok("db", "upgrade")
    assert again.strip() == "The database was up to date: no migration applied."


def test_an_older_database_says_which_migrations_it_gets(fresh_fedreg: Fedreg) -> None:
    upgrade_sync(fresh_fedreg.database_url, "0005")
    fresh_fedreg.data_dir.mkdir()
    refused = one_error_line(fresh_fedreg("users", "list"))
    assert f"at revision 0005, this fedreg needs {head_revision()}" in refused
    assert "run `fedreg db upgrade` first" in refused
    upgraded = fresh_fedreg.ok("db", "upgrade").splitlines()
    newer = [f"  {m.revision}  " for m in reversed(list(newer_than("0005")))]
    assert upgraded[0] == f"Applied {len(newer)} migrations:"
    assert [line[: len(start)] for line, start in zip(upgraded[1:], newer, strict=False)] == newer
    assert upgraded[-1] == f"The database is at {head_revision()}."


def newer_than(revision: str) -> Iterator[Script]:
    """The migrations after ``revision``, newest first."""
    return ScriptDirectory.from_config(alembic_config()).iterate_revisions("head", revision)


@pytest.mark.parametrize(
    "args",
    [
        ["tournaments", "list"],
        ["users", "create-admin", "boss@fed.rs", "--name", "Boss", "--password", "secret12"],
        ["catalog", "export", "catalogue.yaml"],
    ],
)
def test_an_unmigrated_database_says_to_run_db_upgrade(
    fresh_fedreg: Fedreg, args: list[str]
) -> None:
    fresh_fedreg.data_dir.mkdir()
    line = one_error_line(fresh_fedreg(*args))
    assert "run `fedreg db upgrade` first" in line
    if fresh_fedreg.database_url.startswith("sqlite"):
        assert "there is no database at" in line
        assert not (fresh_fedreg.data_dir.parent / "empty.db").exists()  # not made by asking
    else:
        assert "no fedreg tables yet" in line


def test_debug_prints_the_traceback_too(fedreg: Fedreg) -> None:
    plain = one_error_line(fedreg("users", "show", "999"))
    assert plain == "Error: There is no user with id 999."
    debugged = fedreg("--debug", "users", "show", "999")
    assert debugged.exit_code == 1
    assert "Traceback (most recent call last)" in debugged.stderr
    assert "NotFound" in debugged.stderr
    assert debugged.stderr.strip().endswith("Error: There is no user with id 999.")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["users", "show", "999"], "There is no user with id 999."),
        (["users", "block", "nobody@fed.rs"], "There is no user 'nobody@fed.rs'."),
        (["clubs", "show", "999"], "There is no club with id 999."),
        (["tournaments", "show", "999"], "There is no tournament with id 999."),
        (["tournaments", "fees", "999"], "There is no tournament with id 999."),
        (["tournaments", "entries", "999"], "There is no tournament with id 999."),
        (["tournaments", "archive", "999"], "There is no tournament with id 999."),
    ],
)
def test_unknown_ids_say_what_was_not_found(fedreg: Fedreg, args: list[str], message: str) -> None:
    assert one_error_line(fedreg(*args)) == f"Error: {message}"


def test_usage_errors_exit_2(fedreg: Fedreg) -> None:
    assert fedreg("users", "show").exit_code == 2
    assert fedreg("tournaments", "list", "--format", "xml").exit_code == 2
    assert fedreg("tournaments", "entries", "1", "--sort", "SIDEWAYS").exit_code == 2


def test_an_unreachable_database_is_one_line(
    fedreg: Fedreg, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FEDREG_DATABASE_URL", "postgresql+asyncpg://fedreg:secret@127.0.0.1:1/x")
    line = one_error_line(fedreg("users", "list"))
    assert "cannot read the database postgresql+asyncpg://fedreg:***@127.0.0.1:1/x" in line
    assert "secret" not in line


def test_a_bad_setting_is_one_line(fedreg: Fedreg, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEDREG_VARIANT", "nope")
    assert "FEDREG_VARIANT must be one of" in one_error_line(fedreg("users", "list"))


def test_every_command_has_help(fedreg: Fedreg) -> None:
    groups = {
        "db": ["upgrade"],
        "users": ["list", "show", "block", "unblock", "set-admin", "unset-admin"],
        "clubs": ["list", "show", "block", "unblock", "delete"],
        "catalog": ["export", "import"],
        "tournaments": ["list", "show", "create", "update", "open", "close", "archive"],
        "fees": ["explain"],
    }
    commands = [[group, name] for group, names in groups.items() for name in names]
    commands += [["users", "reset-password"], ["users", "create-admin"]]
    commands += [["tournaments", name] for name in ("delete", "fees", "entries", "assign-numbers")]
    for args in [[], ["serve"], ["demo"], ["backup"], ["restore"], *commands]:
        result = fedreg(*args, "--help")
        assert result.exit_code == 0, (args, result.output)
        assert "Usage" in result.output

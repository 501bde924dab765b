"""Migrations keep to expand, then contract (docs/upgrading.md): a migration may add what the
code one release behind ignores (tables, nullable columns, columns with a server default,
indexes), never take away or rename what that code still reads or writes, nor tighten a
column it writes, unless it declares itself a contract migration (``CONTRACT = "why the
previous release no longer uses it"``). Checked from the rule's first migration on."""

import ast
from pathlib import Path

import pytest

from adapters.sql.migrate import MIGRATIONS

RULE_SINCE = "0043"
"""The first migration written under the rule; the older ones ran with every server stopped."""
TAKING_AWAY = {"drop_column", "drop_table", "rename_table"}


def problems_of(source: str) -> list[str]:
    """What in the migration's ``upgrade()`` would break servers of the release before."""
    tree = ast.parse(source)
    if any(
        isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "CONTRACT" for t in node.targets)
        for node in tree.body
    ):
        return []
    [upgrade] = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "upgrade"]
    new_tables = {id(inner) for call in _calls(upgrade, "create_table") for inner in ast.walk(call)}
    problems = []
    for call in _calls(upgrade):
        name, keywords = _name(call), {k.arg: k.value for k in call.keywords}
        if name in TAKING_AWAY:
            problems.append(f"line {call.lineno}: {name} (the release before still uses it)")
        if name == "alter_column" and "new_column_name" in keywords:
            problems.append(f"line {call.lineno}: a column renamed")
        if name == "alter_column" and _is_false(keywords.get("nullable")):
            problems.append(f"line {call.lineno}: a column made NOT NULL")
        added = name == "Column" and id(call) not in new_tables  # a new table's: no older writer
        if added and _is_false(keywords.get("nullable")) and "server_default" not in keywords:
            problems.append(
                f"line {call.lineno}: a NOT NULL column without a server default"
                " (the release before inserts rows without it)"
            )
    return problems


def _calls(tree: ast.AST, name: str | None = None) -> list[ast.Call]:
    calls = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Call)), key=lambda n: n.lineno)
    return [call for call in calls if name is None or _name(call) == name]


def _name(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else ""


def _is_false(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is False


def under_the_rule() -> list[Path]:
    return [p for p in sorted((MIGRATIONS / "versions").glob("*.py")) if p.name >= RULE_SINCE]


@pytest.mark.parametrize("path", under_the_rule(), ids=lambda path: path.name)
def test_each_migration_since_the_rule_only_expands(path: Path) -> None:
    assert problems_of(path.read_text(encoding="utf-8")) == []


def test_the_newest_migration_is_under_the_rule() -> None:
    assert under_the_rule()[-1] == sorted((MIGRATIONS / "versions").glob("*.py"))[-1]


def test_what_would_break_the_release_before_is_found() -> None:
    source = """
def upgrade():
    op.create_table("new", sa.Column("id", sa.Integer(), nullable=False))
    op.add_column("members", sa.Column("note", sa.String(), nullable=False))
    op.add_column("members", sa.Column("flag", sa.Boolean(), nullable=False, server_default="0"))
    op.drop_column("members", "old")
    with op.batch_alter_table("clubs") as batch:
        batch.alter_column("name", new_column_name="title")
        batch.alter_column("city", nullable=False)
"""
    found = problems_of(source)

    assert [line.split(":")[0] for line in found] == ["line 4", "line 6", "line 8", "line 9"]
    assert problems_of(source + '\nCONTRACT = "0050 stopped reading members.old"\n') == []

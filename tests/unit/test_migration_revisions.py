"""The code's revisions read from the migration files' header lines are Alembic's, and the files'
names sort in the order of the revision chain."""

import configparser
from pathlib import Path

from alembic.script import ScriptDirectory

from adapters.sql.migrate import (
    MIGRATIONS,
    alembic_config,
    code_revisions,
    head_revision,
    revision_problem,
)

REPOSITORY_ROOT = Path(__file__).resolve().parents[2]


def test_the_files_revisions_and_head_are_alembics() -> None:
    script = ScriptDirectory.from_config(alembic_config())
    assert code_revisions().known == {s.revision for s in script.walk_revisions()}
    assert head_revision() == script.get_current_head()


def test_a_database_is_judged_by_the_files_revisions() -> None:
    revisions = code_revisions()
    older = sorted(revisions.known - {revisions.head})[0]
    assert revision_problem(revisions.head) is None
    assert "run `fedreg db upgrade` first" in (revision_problem(None) or "")
    assert f"needs {revisions.head}" in (revision_problem(older) or "")
    assert "does not know" in (revision_problem("9999") or "")


def test_the_files_sorted_by_name_follow_the_revision_chain() -> None:
    script = ScriptDirectory.from_config(alembic_config())
    chain = [s.revision for s in reversed(list(script.walk_revisions()))]
    by_name = sorted((MIGRATIONS / "versions").glob("*.py"))
    revision_of = {Path(s.path).name: s.revision for s in script.walk_revisions()}
    assert [revision_of[path.name] for path in by_name] == chain, (
        "sorted by name, the migration files must follow the revision chain (oldest first):"
        " rename the new one, see src/adapters/sql/migrations/versions/README.md"
    )


def test_alembic_ini_names_new_files_as_the_code_does() -> None:
    ini = configparser.RawConfigParser()
    ini.read(REPOSITORY_ROOT / "alembic.ini", encoding="utf-8")
    config = alembic_config()
    for option in ("file_template", "truncate_slug_length"):
        assert ini.get("alembic", option).replace("%%", "%") == config.get_main_option(option)

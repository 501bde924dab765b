"""The code's revisions read from the migration files' header lines are Alembic's."""

from alembic.script import ScriptDirectory

from adapters.sql.migrate import alembic_config, code_revisions, head_revision, revision_problem


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

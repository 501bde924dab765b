"""The webapp's form limits (``webapp/src/api/constraints.ts``) are generated from the core's
rules by ``entrypoints.form_constraints``; the committed file must be what it writes now."""

from pathlib import Path

from entrypoints.form_constraints import constraints_module

COMMITTED = Path(__file__).parents[2] / "webapp" / "src" / "api" / "constraints.ts"


def test_the_committed_constraints_are_the_generated_ones() -> None:
    assert COMMITTED.read_text(encoding="utf-8") == constraints_module(), (
        "webapp/src/api/constraints.ts is stale: run `cd webapp && npm run gen:api`"
    )


def test_the_limits_are_the_cores() -> None:
    text = constraints_module()
    for line in ("passwordMinLength: 6,", "earliestBirthDate: '1900-01-01',", "weightMax: 500,"):
        assert line in text

"""Write the core's form limits as TypeScript: ``python -m entrypoints.form_constraints OUTFILE``.

The webapp's forms check the same numbers as the server (docs/product.md, Validation) by
reading the file this writes (``webapp/src/api/constraints.ts``, made by ``npm run gen:api``);
``tests/unit/test_form_constraints.py`` fails when the committed file is stale.
"""

import json
import sys
from pathlib import Path

from fedreg_core.domain import rules
from fedreg_core.domain.entities import TEAM_MEMBERS_FEWEST, TEAM_MEMBERS_MOST
from fedreg_core.fees import DEDUCTION_MAX, DEDUCTION_MIN

_HG = rules.HECTOGRAMS_PER_KILOGRAM

CONSTRAINTS: tuple[tuple[str, str, object], ...] = (
    ("passwordMinLength", "A new password's fewest characters.", rules.PASSWORD_MIN_LENGTH),
    (
        "earliestBirthDate",
        "The earliest date of birth (`YYYY-MM-DD`); the latest is today.",
        rules.EARLIEST_BIRTH_DATE.isoformat(),
    ),
    ("danMin", "A referee's lowest dan.", rules.DAN_MIN),
    ("danMax", "A referee's highest dan.", rules.DAN_MAX),
    ("ageMin", "A category's lowest age limit, in whole years.", rules.AGE_FEWEST),
    ("ageMax", "A category's highest age limit, in whole years.", rules.AGE_MOST),
    ("weightMin", "The lightest weight in kg (over 0, one decimal).", 1 / _HG),
    ("weightMax", "The heaviest weight in kg.", rules.WEIGHT_MAX_HG / _HG),
    ("weightDecimals", "Decimals of a weight in kg.", len(str(_HG)) - 1),
    ("teamMembersMin", "The fewest members a team discipline may ask for.", TEAM_MEMBERS_FEWEST),
    ("teamMembersMax", "The most members a team discipline may take.", TEAM_MEMBERS_MOST),
    ("deductionMin", "A club deduction's lowest percent.", DEDUCTION_MIN),
    ("deductionMax", "A club deduction's highest percent.", DEDUCTION_MAX),
    (
        "retentionYearsMin",
        "The fewest years the purge keeps photos of people who stopped competing.",
        rules.RETENTION_YEARS[0],
    ),
    ("retentionYearsMax", "The most such years.", rules.RETENTION_YEARS[1]),
)

HEADER = """\
/**
 * The server's form limits (docs/product.md, Validation), written from the core's rules by
 * `python -m entrypoints.form_constraints` (part of `npm run gen:api`). Generated: do not edit.
 */
"""


def _value(value: object) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return json.dumps(value).replace('"', "'")


def constraints_module() -> str:
    lines = [HEADER, "export const constraints = {"]
    for name, about, value in CONSTRAINTS:
        lines += [f"  /** {about} */", f"  {name}: {_value(value)},"]
    lines.append("} as const;")
    return "\n".join(lines) + "\n"


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: python -m entrypoints.form_constraints OUTFILE")
    Path(sys.argv[1]).write_text(constraints_module(), encoding="utf-8")


if __name__ == "__main__":
    main()

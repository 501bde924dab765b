"""Which column of the file holds which field: the header row matched by name.

A header cell names a field by its header in Serbian or English, or by one of its other
names, without case, diacritics, a trailing ``*`` or ``:``. Columns no field claims are left
alone (a row number, notes). The header is the row among the first ``HEADER_ROWS`` that names
the most columns (the first of those): a title or two above it (the federation's name, a
merged cell) is skipped.
"""

from collections.abc import Sequence

from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.folding import fold
from fedreg_core.messages import LANGUAGES, translate
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.columns import SheetColumn
from fedreg_core.sheets.values import cell_text

HEADER_ROWS = 10
"""How many rows (that are not empty) from the top may hold the header."""


def names_of(column: SheetColumn) -> set[str]:
    """Every folded name a header cell may give the column."""
    headers = [translate(column.header_key, language) for language in LANGUAGES]
    return {fold(name) for name in [*headers, *column.aliases, column.field]}


def header_name(cell: Cell) -> str:
    return fold(cell_text(cell)).rstrip("*: ").strip()


def header_index(rows: Sequence[Sequence[Cell]], columns: Sequence[SheetColumn]) -> int:
    """Which of the first ``HEADER_ROWS`` rows is the header: the first that names the most
    columns; the first row when none names one (``match_header`` then says what is missing)."""
    names = {name for column in columns for name in names_of(column)}

    def named(cells: Sequence[Cell]) -> int:
        return sum(header_name(cell) in names for cell in cells)

    counts = [named(cells) for cells in rows[:HEADER_ROWS]]
    return counts.index(max(counts)) if counts else 0


def match_header(cells: Sequence[Cell], columns: Sequence[SheetColumn]) -> dict[int, SheetColumn]:
    """Position in the row -> the column found there. ``RuleBroken`` naming every required
    column that is missing and every column found twice."""
    by_name = {name: column for column in columns for name in names_of(column)}
    found: dict[int, SheetColumn] = {}
    errors: dict[str, str] = {}
    for position, cell in enumerate(cells):
        column = by_name.get(header_name(cell))
        if column is None:
            continue
        if column in found.values():
            errors[column.field] = "error_import_column_twice"
        found[position] = column
    for column in columns:
        if column.required and column not in found.values():
            errors.setdefault(column.field, "error_import_column_missing")
    if errors:
        raise RuleBroken(errors)
    return found

"""The rows of a bank's CSV export read into statement lines by the bank's saved column
mapping: the header row is found among the first rows (banks print a title above it), each
row below it with an amount is a line. Every row's mistake is reported, none is guessed."""

import hashlib
from collections import Counter
from collections.abc import Iterable, Sequence

from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.folding import fold
from fedreg_core.payments.amounts import minor_units
from fedreg_core.payments.statements import CsvMapping, StatementLine
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.values import CellError, cell_text, read_date

HEADER_SEARCH_ROWS = 20


def _header(rows: list[list[Cell]], mapping: CsvMapping) -> tuple[int, dict[str, int]]:
    """The header row's index and each mapped column's place in it."""
    wanted = {fold(column): column for column in mapping.columns()}
    for index, row in enumerate(rows[:HEADER_SEARCH_ROWS]):
        places = {fold(cell_text(cell)): place for place, cell in enumerate(row)}
        if all(name in places for name in wanted):
            return index, {column: places[name] for name, column in wanted.items()}
    missing = next(iter(mapping.columns()))
    for row in rows[:HEADER_SEARCH_ROWS]:
        folded = {fold(cell_text(cell)) for cell in row}
        if fold(mapping.booked_on) in folded:
            missing = next(c for c in mapping.columns() if fold(c) not in folded)
    raise RuleBroken({"file": "error_statement_columns"}, {"file": {"column": missing}})


def statement_lines(
    rows: Iterable[Sequence[Cell]], mapping: CsvMapping, currency: str
) -> list[StatementLine]:
    """Lines of the rows under the header (rows without an amount, such as a total's
    label, are skipped); ``currency`` where the mapping names no currency column. A row
    without the bank's own id is known by its content (and which of equal rows it is), so
    that the same rows exported again, in another file, are the same lines."""
    table = [list(row) for row in rows]
    header, place = _header(table, mapping)

    def text(row: list[Cell], column: str) -> str:
        at = place.get(column)
        return cell_text(row[at]).strip() if column and at is not None and at < len(row) else ""

    lines = []
    seen: Counter[str] = Counter()
    for number, row in enumerate(table[header + 1 :], start=header + 2):
        written = text(row, mapping.amount)
        if not written:
            continue
        amount = minor_units(written, decimal_comma=mapping.decimal_comma)
        if amount is None:
            raise RuleBroken(
                {"file": "error_statement_amount"}, {"file": {"value": written, "row": number}}
            )
        try:
            booked = read_date(row[place[mapping.booked_on]])
        except (CellError, IndexError):
            raise RuleBroken(
                {"file": "error_statement_date"},
                {"file": {"value": text(row, mapping.booked_on), "row": number}},
            ) from None
        content = hashlib.sha256("|".join(cell_text(c) for c in row).encode()).hexdigest()[:32]
        seen[content] += 1
        own = text(row, mapping.line_id)
        lines.append(
            StatementLine(
                line_id=own or f"csv:{content}:{seen[content]}",
                booked_on=booked,
                amount=amount,
                currency=(text(row, mapping.currency) or currency).upper(),
                reference=text(row, mapping.reference),
                payer=text(row, mapping.payer),
                text=text(row, mapping.text),
            )
        )
    return lines

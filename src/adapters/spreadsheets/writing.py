"""The core's ``SpreadsheetWriter`` with XlsxWriter: header bold and frozen, autofilter on,
each column as wide as its longest text (within limits), dates as real dates, drop-down
lists where a sheet asks for them."""

import asyncio
import re
from collections.abc import Sequence
from datetime import date, datetime
from io import BytesIO
from typing import Any

import xlsxwriter

from fedreg_core.ports.spreadsheets import SHEET_NAME_LIMIT, Cell, ColumnChoices, Sheet
from fedreg_core.sheets.sheet_names import shortened

MAX_SHEET_NAME = SHEET_NAME_LIMIT
RESERVED_SHEET_NAME = "history"
"""Excel keeps this name for itself."""
NOT_IN_SHEET_NAMES = re.compile(r"[\[\]:*?/\\]")
MIN_WIDTH, MAX_WIDTH = 8, 60
DATE_FORMAT = "dd.mm.yyyy"
# Text stays text: nothing a user typed becomes a formula, a link or a number.
WORKBOOK_OPTIONS = {
    "in_memory": True,
    "strings_to_formulas": False,
    "strings_to_urls": False,
    "strings_to_numbers": False,
}


def sheet_names(sheets: Sequence[Sheet]) -> list[str]:
    """Names Excel accepts: no []:*?/\\, at most 31 characters (a longer one shortened in
    its middle, so that its end still tells it apart), not ``History``, each one once."""
    names: list[str] = []
    taken: set[str] = {RESERVED_SHEET_NAME}
    for sheet in sheets:
        base = NOT_IN_SHEET_NAMES.sub(" ", sheet.name).strip(" '") or "Sheet"
        name, copy = shortened(base, MAX_SHEET_NAME).strip(" '"), 1
        while name.casefold() in taken:
            copy += 1
            suffix = f" ({copy})"
            name = shortened(base, MAX_SHEET_NAME - len(suffix)).strip(" '") + suffix
        names.append(name)
        taken.add(name.casefold())
    return names


def _width(cell: Cell) -> int:
    if isinstance(cell, date):
        return len(DATE_FORMAT)
    return len(str(cell)) if cell is not None else 0


def _write(worksheet: Any, row: int, column: int, cell: Cell, formats: dict[str, Any]) -> None:
    if cell is None:
        return
    if isinstance(cell, bool):
        worksheet.write_boolean(row, column, cell)
    elif isinstance(cell, int | float):
        worksheet.write_number(row, column, cell)
    elif isinstance(cell, datetime):
        worksheet.write_datetime(row, column, cell, formats["datetime"])
    elif isinstance(cell, date):
        worksheet.write_datetime(row, column, datetime.combine(cell, datetime.min.time()),
                                 formats["date"])  # fmt: skip
    else:
        worksheet.write_string(row, column, cell)


def _add_choices(worksheet: Any, choices: ColumnChoices) -> None:
    """A drop-down list (an Excel list validation of the values themselves, so the list works
    in LibreOffice too); other values are allowed after a warning."""
    options = {
        "validate": "list",
        "source": list(choices.values),
        "error_type": "warning",
        "error_title": choices.title,
        "error_message": choices.message,
    }
    column = choices.column
    if worksheet.data_validation(1, column, choices.rows, column, options) != 0:
        raise ValueError(f"XlsxWriter refused the drop-down list of column {column}")


def write_workbook(sheets: Sequence[Sheet]) -> bytes:
    out = BytesIO()
    book = xlsxwriter.Workbook(out, WORKBOOK_OPTIONS)
    formats = {
        "header": book.add_format({"bold": True}),
        "date": book.add_format({"num_format": DATE_FORMAT}),
        "datetime": book.add_format({"num_format": f"{DATE_FORMAT} hh:mm"}),
    }
    for sheet, name in zip(sheets, sheet_names(sheets), strict=True):
        worksheet = book.add_worksheet(name)
        widths = [len(title) for title in sheet.header]
        worksheet.write_row(0, 0, sheet.header, formats["header"])
        for number, row in enumerate(sheet.rows, start=1):
            for column, cell in enumerate(row):
                _write(worksheet, number, column, cell, formats)
                if column < len(widths):
                    widths[column] = max(widths[column], _width(cell))
        for column, width in enumerate(widths):
            worksheet.set_column(column, column, min(max(width + 2, MIN_WIDTH), MAX_WIDTH))
        for choices in sheet.choices:
            _add_choices(worksheet, choices)
        worksheet.freeze_panes(1, 0)
        worksheet.autofilter(0, 0, len(sheet.rows), max(len(sheet.header) - 1, 0))
    book.close()
    return out.getvalue()


class XlsxSpreadsheetWriter:
    async def workbook(self, sheets: Sequence[Sheet]) -> bytes:
        return await asyncio.to_thread(write_workbook, sheets)

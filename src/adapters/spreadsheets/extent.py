"""How many cells a sheet spans, read from its XML before a parser lays it out in memory.

A parser makes a rectangle from the first to the last cell that holds something: one cell at
A1 and one at XFD1048576 (a 5 KB .xlsx), or one .ods cell repeated 1,000 times across a row
repeated 100,000 times, would be billions of cells. ``MAX_CELLS`` is far above any club's
list of people (5,000 rows of 200 columns) and far below what hurts a worker.
"""

import re
from collections.abc import Iterator

from fedreg_core.domain.errors import RuleBroken

MAX_CELLS = 1_000_000

_XLSX_ROW = re.compile(rb"<(?:\w+:)?row\b[^>]*?(?:/>|>(.*?)</(?:\w+:)?row>)", re.S)
_XLSX_ROW_NUMBER = re.compile(rb"<(?:\w+:)?row\b[^>]*?\br=\"(\d+)\"")
_XLSX_CELL = re.compile(rb"<(?:\w+:)?c\b([^>]*?)(?:/>|>)")
_XLSX_REFERENCE = re.compile(rb"\br=\"([A-Z]{1,3})(\d+)\"")
_XLSX_CELL_START = re.compile(rb"<(?:\w+:)?c\b")
_XLSX_PLACED_CELL = re.compile(rb"<(?:\w+:)?c\b[^>]*?\br=\"([A-Z]{1,3})(\d+)\"")

_ODS_ROW = re.compile(rb"<table:table-row\b([^>]*?)(?:/>|>(.*?)</table:table-row>)", re.S)
_ODS_CELL = re.compile(rb"<table:(?:covered-)?table-cell\b([^>]*?)(/?)>")
_ROWS_REPEATED = re.compile(rb"table:number-rows-repeated=\"(\d+)\"")
_COLUMNS_REPEATED = re.compile(rb"table:number-columns-repeated=\"(\d+)\"")
_VALUE = re.compile(rb"office:value-type=")


def _column_number(letters: bytes) -> int:
    number = 0
    for letter in letters:
        number = number * 26 + letter - ord("A") + 1
    return number


def too_large() -> RuleBroken:
    return RuleBroken.single("file", "error_import_sheet_too_large")


def _check(height: int, width: int) -> None:
    if height * width > MAX_CELLS:
        raise too_large()


def check_xlsx_sheet(xml: bytes) -> None:
    """Rows and columns by the cells' references (``r``), or by counting where a file has
    none (office programs always write them)."""
    placed = _XLSX_PLACED_CELL.findall(xml)
    if len(placed) == len(_XLSX_CELL_START.findall(xml)):
        columns = {letters for letters, _ in placed}
        rows = {number for _, number in placed}
        _check(max(map(int, rows), default=0), max(map(_column_number, columns), default=0))
        return
    _check_counted_xlsx_sheet(xml)


def _check_counted_xlsx_sheet(xml: bytes) -> None:
    height = width = 0
    for rows, row in enumerate(_XLSX_ROW.finditer(xml), start=1):
        number = _XLSX_ROW_NUMBER.match(row[0])
        height = max(height, int(number[1]) if number else rows)
        for position, cell in enumerate(_XLSX_CELL.finditer(row[1] or b""), start=1):
            reference = _XLSX_REFERENCE.search(cell[1])
            if reference:
                width = max(width, _column_number(reference[1]))
                height = max(height, int(reference[2]))
            else:
                width = max(width, position)
        _check(height, width)


def _ods_cells(cells: bytes) -> Iterator[tuple[int, bool]]:
    """Each cell's repeat count and whether it holds something."""
    for cell in _ODS_CELL.finditer(cells):
        repeated = _COLUMNS_REPEATED.search(cell[1])
        holds = bool(_VALUE.search(cell[1])) or cell[2] != b"/"
        yield (int(repeated[1]) if repeated else 1), holds


def check_ods_content(xml: bytes) -> None:
    """Rows and cells as repeated, up to the last that holds something."""
    height = width = rows = 0
    for row in _ODS_ROW.finditer(xml):
        repeated = _ROWS_REPEATED.search(row[1])
        rows += int(repeated[1]) if repeated else 1
        position = 0
        for count, holds in _ods_cells(row[2] or b""):
            position += count
            if holds:
                width = max(width, position)
                height = rows
        _check(height, width)

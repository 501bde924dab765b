"""Rows of the first visible sheet of an .xlsx, .ods or .csv upload, read in this process.

The name's extension says the format and the content must be that format (a picture renamed
.xlsx is refused). Archives are unpacked and checked by ``zipped`` first; python-calamine
reads the checked copy. A server reads archives through ``reader_pool`` (in reader
processes with a memory and a time limit), never with ``archive_rows`` in its own.

Hidden sheets are not chosen; hidden columns are read as empty (``hidden_columns``). Rows
keep the number the spreadsheet program shows: calamine's rows start at the sheet's first
row (the empty ones above the data included), whatever ``sheet.start`` says.
"""

import logging
from collections.abc import Collection, Iterable
from datetime import date, datetime
from io import BytesIO
from pathlib import PurePath

from python_calamine import CalamineWorkbook, SheetTypeEnum, SheetVisibleEnum

from adapters.spreadsheets.csv_rows import csv_rows
from adapters.spreadsheets.hidden_columns import hidden_positions, hidden_spans
from adapters.spreadsheets.xml_events import unreadable
from adapters.spreadsheets.zipped import CHECKS, checked_archive
from fedreg_core.domain.errors import FileTypeNotAllowed
from fedreg_core.domain.folding import fold
from fedreg_core.ports.spreadsheets import Cell, NumberedRow, SheetUpload

logger = logging.getLogger("fedreg.spreadsheets")


def _cell(value: object) -> Cell:
    """A calamine value as a core cell: empty text is no value, times become text."""
    if value == "" or value is None:
        return None
    if isinstance(value, str | int | float | bool | date | datetime):
        return value
    return str(value)


def numbered(rows: Iterable[list[Cell]], max_rows: int) -> list[NumberedRow]:
    """The rows that are not empty with their numbers (from 1, the sheet's first row), at
    most ``max_rows`` of them."""
    kept: list[NumberedRow] = []
    for number, cells in enumerate(rows, start=1):
        if any(cell is not None for cell in cells):
            kept.append(NumberedRow(number, tuple(cells)))
            if len(kept) >= max_rows:
                break
    return kept


def _sheet_index(workbook: CalamineWorkbook, wanted: Collection[str]) -> int:
    """The first visible sheet named as wanted (without case and diacritics), else the
    first visible one."""
    folded = {fold(name) for name in wanted}
    visible = [
        index
        for index, sheet in enumerate(workbook.sheets_metadata)
        if sheet.visible == SheetVisibleEnum.Visible and sheet.typ == SheetTypeEnum.WorkSheet
    ]
    named = (i for i in visible if fold(workbook.sheet_names[i]) in folded)
    return next(named, visible[0] if visible else 0)


def archive_rows(
    content: bytes, suffix: str, max_rows: int, sheet_names: Collection[str]
) -> list[NumberedRow]:
    checked = checked_archive(content, suffix)
    try:
        workbook = CalamineWorkbook.from_filelike(BytesIO(checked.content))
        index = _sheet_index(workbook, sheet_names)
        sheet = workbook.get_sheet_by_index(index)
        first_column = sheet.start[1] if sheet.start else 0
        hidden = hidden_positions(hidden_spans(checked, suffix, index), first_column, sheet.width)
        rows = (
            [None if i in hidden else _cell(value) for i, value in enumerate(row)]
            for row in sheet.iter_rows()
        )
        return numbered(rows, max_rows)
    except Exception as error:  # calamine's errors on a damaged file are of several kinds
        logger.info("unreadable %s upload: %s", suffix, error)
        raise unreadable() from error


def format_of(upload: SheetUpload) -> str:
    """The extension of the name it was sent under: ``.xlsx``, ``.ods``, ``.csv``, ..."""
    return PurePath(upload.file_name).suffix.lower()


def read_rows(
    upload: SheetUpload, max_rows: int, sheet_names: Collection[str] = ()
) -> list[NumberedRow]:
    suffix = format_of(upload)
    if suffix == ".csv":
        return numbered(csv_rows(upload.content), max_rows)
    if suffix in CHECKS:
        return archive_rows(upload.content, suffix, max_rows, sheet_names)
    raise FileTypeNotAllowed("error_import_file_type")

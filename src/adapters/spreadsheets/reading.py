"""Rows of the first sheet of an .xlsx, .ods or .csv upload, read in this process.

The name's extension says the format and the content must be that format (a picture renamed
.xlsx is refused). Archives are unpacked and checked by ``zipped`` first; python-calamine
reads the checked copy. A server reads archives through ``reader_pool`` (in reader
processes with a memory and a time limit), never with ``archive_rows`` in its own.
"""

import logging
from collections.abc import Collection, Iterable
from datetime import date, datetime
from io import BytesIO
from pathlib import PurePath

from python_calamine import CalamineWorkbook

from adapters.spreadsheets.csv_rows import csv_rows
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


def numbered(rows: Iterable[list[Cell]], max_rows: int, first: int = 1) -> list[NumberedRow]:
    """The rows that are not empty with their numbers, at most ``max_rows`` of them."""
    kept: list[NumberedRow] = []
    for number, cells in enumerate(rows, start=first):
        if any(cell is not None for cell in cells):
            kept.append(NumberedRow(number, tuple(cells)))
            if len(kept) >= max_rows:
                break
    return kept


def _sheet_index(names: list[str], wanted: Collection[str]) -> int:
    """The first sheet named as wanted (without case and diacritics), else the first."""
    folded = {fold(name) for name in wanted}
    return next((i for i, name in enumerate(names) if fold(name) in folded), 0)


def archive_rows(
    content: bytes, suffix: str, max_rows: int, sheet_names: Collection[str]
) -> list[NumberedRow]:
    archive = checked_archive(content, suffix)
    try:
        workbook = CalamineWorkbook.from_filelike(BytesIO(archive))
        sheet = workbook.get_sheet_by_index(_sheet_index(workbook.sheet_names, sheet_names))
        first_row = sheet.start[0] + 1 if sheet.start else 1
        rows = ([_cell(value) for value in row] for row in sheet.iter_rows())
        return numbered(rows, max_rows, first_row)
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

"""Spreadsheets in and out: the core reads rows of cells and writes sheets of them.

The adapters know the file formats (.xlsx, .ods, .csv) and refuse what is not one of them,
or is hostile (a zip bomb, formulas); the core knows the columns and the rules.
"""

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Protocol

Cell = str | int | float | bool | date | datetime | None
"""One cell as the file holds it: text, a number, a truth value, a real date, or empty."""

SHEET_NAME_LIMIT = 31
"""The longest name a sheet of a workbook may have (Excel's limit)."""

XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


@dataclass(frozen=True, slots=True)
class SheetUpload:
    """An uploaded spreadsheet: its bytes and the name it was sent under (its extension
    names the format)."""

    content: bytes
    file_name: str


@dataclass(frozen=True, slots=True)
class NumberedRow:
    """A row that is not empty, with its number as the spreadsheet shows it (from 1)."""

    number: int
    cells: tuple[Cell, ...]


class SpreadsheetReader(Protocol):
    async def rows(
        self, upload: SheetUpload, max_rows: int, sheet_names: Collection[str] = ()
    ) -> list[NumberedRow]:
        """The rows that are not empty of the first visible sheet named one of
        ``sheet_names`` (without case and diacritics), else of the first visible sheet; at
        most ``max_rows`` of them (a longer file is cut there: the caller tells by the
        count). Each row has the number the spreadsheet program shows; a hidden column's
        cells are read as empty. A .csv is read in the encoding it was saved in.

        ``FileTypeNotAllowed`` for a file that is not .xlsx, .ods or .csv (or does not hold
        what its name says), ``FileTooLarge`` for one that unpacks to too much,
        ``RuleBroken({"file": ...})`` for one that cannot be read or holds formulas.
        """
        ...


@dataclass(frozen=True, slots=True)
class ColumnChoices:
    """A drop-down list of ``values`` on a column's cells below the header, down to row
    ``rows``; another value is allowed after a warning with ``title`` and ``message`` (the
    import reads other spellings too)."""

    column: int
    values: tuple[str, ...]
    title: str
    message: str
    rows: int


@dataclass(frozen=True, slots=True)
class Sheet:
    """One sheet to write: a header row and the rows under it (dates as real dates), and
    the drop-down lists of its columns."""

    name: str
    header: tuple[str, ...]
    rows: Sequence[Sequence[Cell]]
    choices: tuple[ColumnChoices, ...] = ()


class SpreadsheetWriter(Protocol):
    async def workbook(self, sheets: Sequence[Sheet]) -> bytes:
        """An .xlsx file of the sheets, in order: header frozen, autofilter on, column widths
        set to fit, drop-down lists where a sheet has ``choices``. Text is written as text (a
        cell starting with = is no formula)."""
        ...

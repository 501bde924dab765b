"""How many cells a sheet spans, counted from its XML before a parser lays it out in memory.

python-calamine makes a rectangle from the first to the last cell that holds something and
allocates it whole: one cell at A1 and one at XFD1048576 (a 5 KB .xlsx), or one .ods cell
repeated 1,000 times across a row repeated 100,000 times, would be billions of cells and
abort the process. ``MAX_CELLS`` bounds the rectangles of a whole file together: far above
any club's list of people (5,000 rows of 200 columns), far below what hurts a reader.
"""

from dataclasses import dataclass

from adapters.spreadsheets.xml_events import unreadable
from fedreg_core.domain.errors import RuleBroken

MAX_CELLS = 1_000_000
DIGITS = "0123456789"


def too_large() -> RuleBroken:
    return RuleBroken.single("file", "error_import_sheet_too_large")


def formulas() -> RuleBroken:
    return RuleBroken.single("file", "error_import_formulas")


def count(value: str | None) -> int:
    """A repeat or count attribute: ASCII digits only (the reader refuses other text)."""
    if value is None:
        return 1
    if not (value.isascii() and value.isdigit()):
        raise unreadable()
    return int(value)


def reference(text: str) -> tuple[int, int | None]:
    """``B7`` as calamine reads it: (row, column) from 0, column ``None`` when only a row
    number is written; letters in either case, then digits, nothing else."""
    letters = text.rstrip(DIGITS)
    digits = text[len(letters) :]
    if not digits or not (letters.isascii() and (letters.isalpha() or not letters)):
        raise unreadable()
    column = 0
    for letter in letters.upper():
        column = column * 26 + ord(letter) - ord("A") + 1
    row = int(digits) - 1
    if row < 0:
        raise unreadable()
    return row, (column - 1 if letters else None)


def cell_reference(text: str) -> tuple[int, int]:
    row, column = reference(text)
    if column is None:
        raise unreadable()
    return row, column


@dataclass
class Extent:
    """The rectangle around the cells that hold something (rows and columns from 0)."""

    top: int | None = None
    bottom: int = 0
    left: int = 0
    right: int = 0

    def add(self, top: int, left: int, bottom: int, right: int) -> None:
        """A block of cells, corners included (one cell: the same corner twice)."""
        if self.top is None:
            self.top, self.bottom, self.left, self.right = top, bottom, left, right
            return
        self.top, self.bottom = min(self.top, top), max(self.bottom, bottom)
        self.left, self.right = min(self.left, left), max(self.right, right)

    def cells(self) -> int:
        if self.top is None:
            return 0
        return (self.bottom - self.top + 1) * (self.right - self.left + 1)


def check_total(*cells: int) -> None:
    if sum(cells) > MAX_CELLS:
        raise too_large()

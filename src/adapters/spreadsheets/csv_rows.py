"""CSV as Excel and LibreOffice save it, also in a Serbian locale: in any encoding
``csv_encoding`` tells, separated by semicolons, commas or tabs (whichever the first lines
hold most of: a title row above the header does not decide it)."""

import csv
from collections.abc import Iterator
from io import StringIO

from adapters.spreadsheets.csv_encoding import decoded, has_bom
from fedreg_core.domain.errors import FileTypeNotAllowed, RuleBroken
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.people_import import MAX_IMPORT_BYTES

# A field may be as long as the whole file (the core then reports the cell as too long);
# the module's default of 128 KiB would refuse such a file with no reason given.
csv.field_size_limit(MAX_IMPORT_BYTES + 1)
SEPARATORS = (";", ",", "\t")
SNIFFED_LINES = 10


def separator_of(text: str) -> str:
    """The separator the first lines hold most of (``;`` on a tie, as Excel in Serbia)."""
    first_lines = "\n".join(text.split("\n", SNIFFED_LINES)[:SNIFFED_LINES])
    return max(SEPARATORS, key=first_lines.count)


def csv_rows(content: bytes) -> Iterator[list[Cell]]:
    """The file's rows one by one, each cell text (``None`` when empty)."""
    if b"\x00" in content and not has_bom(content):  # UTF-16 holds zeros; text does not
        raise FileTypeNotAllowed("error_import_file_type")
    text = decoded(content)
    rows = csv.reader(StringIO(text, newline=""), delimiter=separator_of(text))
    try:
        for row in rows:
            yield [cell if cell.strip() else None for cell in row]
    except csv.Error as error:
        raise RuleBroken.single("file", "error_import_unreadable") from error

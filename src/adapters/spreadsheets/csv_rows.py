"""CSV as Excel saves it, also in a Serbian locale: UTF-8 with or without a BOM, separated
by commas or semicolons (whichever the header row has more of)."""

import csv
from collections.abc import Iterator
from io import StringIO

from fedreg_core.domain.errors import FileTypeNotAllowed, RuleBroken
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.people_import import MAX_IMPORT_BYTES

# A field may be as long as the whole file (the core then reports the cell as too long);
# the module's default of 128 KiB would refuse such a file with no reason given.
csv.field_size_limit(MAX_IMPORT_BYTES + 1)
SEPARATORS = (";", ",", "\t")


def csv_rows(content: bytes) -> Iterator[list[Cell]]:
    """The file's rows one by one, each cell text (``None`` when empty)."""
    if b"\x00" in content:
        raise FileTypeNotAllowed("error_import_file_type")
    try:
        text = content.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise RuleBroken.single("file", "error_import_unreadable") from error
    first_line = text.split("\n", 1)[0]
    separator = max(SEPARATORS, key=first_line.count)
    rows = csv.reader(StringIO(text, newline=""), delimiter=separator)
    try:
        for row in rows:
            yield [cell if cell.strip() else None for cell in row]
    except csv.Error as error:
        raise RuleBroken.single("file", "error_import_unreadable") from error

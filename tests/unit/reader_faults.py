"""Read functions for reader processes under test (``module:function`` on their command
line): they fail as python-calamine can, on request, or read without the package checks."""

import os
import time
from collections.abc import Collection
from io import BytesIO

from python_calamine import CalamineWorkbook

from fedreg_core.ports.spreadsheets import NumberedRow


def faulty(content: bytes, suffix: str, max_rows: int, names: Collection[str]) -> list[NumberedRow]:
    """``abort``: the process ends as calamine ends it; ``sleep``: it never answers;
    ``allocate:N``: it asks for N bytes at once; anything else: the reader's pid."""
    del suffix, max_rows, names
    if content == b"abort":
        os.abort()
    if content == b"sleep":
        time.sleep(3600)
    if content.startswith(b"allocate:"):
        block = bytearray(int(content.split(b":")[1]))
        del block
    return [NumberedRow(1, (os.getpid(),))]


def unchecked(
    content: bytes, suffix: str, max_rows: int, names: Collection[str]
) -> list[NumberedRow]:
    """python-calamine on the upload as it came: none of the package checks."""
    del suffix, names
    sheet = CalamineWorkbook.from_filelike(BytesIO(content)).get_sheet_by_index(0)
    rows = enumerate(sheet.iter_rows(), 1)
    return [NumberedRow(n, tuple(map(str, row))) for n, row in rows][:max_rows]

"""An .xlsx checked as python-calamine will read it: every sheet the workbook names (found by
``xlsx_parts``) for formulas and for how far its cells reach, and the shared strings.

A cell is placed as calamine places it: by its ``r`` (however the attribute is quoted or
spaced: the parser reads it), else after the cell before it, in the row of the ``row``'s
``r`` or after the row before. It holds something when it has a child (a value, an inline
string, a formula). A formula (``f`` in any sheet) is refused: its cached result would be
read as a value nobody typed in. The shared strings' ``uniqueCount`` is what calamine
reserves room for before it reads one: it and the strings' number are bounded.
"""

from adapters.spreadsheets.extent import (
    MAX_CELLS,
    Extent,
    cell_reference,
    check_total,
    count,
    formulas,
    reference,
    too_large,
)
from adapters.spreadsheets.xlsx_parts import XlsxParts, xlsx_parts
from adapters.spreadsheets.xml_events import elements, local, unreadable


def _check_dimension(ref: str | None) -> None:
    """``A1:D20``: the range the sheet says it spans (or one cell)."""
    corners = [cell_reference(corner) for corner in (ref or "").split(":")]
    if not 1 <= len(corners) <= 2:
        raise unreadable()
    extent = Extent()
    for row, column in corners:
        extent.add(row, column, row, column)
    check_total(extent.cells())


def sheet_cells(xml: bytes, before: int = 0) -> int:
    """The cells the sheet's rectangle spans; ``before``: those of the sheets before it."""
    extent = Extent()
    row = column = 0
    cell: tuple[int, int] | None = None
    holds = False
    for event, element in elements(xml):
        name = local(element.tag)
        if event == "start":
            holds = holds or cell is not None
            if name == "f":
                raise formulas()
            if name == "dimension":
                _check_dimension(element.get("ref"))
            elif name == "row" and element.get("r") is not None:
                row = reference(element.get("r", ""))[0]
            elif name == "c":
                placed = element.get("r")
                cell = cell_reference(placed) if placed is not None else (row, column)
                column, holds = cell[1], False
        elif name == "c" and cell is not None:
            if holds:
                extent.add(*cell, *cell)
            column, cell, holds = column + 1, None, False
        elif name == "row":
            row, column = row + 1, 0
            check_total(before, extent.cells())
    check_total(before, extent.cells())
    return extent.cells()


def check_shared_strings(xml: bytes) -> None:
    strings = 0
    for event, element in elements(xml):
        name = local(element.tag) if event == "start" else ""
        if name == "sst" and count(element.get("uniqueCount", "0")) > MAX_CELLS:
            raise too_large()
        strings += name == "si"
        if strings > MAX_CELLS:
            raise too_large()


def check_xlsx(members: dict[str, bytes]) -> XlsxParts:
    """The parts the reader will open, once every sheet and the shared strings pass."""
    parts = xlsx_parts(members)
    cells = 0
    for sheet in dict.fromkeys(parts.sheets):
        cells += sheet_cells(members[sheet], cells)
    if parts.shared_strings is not None:
        check_shared_strings(members[parts.shared_strings])
    return parts

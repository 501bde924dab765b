"""The columns a sheet hides: their cells are read as empty, as if the column were not there.

A club's sheet may keep a hidden column (an old copy of the names, a helper for a lookup):
it is not what the user sees, so it names no field ("column appears twice") and holds no
value. python-calamine does not tell, so the sheet's own XML is read, up to where its cells
begin (the columns are described before them in both formats):

- .xlsx: ``<col min="4" max="6" hidden="1">`` (columns from 1, both ends included);
- .ods: ``<table:table-column table:visibility="collapse">`` in the table's order, each
  ``table:number-columns-repeated`` times.
"""

from adapters.spreadsheets.extent import count
from adapters.spreadsheets.ods_content import CONTENT
from adapters.spreadsheets.xml_events import attribute, elements, local
from adapters.spreadsheets.zipped import CheckedArchive

Span = tuple[int, int]
"""The first and the last column of a run (from 0, both included)."""
SHOWN = (None, "visible")
TRUE = ("1", "true")


def xlsx_hidden(sheet: bytes) -> list[Span]:
    spans: list[Span] = []
    for event, element in elements(sheet):
        name = local(element.tag) if event == "start" else ""
        if name == "sheetData":
            break
        if name == "col" and element.get("hidden") in TRUE:
            spans.append((count(element.get("min")) - 1, count(element.get("max")) - 1))
    return spans


def ods_hidden(content: bytes, index: int) -> list[Span]:
    """The hidden columns of the ``index``-th table of content.xml."""
    spans: list[Span] = []
    table = -1
    column = 0
    for event, element in elements(content):
        name = local(element.tag) if event == "start" else ""
        if name == "table":
            table += 1
        if table > index or (table == index and name == "table-row"):
            break
        if table == index and name == "table-column":
            repeated = count(attribute(element, "number-columns-repeated"))
            if attribute(element, "visibility") not in SHOWN:
                spans.append((column, column + repeated - 1))
            column += repeated
    return spans


def hidden_spans(checked: CheckedArchive, suffix: str, index: int) -> list[Span]:
    """The hidden columns of the workbook's ``index``-th sheet (calamine's order)."""
    if suffix == ".ods":
        return ods_hidden(checked.parts[CONTENT], index)
    sheets = checked.sheets
    return xlsx_hidden(checked.parts[sheets[index]]) if index < len(sheets) else []


def hidden_positions(spans: list[Span], first_column: int, width: int) -> frozenset[int]:
    """The positions in a row read (which starts at ``first_column``) the spans hide."""
    flags = bytearray(width)
    for first, last in spans:
        start, end = max(first - first_column, 0), min(last - first_column + 1, width)
        if start < end:
            flags[start:end] = b"\x01" * (end - start)
    return frozenset(position for position, flag in enumerate(flags) if flag)

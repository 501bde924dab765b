"""An .ods checked as python-calamine will read it: ``mimetype`` says so, the manifest names
no encrypted part, and ``content.xml`` (every table: calamine lays out all of them when it
opens the file) holds no formula and spans at most ``MAX_CELLS`` cells.

Rows and cells are counted with their repeats (``number-rows-repeated``,
``number-columns-repeated``); a cell holds something when it carries a value attribute, as
calamine reads it, so LibreOffice's empty rows and cells repeated to the sheet's edges cost
nothing. ``text:s`` (a run of ``c`` spaces) is bounded too: calamine writes the spaces out.
Names are matched without their namespace prefix, a superset of what calamine matches.
"""

from xml.etree.ElementTree import Element

from adapters.spreadsheets.extent import MAX_CELLS, Extent, check_total, count, formulas, too_large
from adapters.spreadsheets.xml_events import attribute, elements, local, unreadable
from fedreg_core.domain.errors import FileTypeNotAllowed

ODS_MIMETYPE = b"application/vnd.oasis.opendocument.spreadsheet"
MANIFEST, CONTENT = "META-INF/manifest.xml", "content.xml"
ODS_PARTS = ("mimetype", MANIFEST, CONTENT)
"""What calamine opens, by these exact names: the parts handed to it."""
VALUES = {"value-type", "value", "string-value", "date-value", "time-value", "boolean-value"}
CELLS = {"table-cell", "covered-table-cell"}
MAX_SPACES = MAX_CELLS


def _holds(cell: Element) -> bool:
    return any(local(key) in VALUES for key in cell.attrib)


def _check_manifest(xml: bytes) -> None:
    for event, element in elements(xml):
        if event == "start" and local(element.tag) == "encryption-data":
            raise unreadable()


class _Tables:
    """The count of one pass over content.xml: the tables' cells and the spaces."""

    def __init__(self) -> None:
        self.extent, self.done, self.spaces = Extent(), 0, 0
        self.row = self.rows = self.column = 0

    def start(self, name: str, element: Element) -> None:
        if attribute(element, "formula") is not None:
            raise formulas()
        if name == "table":
            self.done += self.extent.cells()
            self.extent, self.row, self.rows = Extent(), 0, 0
        elif name == "table-row":
            self.row, self.column = self.row + self.rows, 0
            self.rows = count(attribute(element, "number-rows-repeated"))
        elif name in CELLS:
            columns = count(attribute(element, "number-columns-repeated"))
            if _holds(element) and columns and self.rows:
                last_row, last_column = self.row + self.rows - 1, self.column + columns - 1
                self.extent.add(self.row, self.column, last_row, last_column)
                check_total(self.done, self.extent.cells())
            self.column += columns
        elif name == "s":
            self.spaces += count(attribute(element, "c"))
            if self.spaces > MAX_SPACES:
                raise too_large()


def check_content(xml: bytes) -> None:
    tables = _Tables()
    for event, element in elements(xml):
        if event == "start":
            tables.start(local(element.tag), element)
    check_total(tables.done, tables.extent.cells())


def check_ods(members: dict[str, bytes]) -> tuple[str, ...]:
    """The parts the reader will open, once they pass; ``FileTypeNotAllowed`` for an
    archive that is no .ods."""
    if members.get("mimetype", b"").strip() != ODS_MIMETYPE or CONTENT not in members:
        raise FileTypeNotAllowed("error_import_file_type")
    if MANIFEST not in members:
        raise unreadable()
    _check_manifest(members[MANIFEST])
    check_content(members[CONTENT])
    return ODS_PARTS

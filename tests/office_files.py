"""A club's list as Excel and LibreOffice save it: a title (a merged cell) above the header,
empty rows above and among the data, hidden sheets and hidden columns; CSV in the Windows
code pages of a Serbian computer and as Excel's "Unicode text" (UTF-16, tabs).

``None`` in a row is an empty cell; an empty row is a row with no cell that holds something.
"""

import csv
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from io import BytesIO, StringIO
from xml.sax.saxutils import escape

import xlsxwriter

from tests.sheet_files import ODS_NS, Rows, ods_archive

ODS_STYLE_NS = 'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
ODS_STYLES = (
    "<office:automatic-styles>"
    '<style:style style:name="ta1" style:family="table">'
    '<style:table-properties table:display="true"/></style:style>'
    '<style:style style:name="ta2" style:family="table">'
    '<style:table-properties table:display="false"/></style:style>'
    "</office:automatic-styles>"
)
LAST_COLUMN = 1024
"""LibreOffice repeats empty cells and columns to the sheet's edge."""


@dataclass(frozen=True, slots=True)
class Tab:
    """One sheet: its rows (from the first), a title merged over five columns above them,
    hidden or not, and the columns (from 0) it hides."""

    name: str
    rows: Rows
    title: str | None = None
    hidden: bool = False
    hidden_columns: tuple[int, ...] = ()


def excel_book(tabs: Sequence[Tab], very_hidden: bool = False) -> bytes:
    out = BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    dates = book.add_format({"num_format": "dd.mm.yyyy"})
    for tab in tabs:
        sheet = book.add_worksheet(tab.name)
        first = 0
        if tab.title is not None:
            sheet.merge_range(0, 0, 0, 4, tab.title)
            first = 1
        for r, row in enumerate(tab.rows, start=first):
            for c, value in enumerate(row):
                if isinstance(value, date):
                    sheet.write_datetime(r, c, value, dates)
                elif value is not None:
                    sheet.write(r, c, value)
        for column in tab.hidden_columns:
            sheet.set_column(column, column, None, None, {"hidden": True})
        if tab.hidden:
            sheet.very_hidden() if very_hidden else sheet.hide()
        else:
            sheet.activate()  # the active sheet cannot be hidden
    book.close()
    return out.getvalue()


def _calc_cell(value: object) -> str:
    if value is None:
        return "<table:table-cell/>"
    if isinstance(value, date):
        iso = value.isoformat()
        return f'<table:table-cell office:value-type="date" office:date-value="{iso}"/>'
    cell = '<table:table-cell office:value-type="string">'
    return f"{cell}<text:p>{escape(str(value))}</text:p></table:table-cell>"


def _calc_rows(rows: Rows) -> str:
    out = []
    empty = f'<table:table-cell table:number-columns-repeated="{LAST_COLUMN}"/>'
    for row in rows:
        if all(value is None for value in row):
            out.append(f"<table:table-row>{empty}</table:table-row>")
        else:
            out.append("<table:table-row>" + "".join(map(_calc_cell, row)) + "</table:table-row>")
    end = f'<table:table-row table:number-rows-repeated="1048000">{empty}</table:table-row>'
    return "".join(out) + end


def _calc_table(tab: Tab) -> str:
    columns = "".join(
        '<table:table-column table:visibility="collapse"/>'
        if column in tab.hidden_columns
        else "<table:table-column/>"
        for column in range(LAST_COLUMN)
    )
    title = ""
    if tab.title is not None:
        spanned = '<table:table-cell table:number-columns-spanned="5" office:value-type="string">'
        covered = '<table:covered-table-cell table:number-columns-repeated="4"/>'
        title = f"<table:table-row>{spanned}<text:p>{escape(tab.title)}</text:p>"
        title += f"</table:table-cell>{covered}</table:table-row>"
    style = "ta2" if tab.hidden else "ta1"
    name = escape(tab.name, {'"': "&quot;"})
    table = f'<table:table table:name="{name}" table:style-name="{style}">'
    return f"{table}{columns}{title}{_calc_rows(tab.rows)}</table:table>"


def calc_book(tabs: Sequence[Tab]) -> bytes:
    content = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f"<office:document-content {ODS_STYLE_NS}{ODS_NS}>{ODS_STYLES}"
        "<office:body><office:spreadsheet>"
        + "".join(map(_calc_table, tabs))
        + "</office:spreadsheet></office:body></office:document-content>"
    )
    return ods_archive(content)


def _csv_lines(rows: Rows, separator: str) -> str:
    """Quoted where a cell holds the separator, as both programs do; dates as dd.mm.yyyy."""
    out = StringIO()
    writer = csv.writer(out, delimiter=separator, lineterminator="\r\n")
    for row in rows:
        writer.writerow(f"{v:%d.%m.%Y}" if isinstance(v, date) else v for v in row)
    return out.getvalue()


def code_page_csv(rows: Rows, encoding: str, separator: str = ";") -> bytes:
    """As Excel saves "CSV (comma delimited)": the computer's code page, no BOM."""
    return _csv_lines(rows, separator).encode(encoding)


def unicode_text(rows: Rows) -> bytes:
    """As Excel saves "Unicode text": UTF-16 (little-endian) with a BOM, tab-separated."""
    return _csv_lines(rows, "\t").encode("utf-16")

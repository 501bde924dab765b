"""Spreadsheet files for tests, made the way office programs save them: .xlsx (XlsxWriter),
.ods (a minimal OpenDocument archive), .csv (as Excel saves it), and hostile ones."""

import zipfile
from collections.abc import Sequence
from datetime import date
from io import BytesIO
from xml.sax.saxutils import escape

import xlsxwriter

Rows = Sequence[Sequence[object]]
MEMBER_HEADER = ["Ime", "Prezime", "Datum rođenja", "Pol", "Pojas"]
QUOTE = {'"': "&quot;"}
ODS_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
    'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" office:version="1.2"'
)


def member_rows(count: int, first: str = "Ana", start: int = 0) -> list[list[object]]:
    """``count`` distinct members: Ana0 Anić ..., born on different days."""
    return [
        [f"{first}{i}", "Anić", date(2000 + i % 20, 1 + i % 12, 1 + i % 28), "Ž", "plavi"]
        for i in range(start, start + count)
    ]


def xlsx(rows: Rows, formula: str | None = None) -> bytes:
    out = BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet("Članovi")
    dates = book.add_format({"num_format": "dd.mm.yyyy"})
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            if isinstance(value, date):
                sheet.write_datetime(r, c, value, dates)
            else:
                sheet.write(r, c, value)
    if formula is not None:
        sheet.write_formula(len(rows), 0, formula, None, "Ana")
    book.close()
    return out.getvalue()


def _ods_cell(value: object) -> str:
    if isinstance(value, date):
        iso = value.isoformat()
        return f'<table:table-cell office:value-type="date" office:date-value="{iso}"/>'
    if isinstance(value, int | float):
        return f'<table:table-cell office:value-type="float" office:value="{value}"/>'
    text = escape(str(value))
    cell = '<table:table-cell office:value-type="string">'
    return f"{cell}<text:p>{text}</text:p></table:table-cell>"


def ods(rows: Rows, formula: str | None = None) -> bytes:
    body = "".join(
        "<table:table-row>" + "".join(_ods_cell(v) for v in row) + "</table:table-row>"
        for row in rows
    )
    if formula is not None:
        body += (
            f'<table:table-row><table:table-cell table:formula="of:{escape(formula, QUOTE)}" '
            'office:value-type="string"><text:p>Ana</text:p></table:table-cell></table:table-row>'
        )
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODS_NS}>'
        '<office:body><office:spreadsheet><table:table table:name="Sheet1">'
        f"{body}</table:table></office:spreadsheet></office:body></office:document-content>"
    )
    return ods_archive(content)


def ods_archive(content: str) -> bytes:
    """An .ods of its ``content.xml``, with the mimetype and the manifest."""
    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest '
        'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">'
        '<manifest:file-entry manifest:full-path="/" '
        'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
        "</manifest:manifest>"
    )
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet",
                         compress_type=zipfile.ZIP_STORED)  # fmt: skip
        archive.writestr("content.xml", content, compress_type=zipfile.ZIP_DEFLATED)
        archive.writestr("META-INF/manifest.xml", manifest, compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def csv_text(rows: Rows, separator: str = ";", bom: bool = True) -> bytes:
    def text(value: object) -> str:
        return f"{value:%d.%m.%Y.}" if isinstance(value, date) else str(value)

    lines = [separator.join(text(v) for v in row) for row in rows]
    return ("\ufeff" if bom else "").encode() + "\r\n".join(lines).encode("utf-8")


def zip_bomb(unpacked_bytes: int) -> bytes:
    """An .xlsx-looking archive whose one sheet inflates to ``unpacked_bytes`` of zeros."""
    out = BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("xl/workbook.xml", "<workbook/>")
        with archive.open("xl/worksheets/sheet1.xml", "w", force_zip64=True) as sheet:
            chunk = b"0" * (1024 * 1024)
            for _ in range(unpacked_bytes // len(chunk)):
                sheet.write(chunk)
    return out.getvalue()


def far_cell_xlsx(row: int, column: int) -> bytes:
    """A few KB: the header at A1 and one cell far away (a parser would lay out the
    rectangle between them)."""
    out = BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    sheet = book.add_worksheet()
    sheet.write_row(0, 0, MEMBER_HEADER)
    sheet.write(row, column, "x")
    book.close()
    return out.getvalue()


def repeated_ods(rows: int, columns: int, holds: bool = True) -> bytes:
    """One cell that holds text (or nothing), repeated ``columns`` times across a row
    repeated ``rows`` times (an .ods says so in two attributes)."""
    repeated = f'<table:table-cell table:number-columns-repeated="{columns}"'
    text = ' office:value-type="string"><text:p>x</text:p></table:table-cell>'
    cell = repeated + (text if holds else "/>")
    row = f'<table:table-row table:number-rows-repeated="{rows}">{cell}</table:table-row>'
    return _ods_with_rows(row)


def _ods_with_rows(extra_rows: str) -> bytes:
    out = BytesIO()
    with (
        zipfile.ZipFile(BytesIO(ods([MEMBER_HEADER]))) as source,
        zipfile.ZipFile(out, "w") as copy,
    ):
        for info in source.infolist():
            data = source.read(info)
            if info.filename == "content.xml":
                data = data.replace(b"</table:table>", extra_rows.encode() + b"</table:table>")
            copy.writestr(info, data)
    return out.getvalue()

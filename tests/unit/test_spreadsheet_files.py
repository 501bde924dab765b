"""The spreadsheet adapter: .xlsx, .ods and .csv read alike; hostile files refused before a
parser sees them; workbooks written with the header frozen, autofilter on and widths set."""

import zipfile
from collections.abc import Sequence
from datetime import date
from io import BytesIO

import pytest
from python_calamine import CalamineWorkbook

from adapters.spreadsheets.reading import read_rows
from adapters.spreadsheets.writing import sheet_names, write_workbook
from adapters.spreadsheets.zipped import MAX_UNPACKED_BYTES
from fedreg_core.domain.errors import FileTooLarge, FileTypeNotAllowed, RuleBroken
from fedreg_core.ports.spreadsheets import Sheet, SheetUpload
from tests.sheet_files import (
    MEMBER_HEADER,
    csv_text,
    far_cell_xlsx,
    member_rows,
    ods,
    repeated_ods,
    xlsx,
    zip_bomb,
)

ROWS: list[Sequence[object]] = [MEMBER_HEADER, *member_rows(3)]
EXPECTED_FIRST = ("Ana0", "Anić", date(2000, 1, 1), "Ž", "plavi")


def read(content: bytes, name: str, max_rows: int = 100) -> list[tuple[int, tuple[object, ...]]]:
    return [(row.number, row.cells) for row in read_rows(SheetUpload(content, name), max_rows)]


@pytest.mark.parametrize(("make", "name"), [(xlsx, "a.xlsx"), (ods, "a.ods"), (xlsx, "A.XLSX")])
def test_xlsx_and_ods_rows_with_real_dates(make: object, name: str) -> None:
    rows = read(make(ROWS), name)  # type: ignore[operator]
    assert rows[0] == (1, tuple(MEMBER_HEADER))
    assert rows[1] == (2, EXPECTED_FIRST)
    assert len(rows) == 4


@pytest.mark.parametrize(
    ("separator", "bom"), [(";", True), (";", False), (",", True), (",", False)]
)
def test_csv_as_excel_saves_it(separator: str, bom: bool) -> None:
    rows = read(csv_text(ROWS, separator, bom), "a.csv")
    assert rows[0] == (1, tuple(MEMBER_HEADER))
    assert rows[1] == (2, ("Ana0", "Anić", "01.01.2000.", "Ž", "plavi"))


def test_empty_rows_are_left_out_and_rows_keep_their_numbers() -> None:
    content = csv_text([MEMBER_HEADER, [""] * 5, *member_rows(1)])
    assert [number for number, _ in read(content, "a.csv")] == [1, 3]


def test_reading_stops_after_the_rows_asked_for() -> None:
    assert len(read(csv_text([MEMBER_HEADER, *member_rows(50)]), "a.csv", max_rows=10)) == 10


@pytest.mark.parametrize(
    ("content", "name"),
    [
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, "members.xlsx"),  # a picture renamed
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, "members.csv"),
        (xlsx(ROWS), "members.pdf"),
        (xlsx(ROWS), "members.ods"),  # an .xlsx named .ods
        (ods(ROWS), "members.xlsx"),
        (csv_text(ROWS), "members.xls"),
    ],
)
def test_a_file_that_is_not_what_its_name_says(content: bytes, name: str) -> None:
    with pytest.raises(FileTypeNotAllowed):
        read(content, name)


@pytest.mark.parametrize(
    ("content", "name"),
    [
        (xlsx(ROWS, formula='=HYPERLINK("http://evil.example","Ana")'), "a.xlsx"),
        (ods(ROWS, formula='=HYPERLINK("http://evil.example";"Ana")'), "a.ods"),
    ],
)
def test_formulas_are_refused(content: bytes, name: str) -> None:
    with pytest.raises(RuleBroken) as raised:
        read(content, name)
    assert raised.value.errors == {"file": "error_import_formulas"}


def test_a_zip_bomb_stops_at_the_unpacked_limit() -> None:
    bomb = zip_bomb(MAX_UNPACKED_BYTES + 8 * 1024 * 1024)
    assert len(bomb) < 100_000
    with pytest.raises(FileTooLarge):
        read(bomb, "bomb.xlsx")


@pytest.mark.parametrize(
    ("content", "name"),
    [
        (b"PK\x03\x04" + b"\x00" * 200, "broken.xlsx"),
        (xlsx(ROWS)[:-200], "cut.xlsx"),
    ],
)
def test_a_damaged_file_cannot_be_read(content: bytes, name: str) -> None:
    with pytest.raises(RuleBroken) as raised:
        read(content, name)
    assert raised.value.errors == {"file": "error_import_unreadable"}


def test_a_cell_of_a_megabyte_is_read_for_the_core_to_refuse() -> None:
    rows = read(
        csv_text([MEMBER_HEADER, ["x" * 1_000_000, "Anić", "1.1.2010.", "Ž", "plavi"]]), "a.csv"
    )
    assert len(str(rows[1][1][0])) == 1_000_000


def test_a_workbook_round_trips_through_the_reader() -> None:
    sheets = [
        Sheet(
            "Članovi",
            ("Ime", "Datum rođenja", "Broj"),
            [["=1+1", date(2010, 5, 17), 7], ["Đorđe", None, 2.5]],
        ),
        Sheet("Prazno", ("Ime",), []),
    ]
    content = write_workbook(sheets)
    workbook = CalamineWorkbook.from_filelike(BytesIO(content))
    assert workbook.sheet_names == ["Članovi", "Prazno"]
    assert workbook.get_sheet_by_index(0).to_python() == [
        ["Ime", "Datum rođenja", "Broj"],
        ["=1+1", date(2010, 5, 17), 7.0],
        ["Đorđe", "", 2.5],
    ]
    sheet_xml = zipfile.ZipFile(BytesIO(content)).read("xl/worksheets/sheet1.xml").decode()
    assert '<pane ySplit="1"' in sheet_xml  # header frozen
    assert '<autoFilter ref="A1:C3"/>' in sheet_xml
    assert "<cols>" in sheet_xml and "<f>" not in sheet_xml  # widths; text stays text


def test_sheet_names_that_excel_accepts() -> None:
    sheets = [Sheet(name, ("A",), []) for name in ("Kata/Kumite: [A]?", "x" * 40, "X" * 40, "")]
    names = sheet_names(sheets)
    assert names[0] == "Kata Kumite   A"
    assert all(len(name) <= 31 for name in names)
    assert len({name.casefold() for name in names}) == 4


def test_long_sheet_names_keep_what_tells_them_apart_and_history_is_excels() -> None:
    long = "Kadeti i kadetkinje 14-15 godina, kumite pojedinačno"
    sheets = [Sheet(name, ("A",), []) for name in (f"{long} -52 kg", f"{long} -57 kg", "History")]
    names = sheet_names(sheets)
    assert all(len(name) <= 31 for name in names), names
    assert ["-52 kg" in names[0], "-57 kg" in names[1], "14-15" in names[0]] == [True] * 3, names
    assert names[2].casefold() != "history" and names[2].startswith("History"), names


def test_the_sheet_named_as_asked_else_the_first() -> None:
    sheets = [Sheet("Članovi", ("Ime",), [["Ana"]]), Sheet("Treneri", ("Ime",), [["Dragan"]])]
    content = write_workbook(sheets)
    upload = SheetUpload(content, "people.xlsx")
    assert read_rows(upload, 10, ["treneri", "Coaches"])[1].cells == ("Dragan",)
    assert read_rows(upload, 10, ["Referees"])[1].cells == ("Ana",)


@pytest.mark.parametrize(
    ("content", "name"),
    [
        (far_cell_xlsx(1_048_575, 16_383), "a.xlsx"),  # 5 KB; the rectangle: 17 billion cells
        (far_cell_xlsx(100_000, 200), "a.xlsx"),
        (repeated_ods(100_000, 1_000), "a.ods"),
    ],
)
def test_a_sheet_spanning_too_many_cells_is_refused_before_it_is_laid_out(
    content: bytes, name: str
) -> None:
    assert len(content) < 10_000
    with pytest.raises(RuleBroken) as raised:
        read(content, name)
    assert raised.value.errors == {"file": "error_import_sheet_too_large"}


def test_far_but_not_too_far_and_empty_repeats_are_read() -> None:
    assert read(far_cell_xlsx(4_999, 150), "a.xlsx")[-1][0] == 5_000
    # LibreOffice ends a sheet with empty rows and cells repeated to its edges.
    assert len(read(repeated_ods(1_048_000, 1_024, holds=False), "a.ods")) == 1


def test_cells_without_references_are_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    """A writer may leave out the cells' ``r``: their places are counted per row."""
    from adapters.spreadsheets import extent
    from adapters.spreadsheets.xlsx_sheets import sheet_cells

    monkeypatch.setattr(extent, "MAX_CELLS", 10_000)
    row = "<row>" + '<c t="inlineStr"><is><t>x</t></is></c>' * 200 + "</row>"
    assert sheet_cells(("<sheetData>" + row * 40 + "</sheetData>").encode()) == 8_000
    with pytest.raises(RuleBroken):
        sheet_cells(("<sheetData>" + row * 60 + "</sheetData>").encode())

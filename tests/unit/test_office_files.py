"""Files as Excel and LibreOffice save a club's list: rows numbered as the program shows them,
hidden sheets and columns left out, CSV in every encoding a Serbian computer writes."""

from collections.abc import Callable, Sequence
from datetime import date

import pytest

from adapters.spreadsheets.hidden_columns import xlsx_hidden
from adapters.spreadsheets.reading import read_rows
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.spreadsheets import SheetUpload
from tests.office_files import Tab, calc_book, code_page_csv, excel_book, unicode_text
from tests.sheet_files import MEMBER_HEADER, Rows

EMPTY: list[object] = [None] * 5
ANA: list[object] = ["Ana", "Anić", date(2010, 3, 5), "Ž", "plavi"]
EVA: list[object] = ["Eva", "Đorđević", date(2011, 4, 6), "Ž", "zeleni"]
Numbers = list[int]


def numbers(content: bytes, name: str, sheet_names: Sequence[str] = ()) -> Numbers:
    return [row.number for row in read_rows(SheetUpload(content, name), 100, sheet_names)]


def first_cells(content: bytes, name: str, sheet_names: Sequence[str] = ()) -> list[object]:
    return [row.cells[0] for row in read_rows(SheetUpload(content, name), 100, sheet_names)]


MAKERS: dict[str, Callable[[Rows], bytes]] = {
    "a.xlsx": lambda rows: excel_book([Tab("Članovi", rows)]),
    "a.ods": lambda rows: calc_book([Tab("Članovi", rows)]),
    "a.csv": lambda rows: code_page_csv(rows, "utf-8-sig"),
}


@pytest.mark.parametrize("name", list(MAKERS))
@pytest.mark.parametrize("empty_above", [0, 1, 3])
def test_rows_keep_the_numbers_the_spreadsheet_program_shows(name: str, empty_above: int) -> None:
    rows: list[Sequence[object]] = [*[EMPTY] * empty_above, MEMBER_HEADER, ANA, EMPTY, EMPTY, EVA]
    first = empty_above + 1
    assert numbers(MAKERS[name](rows), name) == [first, first + 1, first + 4]


@pytest.mark.parametrize("make", [excel_book, calc_book])
def test_rows_under_a_merged_title_keep_their_numbers(make: Callable[..., bytes]) -> None:
    content = make([Tab("Članovi", [EMPTY, MEMBER_HEADER, ANA], title="Karate savez Srbije")])
    name = "a.xlsx" if make is excel_book else "a.ods"
    assert first_cells(content, name) == ["Karate savez Srbije", "Ime", "Ana"]
    assert numbers(content, name) == [1, 3, 4]


HIDDEN_FIRST = [Tab("Stari spisak", [["Stari"]], hidden=True), Tab("List1", [MEMBER_HEADER])]
NAMED_HIDDEN = [Tab("Članovi", [["Stari"]], hidden=True), Tab("List1", [MEMBER_HEADER])]


@pytest.mark.parametrize("tabs", [HIDDEN_FIRST, NAMED_HIDDEN])
@pytest.mark.parametrize(
    ("make", "name"),
    [(excel_book, "a.xlsx"), (lambda tabs: excel_book(tabs, very_hidden=True), "a.xlsx"),
     (calc_book, "a.ods")],
)  # fmt: skip
def test_a_hidden_sheet_is_not_read_even_when_named_as_asked(
    tabs: list[Tab], make: Callable[[list[Tab]], bytes], name: str
) -> None:
    assert first_cells(make(tabs), name, ["Članovi"]) == ["Ime"]


@pytest.mark.parametrize(("make", "name"), [(excel_book, "a.xlsx"), (calc_book, "a.ods")])
@pytest.mark.parametrize("hidden", [(2,), (0, 6), (1, 2, 3)])
def test_hidden_columns_are_read_as_empty(
    make: Callable[[list[Tab]], bytes], name: str, hidden: tuple[int, ...]
) -> None:
    header: list[object] = ["Stari broj", "Ime", "Ime", *MEMBER_HEADER[1:], "Napomena"]
    row: list[object] = ["7", "Ana", "Ana (stara)", *ANA[1:], "x"]
    rows = read_rows(SheetUpload(make([Tab("Članovi", [header, row], hidden_columns=hidden)]),
                                 name), 10)  # fmt: skip
    for read, written in zip(rows, (header, row), strict=True):
        assert list(read.cells) == [
            None if column in hidden else value for column, value in enumerate(written)
        ]


NAMES = [["Ime", "Prezime"], ["Đorđe", "Šarić"], ["Čeda", "Žunić"]]
DJORDJE = [["Ime", "Prezime"], ["Đorđe", "Đorđević"]]
CYRILLIC = [["Ime", "Prezime"], ["Јелена", "Петровић"], ["Љубица", "Његош"]]
ЂОРЂЕ = [["Ime", "Prezime"], ["Ђорђе", "Ђорђевић"]]


@pytest.mark.parametrize(
    ("content", "rows"),
    [
        (code_page_csv(NAMES, "utf-8-sig"), NAMES),  # Excel: "CSV UTF-8"
        (code_page_csv(NAMES, "utf-8", ","), NAMES),  # LibreOffice's default
        (code_page_csv(NAMES, "cp1250"), NAMES),  # Excel, Serbian (Latin) Windows
        (code_page_csv(DJORDJE, "cp1250"), DJORDJE),  # reads as "Рorрeviж" in cp1251
        (code_page_csv(CYRILLIC, "cp1251"), CYRILLIC),  # Excel, Serbian (Cyrillic) Windows
        (code_page_csv(ЂОРЂЕ, "cp1251"), ЂОРЂЕ),
        (code_page_csv([["Ime", "Pol"], ["Ana", "Ž"]], "cp1250"), [["Ime", "Pol"], ["Ana", "Ž"]]),
        (unicode_text(NAMES), NAMES),  # Excel: "Unicode text"
        (unicode_text(CYRILLIC), CYRILLIC),
        (b"\xfe\xff" + code_page_csv(CYRILLIC, "utf-16-be", "\t"), CYRILLIC),  # big-endian
    ],
)
def test_csv_in_every_encoding_excel_and_libreoffice_save(
    content: bytes, rows: list[list[str]]
) -> None:
    read = read_rows(SheetUpload(content, "a.csv"), 10)
    assert [list(row.cells) for row in read] == rows


@pytest.mark.parametrize(
    "content",
    [
        b"Ime;Prezime\r\n\x98\x98;x\r\n",  # a byte neither code page has, and no UTF-8
        b"\xff\xfeI\x00m\x00e",  # UTF-16 cut in the middle of a letter
    ],
)
def test_what_no_encoding_reads_is_refused_naming_those_tried(content: bytes) -> None:
    with pytest.raises(RuleBroken) as raised:
        read_rows(SheetUpload(content, "a.csv"), 10)
    assert raised.value.errors == {"file": "error_import_encoding"}


@pytest.mark.parametrize("separator", [";", ",", "\t"])
def test_the_separator_is_sniffed_below_a_title(separator: str) -> None:
    rows: list[Sequence[object]] = [["Karate savez Srbije, Beograd"], MEMBER_HEADER, ANA, EVA]
    content = code_page_csv(rows, "utf-8", separator)
    assert [len(row.cells) for row in read_rows(SheetUpload(content, "a.csv"), 10)] == [
        1,
        5,
        5,
        5,
    ]


@pytest.mark.parametrize(("make", "name"), [(excel_book, "a.xlsx"), (calc_book, "a.ods")])
def test_a_hidden_column_right_of_an_empty_first_column(
    make: Callable[[list[Tab]], bytes], name: str
) -> None:
    """The reader leaves out empty columns on the left: the hidden one is still found."""
    rows: Rows = [[None, "Ime", "Ime", "Prezime"], [None, "Ana", "Ana (stara)", "Anić"]]
    content = make([Tab("Članovi", rows, hidden_columns=(2,))])
    read = read_rows(SheetUpload(content, name), 10)
    assert [row.cells for row in read] == [("Ime", None, "Prezime"), ("Ana", None, "Anić")]


def test_hidden_columns_as_libreoffice_writes_them_in_an_xlsx() -> None:
    """LibreOffice writes ``hidden="true"`` (Excel ``"1"``), and every column's width."""
    sheet = (
        b'<worksheet><cols><col min="1" max="1" hidden="false" width="11.5"/>'
        b'<col collapsed="false" hidden="true" max="3" min="2" width="11.5"/>'
        b'<col min="4" max="1024" width="11.5"/></cols><sheetData/></worksheet>'
    )
    assert xlsx_hidden(sheet) == [(1, 2)]

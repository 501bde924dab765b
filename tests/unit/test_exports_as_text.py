"""Exports write every text a user typed as text: .xlsx string cells (never a formula), CSV
cells that a spreadsheet program would take for a formula neutralised by an apostrophe;
numbers and dates stay typed."""

import csv
import zipfile
from datetime import date
from io import BytesIO, StringIO

import pytest

from adapters.cli.output import csv_cell, csv_text
from adapters.spreadsheets.writing import write_workbook
from fedreg_core.ports.spreadsheets import Sheet

TYPED = ["=HYPERLINK(\"http://evil.example\",\"x\")", "+1", "-2", "@SUM(A1)", "\tx",
         "＝1", "＋1", "－1", "＠x", "{=1+1}", "Ana"]  # fmt: skip


@pytest.mark.parametrize("text", TYPED)
def test_a_csv_cell_that_looks_like_a_formula_starts_with_an_apostrophe(text: str) -> None:
    [[header], [cell]] = list(csv.reader(StringIO(csv_text([text], [[text]]))))
    expected = text if text == "Ana" or text.startswith("{") else "'" + text
    assert cell == header == expected


def test_a_carriage_return_at_the_start_is_neutralised_too() -> None:
    assert csv_cell("\r=1") == "'\r=1"


def test_numbers_and_dates_stay_as_they_are_in_csv() -> None:
    [_, row] = list(csv.reader(StringIO(csv_text(["a", "b", "c"], [[-5, -2.5, date(2026, 1, 2)]]))))
    assert row == ["-5", "-2.5", "2026-01-02"]


def test_every_text_of_a_workbook_is_a_string_cell() -> None:
    sheet = Sheet("Članovi", ("=Ime", "+Broj"), [[text, -3, date(2010, 5, 17)] for text in TYPED])
    content = write_workbook([sheet])
    xml = zipfile.ZipFile(BytesIO(content)).read("xl/worksheets/sheet1.xml").decode()
    assert "<f>" not in xml
    assert xml.count('t="s"') == 2 + len(TYPED)  # header and texts: shared strings
    assert xml.count("<v>-3</v>") == len(TYPED)  # numbers stay numbers

"""The header row names the columns: Serbian or English, any case, with or without diacritics."""

from collections.abc import Sequence

import pytest

from fedreg_core.domain.enums import Variant
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.header import header_index, match_header
from fedreg_core.sheets.people import SHEETS

MEMBERS = SHEETS[PeopleKind.MEMBERS].columns(Variant.DEFAULT)
REFEREES = SHEETS[PeopleKind.REFEREES].columns(Variant.DEFAULT)


def fields_of(header: Sequence[Cell]) -> dict[int, str]:
    return {i: column.field for i, column in match_header(header, MEMBERS).items()}


@pytest.mark.parametrize(
    "header",
    [
        ["Ime", "Prezime", "Datum rođenja", "Pol", "Pojas"],
        ["IME", "prezime", "datum rodjenja", "POL", "pojas"],
        ["First name", "Last name", "Date of birth", "Sex", "Belt"],
        ["first name", "LAST NAME", "Born", "Gender", "belt"],
        ["Ime*", "Prezime:", "Datum Rođenja", "Pol", "Pojas"],
    ],
)
def test_the_member_columns_in_either_language(header: list[Cell]) -> None:
    assert fields_of(header) == {
        0: "firstName",
        1: "lastName",
        2: "born",
        3: "isMale",
        4: "belt",
    }


def test_columns_in_any_order_and_unknown_columns_left_alone() -> None:
    header = ["R. br.", "Pojas", "Napomena", "Prezime", "Ime", "Pol", "Born"]
    assert fields_of(header) == {1: "belt", 3: "lastName", 4: "firstName", 5: "isMale", 6: "born"}


def test_every_missing_required_column_is_named() -> None:
    with pytest.raises(RuleBroken) as raised:
        match_header(["Ime", "Pol"], MEMBERS)
    assert raised.value.errors == {
        "lastName": "error_import_column_missing",
        "born": "error_import_column_missing",
        "belt": "error_import_column_missing",
    }


def test_a_column_named_twice() -> None:
    with pytest.raises(RuleBroken) as raised:
        match_header(["Ime", "First name", "Prezime", "Born", "Pol", "Pojas"], MEMBERS)
    assert raised.value.errors == {"firstName": "error_import_column_twice"}


def test_optional_columns_may_be_left_out() -> None:
    found = match_header(["Ime", "Prezime", "Dan", "Rang"], REFEREES)
    assert [column.field for column in found.values()] == ["firstName", "lastName", "dan", "rang"]


TITLE = ["Karate savez Srbije", None, None]
HEADER = ["Ime", "Prezime", "Datum rođenja", "Pol", "Pojas"]


@pytest.mark.parametrize(
    ("rows", "index"),
    [
        ([HEADER, ["Ana", "Anić"]], 0),
        ([TITLE, HEADER, ["Ana", "Anić"]], 1),
        ([TITLE, ["Spisak članova", "2026"], ["R. br.", *HEADER], ["1", "Ana"]], 2),
        ([["Ime", "Prezime"], HEADER], 1),  # the row that names the most columns
        ([TITLE, ["Ana", "Anić"]], 0),  # none: the first (what is missing is said of it)
        ([*[TITLE] * 10, HEADER], 0),  # the header only among the first ten rows
        ([], 0),
    ],
)
def test_the_header_is_the_row_that_names_the_most_columns_among_the_first_ten(
    rows: list[list[Cell]], index: int
) -> None:
    assert header_index(rows, MEMBERS) == index

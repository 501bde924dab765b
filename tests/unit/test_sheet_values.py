"""Reading a spreadsheet cell into a field: dates, sex, belts, ranks, text (table-driven)."""

from datetime import date, datetime

import pytest

from fedreg_core.domain.enums import BELTS, RefereeRang, Variant
from fedreg_core.domain.folding import fold
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.values import (
    CellError,
    belt_label,
    kilograms_cell,
    read_belt,
    read_date,
    read_is_male,
    read_optional_date,
    read_optional_text,
    read_rang,
    read_text,
    read_weight,
    read_whole_number,
    shown,
)

DEFAULT_BELTS = BELTS[Variant.DEFAULT]
WFF_BELTS = BELTS[Variant.WFF]


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Đorđević", "djordjevic"),
        ("DJORDJEVIC", "djordjevic"),
        ("  Datum   Rođenja ", "datum rodjenja"),
        ("ŽENSKI", "zenski"),
        ("Čačak Šabac ćevap", "cacak sabac cevap"),
    ],
)
def test_fold_ignores_case_diacritics_and_spacing(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize(
    ("cell", "expected"),
    [
        ("2010-05-17", date(2010, 5, 17)),
        ("17.05.2010.", date(2010, 5, 17)),
        ("17.05.2010", date(2010, 5, 17)),
        ("17. 5. 2010.", date(2010, 5, 17)),
        ("7.5.2010", date(2010, 5, 7)),
        ("05/03/2010", date(2010, 3, 5)),  # the day first, as typed in Serbia
        ("5/3/2010", date(2010, 3, 5)),
        ("5.3.2010", date(2010, 3, 5)),
        ("05.03.2010.", date(2010, 3, 5)),
        (date(2010, 5, 17), date(2010, 5, 17)),
        (datetime(2010, 5, 17, 0, 0), date(2010, 5, 17)),
    ],
)
def test_dates_as_written_or_real_spreadsheet_dates(cell: Cell, expected: date) -> None:
    assert read_date(cell) == expected


@pytest.mark.parametrize(
    ("cell", "key"),
    [
        (None, "required"),
        ("", "required"),
        ("05/17/2010", "error_import_date"),  # no 17th month: the day comes first
        ("5.3.10", "error_import_two_digit_year"),
        ("5.3.10.", "error_import_two_digit_year"),
        ("05/03/10", "error_import_two_digit_year"),
        ("5.3.201", "error_import_date"),
        ("5.3/2010", "error_import_date"),
        ("31.02.2010.", "error_import_date"),
        ("2010-13-01", "error_import_date"),
        (40179.0, "error_import_date"),
        ("maj 2010", "error_import_date"),
    ],
)
def test_what_is_no_date(cell: Cell, key: str) -> None:
    with pytest.raises(CellError) as raised:
        read_date(cell)
    assert raised.value.message_key == key


@pytest.mark.parametrize(
    ("cell", "is_male"),
    [
        ("M", True),
        ("m", True),
        ("muški", True),
        ("Muski", True),
        ("male", True),
        ("Ž", False),
        ("z", False),
        ("F", False),
        ("ženski", False),
        ("Zenski", False),
        ("FEMALE", False),
    ],
)
def test_sex_in_serbian_and_english(cell: str, is_male: bool) -> None:
    assert read_is_male(cell) is is_male


@pytest.mark.parametrize(("cell", "key"), [("X", "error_import_sex"), (None, "required")])
def test_what_is_no_sex(cell: Cell, key: str) -> None:
    with pytest.raises(CellError) as raised:
        read_is_male(cell)
    assert raised.value.message_key == key


@pytest.mark.parametrize(
    ("cell", "belts", "belt"),
    [
        ("PLAVI", DEFAULT_BELTS, "PLAVI"),
        ("plavi", DEFAULT_BELTS, "PLAVI"),
        ("Blue", DEFAULT_BELTS, "PLAVI"),
        ("BLUE", DEFAULT_BELTS, "PLAVI"),
        ("Ljubičasti", DEFAULT_BELTS, "LJUBICASTI"),
        ("narandzasti", DEFAULT_BELTS, "ORANZ"),
        ("žuti", DEFAULT_BELTS, "ZUTI"),
        ("crveni", DEFAULT_BELTS, "CRVENI"),
        ("Plavi", WFF_BELTS, "BLUE"),
        ("blue", WFF_BELTS, "BLUE"),
        ("ORANZ", WFF_BELTS, "ORANGE"),
    ],
)
def test_belts_by_name_in_either_variant(cell: str, belts: tuple[str, ...], belt: str) -> None:
    assert read_belt(cell, belts) == belt


@pytest.mark.parametrize(("cell", "belts"), [("Crveni", WFF_BELTS), ("zlatni", DEFAULT_BELTS)])
def test_a_belt_the_variant_has_not(cell: str, belts: tuple[str, ...]) -> None:
    with pytest.raises(CellError) as raised:
        read_belt(cell, belts)
    assert raised.value.message_key == "error_import_belt"


def test_every_belt_written_is_read_back_in_both_languages() -> None:
    for variant in Variant:
        for belt in BELTS[variant]:
            for language in ("sr", "en"):
                assert read_belt(belt_label(belt, language), BELTS[variant]) == belt


@pytest.mark.parametrize(
    ("cell", "rang"),
    [
        ("NATIONAL_A", RefereeRang.NATIONAL_A),
        ("Nacionalni B", RefereeRang.NATIONAL_B),
        ("international c", RefereeRang.INTEARNATIONAL_C),
        ("Internacionalni D", RefereeRang.INTEARNATIONAL_D),
        ("zapisnicar", RefereeRang.ZAPISNICAR),
        ("Trainee", RefereeRang.TRAINEE),
    ],
)
def test_referee_ranks_by_code_or_name(cell: str, rang: RefereeRang) -> None:
    assert read_rang(cell) == rang


@pytest.mark.parametrize(("cell", "number"), [(3, 3), (3.0, 3), ("3", 3), ("3.", 3), ("3. dan", 3)])
def test_whole_numbers(cell: Cell, number: int) -> None:
    assert read_whole_number(cell) == number


@pytest.mark.parametrize("cell", [3.5, "tri", True])
def test_what_is_no_whole_number(cell: Cell) -> None:
    with pytest.raises(CellError):
        read_whole_number(cell)


@pytest.mark.parametrize(
    ("cell", "key"),
    [
        ('=HYPERLINK("http://evil","Ana")', "error_import_formula"),
        ("x" * 1_000_000, "max_length"),
        ("Ana\x00", "error_name_hidden_characters"),
        ("Predsednik\nkluba", "error_name_hidden_characters"),
        ("Ana\u202eevil", "error_name_hidden_characters"),
    ],
)
def test_text_refused(cell: str, key: str) -> None:
    with pytest.raises(CellError) as raised:
        read_text(cell)
    assert raised.value.message_key == key


def test_text_trimmed_and_numbers_without_decimals() -> None:
    assert read_text("  Ana  ") == "Ana"
    assert read_text(12.0) == "12"
    assert shown("x" * 1_000_000).endswith("…")
    assert len(shown("x" * 1_000_000)) == 60


@pytest.mark.parametrize(
    ("cell", "hectograms"),
    [
        (61.5, 615),
        (60, 600),
        ("61,5", 615),
        ("61.5 kg", 615),
        ("60", 600),
        ("", None),
        (None, None),
    ],
)
def test_weights_in_kilograms_with_one_decimal(cell: Cell, hectograms: int | None) -> None:
    assert read_weight(cell) == hectograms


@pytest.mark.parametrize("cell", [61.55, "61,55", "heavy", True])
def test_what_is_no_weight(cell: Cell) -> None:
    with pytest.raises(CellError) as refused:
        read_weight(cell)
    assert refused.value.message_key == "weight_range"


def test_a_written_weight_is_read_back() -> None:
    assert read_weight(kilograms_cell(615)) == 615
    assert kilograms_cell(None) is None


def test_optional_dates_and_texts_are_none_when_empty() -> None:
    assert read_optional_date("") is None
    assert read_optional_date("10.02.2027.") == date(2027, 2, 10)
    assert read_optional_text("  ") is None
    assert read_optional_text(" SRB-1 ") == "SRB-1"

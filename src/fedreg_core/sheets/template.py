"""The import template of a kind of people: the sheet to fill in (its header, and drop-down
lists where a column takes one of a few values), a sheet with an example row and a sheet
with what each column allows.

The example is written by the same columns an export writes, so it imports as it is; the
drop-down lists offer the labels the export writes, and the allowed values name the other
spellings the import reads too (``values.py``).
"""

from collections.abc import Callable, Sequence
from datetime import date
from itertools import zip_longest

from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.domain.enums import BELTS, RefereeRang, Variant
from fedreg_core.messages import translate
from fedreg_core.ports.people_directory import PeopleKind, Person
from fedreg_core.ports.spreadsheets import Cell, ColumnChoices, Sheet
from fedreg_core.sheets.columns import SheetColumn
from fedreg_core.sheets.people import SHEETS, PeopleSheet
from fedreg_core.sheets.people_import import MAX_IMPORT_ROWS
from fedreg_core.sheets.values import MAX_TEXT, belt_label, rang_label, sex_label

Choices = Callable[[Variant, str], tuple[str, ...]]


def _sexes(_variant: Variant, language: str) -> tuple[str, ...]:
    return sex_label(True, language), sex_label(False, language)


def _belts(variant: Variant, language: str) -> tuple[str, ...]:
    return tuple(belt_label(belt, language) for belt in BELTS[variant])


def _ranks(_variant: Variant, language: str) -> tuple[str, ...]:
    return tuple(rang_label(rang, language) for rang in RefereeRang)


CHOICES: dict[str, Choices] = {"isMale": _sexes, "belt": _belts, "rang": _ranks}
"""The columns that take one of a few values, by field: their drop-down lists."""

ALSO_READ = {"isMale": "sheet_allowed_sex_other", "belt": "sheet_allowed_belt_other"}
"""What else the import reads in a column with a drop-down list."""

DESCRIBED = {
    "born": "sheet_allowed_date",
    "medicalValidUntil": "sheet_allowed_date",
    "weight": "sheet_allowed_weight",
    "dan": "sheet_allowed_dan",
}


def example_person(kind: PeopleKind, variant: Variant, language: str) -> Person:
    """One made-up person of the kind, with every column filled."""
    if kind is PeopleKind.MEMBERS:
        blue = BELTS[variant][3]
        return Member(0, "Đorđe", "Šarić", date(2012, 3, 15), True, blue, weight_hg=415,
                      medical_valid_until=date(2027, 9, 30), licence_number="SRB-1234",
                      consent_date=date(2025, 9, 1), consent_by="Milica Šarić")  # fmt: skip
    if kind is PeopleKind.COACHES:
        return Coach(0, "Jelena", "Ćirić", "WFF-1234", "FP-567")
    if kind is PeopleKind.REFEREES:
        return Referee(0, "Miloš", "Žikić", 2, RefereeRang.NATIONAL_A, "", "WFF-77", "WFF-S-8")
    return Official(0, "Ivana", "Đorđević", translate("sheet_example_funct", language))


def allowed_values(column: SheetColumn, variant: Variant, language: str) -> list[str]:
    """What a column's cells may hold, one value or rule a line."""
    choices = CHOICES.get(column.field)
    if choices is not None:
        lines = list(choices(variant, language))
        if column.field in ALSO_READ:
            lines.append(translate(ALSO_READ[column.field], language))
    elif column.field in DESCRIBED:
        lines = [translate(DESCRIBED[column.field], language)]
    elif column.hint_key is not None:
        lines = [translate(column.hint_key, language)]
    else:
        lines = [translate("sheet_allowed_text", language, {"max": MAX_TEXT})]
    if not column.required:
        lines.append(translate("sheet_allowed_optional", language))
    return lines


def _choices(
    columns: Sequence[SheetColumn], variant: Variant, language: str
) -> tuple[ColumnChoices, ...]:
    title, message = (translate(key, language) for key in ("sheet_choose_title", "sheet_choose"))
    return tuple(
        ColumnChoices(index, choices(variant, language), title, message, MAX_IMPORT_ROWS)
        for index, column in enumerate(columns)
        if (choices := CHOICES.get(column.field)) is not None
    )


def template_sheets(kind: PeopleKind, variant: Variant, language: str) -> list[Sheet]:
    """The sheet to fill in (named as the kind, so the import finds it), the example and
    the allowed values."""
    sheet: PeopleSheet = SHEETS[kind]
    columns = sheet.columns(variant)
    header = tuple(translate(column.header_key, language) for column in columns)
    example = sheet.row(example_person(kind, variant, language), columns, language)
    allowed = [allowed_values(column, variant, language) for column in columns]
    allowed_rows: list[list[Cell]] = [list(row) for row in zip_longest(*allowed)]
    choices = _choices(columns, variant, language)
    return [
        Sheet(translate(sheet.title_key, language), header, [], choices),
        Sheet(translate("sheet_example", language), header, [example]),
        Sheet(translate("sheet_allowed", language), header, allowed_rows),
    ]

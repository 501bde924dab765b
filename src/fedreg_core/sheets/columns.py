"""The columns a club's people are imported and exported in: one definition for both.

A column names a field of the API (``firstName``) and of the entity (``first_name``), its
header (a message key, so sr and en), other headers it is known by, how a cell is read and
how a value is written. ``fallback`` stands in for a cell that cannot be read, so that the
person's other rules still run and every problem of a row is reported at once.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import RefereeRang, Variant
from fedreg_core.domain.plain_fields import PlainText, camel, plain_fields
from fedreg_core.ports.spreadsheets import Cell
from fedreg_core.sheets.values import (
    belt_label,
    kilograms_cell,
    rang_label,
    read_belt,
    read_date,
    read_is_male,
    read_name,
    read_optional_date,
    read_optional_name,
    read_optional_text,
    read_rang,
    read_text,
    read_weight,
    read_whole_number,
    sex_label,
)

Reader = Callable[[Cell, tuple[str, ...]], object]
"""Reads a cell; the second argument is the variant's belts."""
Writer = Callable[[object, str], Cell]
"""Writes a value in a language."""

WFF_ONLY = frozenset({Variant.WFF})
ALL_VARIANTS = frozenset(Variant)


def _text(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_text(cell)


def _name(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_name(cell)


def _date(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_date(cell)


def _is_male(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_is_male(cell)


def _dan(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_whole_number(cell)


def _rang(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_rang(cell)


def _weight(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_weight(cell)


def _optional_date(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_optional_date(cell)


def _optional_text(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_optional_text(cell)


def _optional_name(cell: Cell, _belts: tuple[str, ...]) -> object:
    return read_optional_name(cell)


def _kilograms(value: object, _language: str) -> Cell:
    assert value is None or isinstance(value, int)
    return kilograms_cell(value)


def _as_is(value: object, _language: str) -> Cell:
    assert value is None or isinstance(value, str | int | date)
    return value


def _sex(value: object, language: str) -> Cell:
    return sex_label(bool(value), language)


def _belt(value: object, language: str) -> Cell:
    return belt_label(str(value), language)


def _rang_name(value: object, language: str) -> Cell:
    return rang_label(RefereeRang(str(value)), language)


@dataclass(frozen=True, slots=True)
class SheetColumn:
    field: str
    attribute: str
    header_key: str
    read: Reader = _text
    write: Writer = _as_is
    fallback: object = ""
    required: bool = True
    """The header must have it (an optional column may be left out, not a cell of it)."""
    aliases: tuple[str, ...] = ()
    variants: frozenset[Variant] = ALL_VARIANTS
    hint_key: str | None = None
    """The message that says what a cell may hold, when it is not just text (the template's
    sheet of allowed values)."""


def plain_column(name: str, plain: PlainText) -> SheetColumn:
    """The column of a plain field: optional, read as its spec writes it."""

    def read(cell: Cell, _belts: tuple[str, ...]) -> object:
        return plain.normalized(read_optional_text(cell))

    aliases = plain.aliases
    return SheetColumn(camel(name), name, plain.header_key, read, fallback=None, required=False,
                       aliases=aliases, hint_key=plain.rule_key)  # fmt: skip


FIRST_NAME = SheetColumn(
    "firstName", "first_name", "sheet_first_name", _name, aliases=("firstname", "given name")
)
LAST_NAME = SheetColumn(
    "lastName",
    "last_name",
    "sheet_last_name",
    _name,
    aliases=("lastname", "surname", "family name"),
)
BORN = SheetColumn(
    "born",
    "born",
    "sheet_born",
    _date,
    fallback=date(2000, 1, 1),
    aliases=("born", "rodjen", "rodjena", "datum rodj.", "birth date", "birthday", "dob"),
)
SEX = SheetColumn("isMale", "is_male", "sheet_sex", _is_male, _sex, True, aliases=("gender", "pol"))
BELT = SheetColumn("belt", "belt", "sheet_belt", lambda cell, belts: read_belt(cell, belts),
                   _belt, fallback="", aliases=("kyu", "pojas"))  # fmt: skip
CERTIFICATE = SheetColumn(
    "noCertificateWff",
    "no_certificate_wff",
    "sheet_certificate_wff",
    required=False,
    variants=WFF_ONLY,
)
PASSPORT = SheetColumn(
    "noFudokanPassport",
    "no_fudokan_passport",
    "sheet_fudokan_passport",
    required=False,
    variants=WFF_ONLY,
)
DAN = SheetColumn("dan", "dan", "sheet_dan", _dan, fallback=1)
RANG = SheetColumn(
    "rang", "rang", "sheet_rang", _rang, _rang_name, RefereeRang.NATIONAL_A, aliases=("rank",)
)
RANG_OTHER = SheetColumn("rangOther", "rang_other", "sheet_rang_other", required=False)
REFEREE_CERTIFICATE = SheetColumn(
    "noRefereeCertificateWff",
    "no_referee_certificate_wff",
    "sheet_referee_certificate_wff",
    required=False,
    variants=WFF_ONLY,
)
FUNCT = SheetColumn("funct", "funct", "sheet_funct", aliases=("function", "role", "uloga"))

WEIGHT = SheetColumn(
    "weight",
    "weight_hg",
    "sheet_weight",
    _weight,
    _kilograms,
    None,
    required=False,
    aliases=("tezina", "weight (kg)", "kg"),
)
MEDICAL = SheetColumn(
    "medicalValidUntil",
    "medical_valid_until",
    "sheet_medical_valid_until",
    _optional_date,
    fallback=None,
    required=False,
    aliases=("lekarski", "lekarsko", "medical", "medical certificate"),
)
LICENCE = SheetColumn(
    "licenceNumber",
    "licence_number",
    "sheet_licence_number",
    _optional_text,
    fallback=None,
    required=False,
    aliases=("licenca", "licence", "license", "license number"),
)

CONSENT_DATE = SheetColumn(
    "consentDate",
    "consent_date",
    "sheet_consent_date",
    _optional_date,
    fallback=None,
    required=False,
    aliases=("datum saglasnosti", "consent date"),
    hint_key="sheet_allowed_consent_date",
)
CONSENT_BY = SheetColumn(
    "consentBy",
    "consent_by",
    "sheet_consent_by",
    _optional_name,
    fallback=None,
    required=False,
    aliases=("saglasnost dao", "saglasnost dala", "consent given by", "consent by"),
    hint_key="sheet_allowed_consent_by",
)
"""A parent's consent for a minor (``domain.consent``): both cells or neither
(``sheets.consent``); the scanned copy stays out of a spreadsheet."""

MEMBER_PLAIN_COLUMNS = tuple(plain_column(name, plain) for name, plain in plain_fields(Member))
MEMBER_COLUMNS = (FIRST_NAME, LAST_NAME, BORN, SEX, BELT, WEIGHT, MEDICAL, LICENCE,
                  *MEMBER_PLAIN_COLUMNS, CONSENT_DATE, CONSENT_BY)  # fmt: skip
COACH_COLUMNS = (FIRST_NAME, LAST_NAME, CERTIFICATE, PASSPORT)
REFEREE_COLUMNS = (
    FIRST_NAME,
    LAST_NAME,
    DAN,
    RANG,
    RANG_OTHER,
    CERTIFICATE,
    REFEREE_CERTIFICATE,
    PASSPORT,
)
OFFICIAL_COLUMNS = (FIRST_NAME, LAST_NAME, FUNCT)


def in_variant(columns: tuple[SheetColumn, ...], variant: Variant) -> tuple[SheetColumn, ...]:
    return tuple(column for column in columns if variant in column.variants)

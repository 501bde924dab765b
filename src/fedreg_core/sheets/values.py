"""Reading one spreadsheet cell into a person's field, and writing it back.

Every reader takes the cell as the file holds it and answers the field's value, or raises
``CellError`` with the message key to report. Names are matched without case and diacritics.
"""

import re
from collections.abc import Iterable
from datetime import date, datetime

from fedreg_core.domain.enums import DefaultBelt, RefereeRang, WffBelt
from fedreg_core.domain.folding import fold
from fedreg_core.domain.names import clean_name, name_has_no_hidden_characters
from fedreg_core.messages import LANGUAGES, translate
from fedreg_core.ports.spreadsheets import Cell

MAX_TEXT = 200
"""The longest text a cell of a person may hold."""
SHOWN_TEXT = 60
"""How much of a cell an import report repeats."""
FORMULA_START = "="

_ISO_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_DAY_FIRST_DATE = re.compile(r"^(\d{1,2})([./])\s*(\d{1,2})\2\s*(\d+)\.?$")
"""Day, month, year as typed in Serbia: 5.3.2010, 05.03.2010., 05/03/2010."""
_WHOLE_NUMBER = re.compile(r"^(\d{1,3})\.?(\s*dan)?$")
_KILOGRAMS = re.compile(r"^(\d{1,3})(?:[.,](\d))?\s*(kg)?$")

_MALE = frozenset({"m", "muski", "musko", "male", "man"})
_FEMALE = frozenset({"z", "f", "zenski", "zensko", "female", "woman", "w"})

# Each colour of belt under its name in the default and the WFF variant (red: default only).
BELT_COLOURS: tuple[tuple[str, str | None], ...] = (
    (DefaultBelt.CRNI, WffBelt.BLACK),
    (DefaultBelt.BRAON, WffBelt.BROWN),
    (DefaultBelt.LJUBICASTI, WffBelt.PURPLE),
    (DefaultBelt.PLAVI, WffBelt.BLUE),
    (DefaultBelt.ZELENI, WffBelt.GREEN),
    (DefaultBelt.CRVENI, None),
    (DefaultBelt.ORANZ, WffBelt.ORANGE),
    (DefaultBelt.ZUTI, WffBelt.YELLOW),
    (DefaultBelt.BELI, WffBelt.WHITE),
)


class CellError(ValueError):
    """A cell that does not hold a value of its field: ``message_key`` says why."""

    def __init__(self, message_key: str) -> None:
        super().__init__(message_key)
        self.message_key = message_key


def cell_text(cell: Cell) -> str:
    """The cell as text: dates as yyyy-mm-dd, whole numbers without ``.0``, empty as ''."""
    if cell is None:
        return ""
    if isinstance(cell, datetime):
        return cell.date().isoformat() if cell.time() == datetime.min.time() else cell.isoformat()
    if isinstance(cell, date):
        return cell.isoformat()
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    return str(cell)


def shown(cell: Cell) -> str:
    """The cell as an import report repeats it: its text, cut short when long."""
    text = cell_text(cell).strip()
    return text if len(text) <= SHOWN_TEXT else text[: SHOWN_TEXT - 1] + "…"


def _bounded(text: str) -> str:
    if len(text) > MAX_TEXT:
        raise CellError("max_length")
    return text


def read_text(cell: Cell) -> str:
    """Text of at most ``MAX_TEXT`` characters, no hidden characters (as names), no formula."""
    text = _bounded(cell_text(cell).strip())
    if not name_has_no_hidden_characters(text):
        raise CellError("error_name_hidden_characters")
    if text.startswith(FORMULA_START):
        raise CellError("error_import_formula")
    return text


def read_name(cell: Cell) -> str:
    """A name of at most ``MAX_TEXT`` characters, cleaned as the API cleans it; the name rule
    (``Validation.name``) judges it with the rest of the row, as it judges the API's."""
    return _bounded(clean_name(cell_text(cell)))


def read_optional_name(cell: Cell) -> str | None:
    """``read_name``, or ``None`` for an empty cell."""
    return read_name(cell) or None


def read_date(cell: Cell) -> date:
    """A real spreadsheet date, or text as yyyy-mm-dd, dd.mm.yyyy. (last dot optional) or
    dd/mm/yyyy, the day first; a year of two digits is refused (which century?)."""
    if isinstance(cell, datetime):
        return cell.date()
    if isinstance(cell, date):
        return cell
    text = read_text(cell)
    if not text:
        raise CellError("required")
    iso, day_first = _ISO_DATE.match(text), _DAY_FIRST_DATE.match(text)
    if day_first and len(day_first[4]) == 2:
        raise CellError("error_import_two_digit_year")
    try:
        if iso:
            return date(int(iso[1]), int(iso[2]), int(iso[3]))
        if day_first and len(day_first[4]) == 4:
            return date(int(day_first[4]), int(day_first[3]), int(day_first[1]))
    except ValueError:
        pass  # a day or month out of range
    raise CellError("error_import_date")


def read_optional_date(cell: Cell) -> date | None:
    """``read_date``, or ``None`` for an empty cell."""
    return None if cell_text(cell).strip() == "" else read_date(cell)


def read_optional_text(cell: Cell) -> str | None:
    """``read_text``, or ``None`` for an empty cell."""
    return read_text(cell) or None


def read_weight(cell: Cell) -> int | None:
    """Kilograms with at most one decimal (61.5, "61,5", "61.5 kg") as hectograms (615);
    ``None`` for an empty cell."""
    if isinstance(cell, bool):
        raise CellError("weight_range")
    if isinstance(cell, int | float):
        tenths = round(cell * 10)
        if abs(cell * 10 - tenths) > 1e-6:
            raise CellError("weight_range")
        return tenths
    text = fold(read_text(cell))
    if not text:
        return None
    match = _KILOGRAMS.match(text)
    if match is None:
        raise CellError("weight_range")
    return int(match[1]) * 10 + int(match[2] or 0)


def kilograms_cell(hectograms: int | None) -> float | None:
    """A weight to write: kilograms (61.5), empty when unknown."""
    return None if hectograms is None else hectograms / 10


def read_is_male(cell: Cell) -> bool:
    """M, Ž, Z, F, muški, ženski, male, female (any case, with or without diacritics)."""
    text = fold(read_text(cell))
    if not text:
        raise CellError("required")
    if text in _MALE:
        return True
    if text in _FEMALE:
        return False
    raise CellError("error_import_sex")


def read_whole_number(cell: Cell) -> int:
    """A whole number: 3, 3.0, "3", "3." or "3. dan"."""
    if isinstance(cell, bool):
        raise CellError("integer")
    if isinstance(cell, int):
        return cell
    if isinstance(cell, float) and cell.is_integer():
        return int(cell)
    match = _WHOLE_NUMBER.match(fold(read_text(cell)))
    if match is None:
        raise CellError("integer")
    return int(match[1])


def _names(codes: Iterable[str], prefix: str) -> dict[str, str]:
    """Each code under its folded code and its label in every language."""
    names: dict[str, str] = {}
    for code in codes:
        names[fold(code)] = code
        for language in LANGUAGES:
            names[fold(translate(f"{prefix}{code}", language))] = code
    return names


_BELT_NAMES = {
    name: colour
    for colour, (default, wff) in enumerate(BELT_COLOURS)
    for name in [*_names([default], "belt_"), *([fold(wff)] if wff else [])]
}
_RANG_NAMES = _names(RefereeRang, "rang_")
_RANG_NAMES.update({fold(r.replace("INTEARNATIONAL", "INTERNATIONAL")): r for r in RefereeRang})


def read_belt(cell: Cell, belts: Iterable[str]) -> str:
    """The belt of the variant (``belts``) named by a code or a colour of either variant."""
    text = read_text(cell)
    if not text:
        raise CellError("required")
    colour = _BELT_NAMES.get(fold(text))
    offered = set(belts)
    if colour is not None:
        for code in BELT_COLOURS[colour]:
            if code in offered:
                return str(code)
    raise CellError("error_import_belt")


def read_rang(cell: Cell) -> RefereeRang:
    text = read_text(cell)
    if not text:
        raise CellError("required")
    rang = _RANG_NAMES.get(fold(text))
    if rang is None:
        raise CellError("error_import_rang")
    return RefereeRang(rang)


def belt_label(belt: str, language: str) -> str:
    """A belt's name to write: the default variant's label of its colour."""
    for default, wff in BELT_COLOURS:
        if belt in (default, wff):
            return translate(f"belt_{default}", language)
    return belt


def sex_label(is_male: bool, language: str) -> str:
    return translate("sex_male" if is_male else "sex_female", language)


def rang_label(rang: RefereeRang, language: str) -> str:
    return translate(f"rang_{rang.value}", language)

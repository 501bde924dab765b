"""How listings print: ``--format table`` for people, ``csv`` and ``json`` for programs.

A listing is columns (a machine name for CSV headers and JSON keys, a title for the table)
and rows of plain values; every format shows the same rows.
"""

import csv
import io
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import typer


class Format(StrEnum):
    TABLE = "table"
    CSV = "csv"
    JSON = "json"


FORMAT_OPTION: Any = typer.Option(Format.TABLE, "--format", help="table, csv or json.")


@dataclass(frozen=True, slots=True)
class Column:
    key: str
    title: str

    @property
    def attribute(self) -> str:
        """The attribute the column shows: ``short_name`` for ``shortName``."""
        return re.sub(r"[A-Z]", lambda capital: f"_{capital[0].lower()}", self.key)


def record_of(value: object, columns: Sequence[Column]) -> dict[str, Any]:
    """The value's attributes the columns show, by the columns' keys."""
    return {column.key: getattr(value, column.attribute) for column in columns}


def text_table(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """Columns as wide as their widest cell, a rule under the header."""
    cells = [[str(c) for c in header], *[[_cell(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(line.rstrip() for line in lines)


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\uff1d", "\uff0b", "\uff0d", "\uff20")
"""What a spreadsheet program may take for the start of a formula (the full-width forms
too): a text cell starting so gets a leading apostrophe (OWASP, CSV injection)."""


def csv_cell(value: object) -> str:
    """Text as text: numbers and dates stay as they are, a negative number included."""
    text = _cell(value)
    return "'" + text if isinstance(value, str) and text.startswith(FORMULA_STARTS) else text


def csv_text(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow([csv_cell(title) for title in header])
    writer.writerows([[csv_cell(c) for c in row] for row in rows])
    return buffer.getvalue().rstrip("\n")


def json_text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2, default=str)


def _cell(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def listing_text(
    columns: Sequence[Column], rows: Sequence[Mapping[str, Any]], output: Format, empty: str
) -> str:
    """The rows in the chosen format; ``empty`` in a table without rows."""
    if output == Format.JSON:
        return json_text([{c.key: row[c.key] for c in columns} for row in rows])
    values = [[row[c.key] for c in columns] for row in rows]
    if output == Format.CSV:
        return csv_text([c.key for c in columns], values)
    return text_table([c.title for c in columns], values) if rows else empty


def record_text(columns: Sequence[Column], row: Mapping[str, Any], output: Format) -> str:
    """One item: ``Title: value`` lines in a table, an object in JSON, one row in CSV."""
    if output == Format.JSON:
        return json_text({c.key: row[c.key] for c in columns})
    if output == Format.CSV:
        return listing_text(columns, [row], output, "")
    width = max(len(c.title) for c in columns)
    return "\n".join(f"{c.title + ':':<{width + 1}} {_cell(row[c.key])}".rstrip() for c in columns)

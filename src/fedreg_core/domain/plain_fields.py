"""Plain fields: a person's optional short text with no rule but its shape (a nationality's
country code, say), declared once on the entity with ``plain_text``.

The club edits it and sees it in its lists; other clubs do not see it (a member's fields are
private unless ``permissions.MEMBER_PUBLIC_FIELDS`` names them). Everything else is taken from
the declaration: the HTTP bodies and answers
(``adapters/http/schemas/conversion/plain_fields.py``), the SQL column
(``adapters/sql/models/plain_fields.py``), the spreadsheet column of people.xlsx
(``sheets/columns.py``), the entries export and the form rule (``rules.check_member``). A new
one needs its migration, its column header and rule message in the catalogue, and the webapp's
field (``webapp/src/features/people/kinds/member-plain-fields.ts``).
"""

import re
from dataclasses import dataclass, field, fields
from typing import Any

PLAIN = "plain"
"""The key of a plain field's ``PlainText`` in its dataclass field's metadata."""


@dataclass(frozen=True, slots=True)
class PlainText:
    """How a plain field is written and read."""

    header_key: str
    """The catalogue key of its column header in spreadsheets (``sheet_nationality``)."""
    rule_key: str
    """The catalogue key of the message when a value does not have the shape."""
    max_length: int
    pattern: str
    """A regular expression the whole value matches (after ``normalized``)."""
    aliases: tuple[str, ...] = ()
    """Other column headers a spreadsheet may name it by (compared folded)."""
    upper: bool = False
    """Written in capitals whatever was typed (``srb`` is ``SRB``)."""

    def normalized(self, value: str | None) -> str | None:
        """Without its outer blanks, in capitals when ``upper``; ``None`` for a blank value."""
        text = (value or "").strip()
        if not text:
            return None
        return text.upper() if self.upper else text

    def accepts(self, value: str | None) -> bool:
        """No value, or one of the field's shape."""
        return value is None or (
            len(value) <= self.max_length and re.fullmatch(self.pattern, value) is not None
        )


def plain_text(spec: PlainText) -> Any:
    """The dataclass field of a plain field: ``None`` until set."""
    return field(default=None, metadata={PLAIN: spec})


def plain_fields(entity: type) -> tuple[tuple[str, PlainText], ...]:
    """The plain fields of an entity, in declaration order, with their specs."""
    return tuple((f.name, f.metadata[PLAIN]) for f in fields(entity) if PLAIN in f.metadata)


def camel(name: str) -> str:
    """A field's JSON name: ``licence_number`` is ``licenceNumber``."""
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)

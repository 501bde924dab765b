"""Serbian Latin text written in Cyrillic: how the ``sr-Cyrl`` catalogues are made from the
``sr`` ones, so that no Cyrillic copy is kept by hand.

The letter table is the one ``folding`` reads Cyrillic with (``SERBIAN_CYRILLIC_TO_LATIN``),
read the other way; a longer Latin spelling wins over a shorter one (``lj`` → ``љ`` before
``l`` → ``л``, ``dž`` → ``џ``), and a capital digraph is one capital (``Lj``, ``LJ`` → ``Љ``).
Words where two letters only look like a digraph (``nadživeti``) are not told apart.

What stays Latin (``_KEPT``): placeholders (``{name}``, ``{{count}}``), HTML tags, URLs,
e-mail addresses, date formats (``DD.MM.YYYY. HH:mm``), file extensions (``.pdf``), words
with a letter Serbian does not have (q, w, x, y: ``WFF``, ``XLSX``, ``Idempotency-Key``) and
the words of ``KEEP_LATIN``.
"""

import re
from collections.abc import Mapping

from fedreg_core.domain.folding import SERBIAN_CYRILLIC_TO_LATIN

KEEP_LATIN = ("PDF", "CSV", "ODS", "ODT", "DOC", "URL", "ASCII", "UTF", "email", "Email",
              "e-mail", "E-mail", "fedreg", "Excel", "LibreOffice", "Typst",
              "English", "EN")  # fmt: skip
"""Names of formats and brands, written in Latin in Cyrillic text too (the webapp's
``src/lib/cyrillic.ts`` keeps the same list; tests/data/transliteration.json holds the cases
both must pass)."""


def _letters() -> dict[str, str]:
    table: dict[str, str] = {}
    for cyrillic, latin in SERBIAN_CYRILLIC_TO_LATIN.items():
        for spelling, letter in ((latin, cyrillic), (latin.upper(), cyrillic.upper()),
                                 (latin.capitalize(), cyrillic.upper())):  # fmt: skip
            table[spelling] = letter
    return table


_TABLE = _letters()
_LATIN = re.compile("|".join(re.escape(s) for s in sorted(_TABLE, key=len, reverse=True)))
_KEPT = re.compile(
    r"\{\{?[^{}]*\}\}?"  # placeholders
    r"|<[^<>]*>"  # HTML tags
    r"|https?://\S+"  # URLs
    r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"  # e-mail addresses
    r"|\b(?:YYYY|MM|DD|HH|mm|ss)(?:[.:/ -]+(?:YYYY|MM|DD|HH|mm|ss)\b)+\.?"  # date formats
    r"|(?<!\w)\.[A-Za-z0-9]+"  # file extensions
    r"|\b[\w-]*[qwxyQWXY][\w-]*\b"  # foreign words
    r"|\b(?:" + "|".join(re.escape(word) for word in KEEP_LATIN) + r")\b"
)


def _letters_of(text: str) -> str:
    return _LATIN.sub(lambda match: _TABLE[match[0]], text)


def to_cyrillic(text: str) -> str:
    """``text`` (Serbian Latin) in Serbian Cyrillic, what stays Latin left as it is."""
    parts, start = [], 0
    for kept in _KEPT.finditer(text):
        parts += [_letters_of(text[start : kept.start()]), kept[0]]
        start = kept.end()
    parts.append(_letters_of(text[start:]))
    return "".join(parts)


def cyrillic_catalogue(latin: Mapping[str, str]) -> dict[str, str]:
    """Every message of a Serbian Latin catalogue in Cyrillic, under the same keys."""
    return {key: to_cyrillic(text) for key, text in latin.items()}

"""Text compared the way people write names and headers: without case, diacritics and script.

``fold("Đorđević") == fold("DJORDJEVIC") == fold("Ђорђевић") == "djordjevic"``: Serbian
Cyrillic is written in Latin by the fixed letter table (љ → lj, њ → nj, џ → dž, ђ → đ, ...),
letters lose their accents (č → c, š → s, ž → z, ć → c), đ becomes dj as Serbian writes it
without diacritics, and runs of spaces become one.

Stored keys are made with this function (the clubs' ``name_key``): a change of what it folds
needs a migration that computes those keys again.

Searches compare ``search_fold``: the folded text with ``dj`` read as ``d``, so that the
``Dordevic`` typed on a keyboard without ``đ`` (or a phone that drops the accents) finds
``Đorđević`` (``djordjevic``), as ``Djordjevic`` and ``Ђорђевић`` do.
"""

import unicodedata

# Letters that Unicode does not decompose into a base letter and an accent.
_SPELLED_OUT = {"đ": "dj", "ð": "d", "ø": "o", "ł": "l", "ß": "ss", "æ": "ae"}

# The Serbian Cyrillic alphabet in Latin letters (lower case): letter for letter, and the
# three letters that Latin writes with two.
SERBIAN_CYRILLIC_TO_LATIN = {
    **dict(zip("абвгдђежзијклмнопрстћуфхцчш", "abvgdđežzijklmnoprstćufhcčš", strict=True)),
    **{"љ": "lj", "њ": "nj", "џ": "dž"},
}


def _bare(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _folded_latin(letters: str) -> str:
    return "".join(_SPELLED_OUT.get(c) or _bare(c) for c in letters)


# Every lower-case Latin letter with a diacritic (U+00C0 to U+024F) and every Serbian Cyrillic
# letter with its bare Latin letters, made once, so that names of these letters fold in one
# ``str.translate``; others take _bare.
_TABLE = {
    ord(c): _folded_latin(c)
    for c in (chr(code).casefold() for code in range(0xC0, 0x250))
    if len(c) == 1 and not c.isascii()
} | {ord(cyrillic): _folded_latin(latin) for cyrillic, latin in SERBIAN_CYRILLIC_TO_LATIN.items()}


def fold(text: str) -> str:
    """``text`` without case, accents, script and repeated spaces, for comparing."""
    folded = text.casefold().translate(_TABLE)
    if not folded.isascii():  # letters beyond the table (Greek, ...), or combining accents
        folded = _bare(folded).translate(_TABLE)
    return " ".join(folded.split())


def search_fold(text: str) -> str:
    """``fold(text)`` with ``dj`` as ``d``: what a name search compares (the stored folded
    keys are read the same way, ``adapters.sql.listing.folded_like``)."""
    return fold(text).replace("dj", "d")

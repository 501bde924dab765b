"""Text compared the way people write names and headers: without case and diacritics.

``fold("Đorđević") == fold("DJORDJEVIC") == "djordjevic"``: letters lose their accents
(č → c, š → s, ž → z, ć → c), đ becomes dj as Serbian writes it without diacritics, and runs
of spaces become one.
"""

import unicodedata

# Letters that Unicode does not decompose into a base letter and an accent.
_SPELLED_OUT = {"đ": "dj", "ð": "d", "ø": "o", "ł": "l", "ß": "ss", "æ": "ae"}


def _bare(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# Every lower-case Latin letter with a diacritic (U+00C0 to U+024F) and its bare letters, made
# once, so that names of these letters fold in one ``str.translate``; others take _bare.
_LATIN = {
    ord(c): _SPELLED_OUT.get(c) or _bare(c)
    for c in (chr(code).casefold() for code in range(0xC0, 0x250))
    if len(c) == 1 and not c.isascii()
}


def fold(text: str) -> str:
    """``text`` without case, accents and repeated spaces, for comparing."""
    folded = text.casefold().translate(_LATIN)
    if not folded.isascii():  # letters beyond Latin Extended-B (Greek, Cyrillic, ...)
        folded = _bare(folded)
    return " ".join(folded.split())

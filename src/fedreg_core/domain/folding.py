"""Text compared the way people write names and headers: without case and diacritics.

``fold("Đorđević") == fold("DJORDJEVIC") == "djordjevic"``: letters lose their accents
(č → c, š → s, ž → z, ć → c), đ becomes dj as Serbian writes it without diacritics, and runs
of spaces become one.
"""

import unicodedata

# Letters that Unicode does not decompose into a base letter and an accent.
_SPELLED_OUT = str.maketrans({"đ": "dj", "ð": "d", "ø": "o", "ł": "l", "ß": "ss", "æ": "ae"})


def fold(text: str) -> str:
    """``text`` without case, accents and repeated spaces, for comparing."""
    lowered = text.casefold().translate(_SPELLED_OUT)
    decomposed = unicodedata.normalize("NFKD", lowered)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.split())

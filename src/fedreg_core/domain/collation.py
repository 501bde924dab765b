"""Names in the order of the Serbian alphabet, as ICU's ``sr-Latn`` collation orders them.

A B C Č Ć D Dž Đ E F G H I J K L Lj M N Nj O P R S Š T U V Z Ž: ``Čolić`` before ``Ćirić``,
both after ``Cvetić`` and before ``Dimić``; ``lj``, ``nj`` and ``dž`` are letters of their own
(``Lukić`` before ``Ljubić``, ``Nović`` before ``Njegoš``, ``Dzajić`` before ``Džajić``).
Cyrillic comes after Latin, in the Serbian Cyrillic alphabet (``CYRILLIC_ALPHABET``: ђ after
д, љ after л, ћ after т, џ after ч). Spaces and punctuation come before digits, digits before
letters. Ties are broken as ICU breaks them: first by other accents (``Ana`` before ``Ána``),
then by case (``ana`` before ``Ana``), and last by the text itself.

``serbian_key`` is a byte string whose byte order is that order: the server sorts names for
PDFs and spreadsheets with it, and SQLite, which has no such collation, orders lists by it (a
function registered on every connection, ``adapters.sql.engine``); PostgreSQL orders them by
its ICU collation ``sr-Latn-x-icu``. The tests hold both to the same order of real names, in
both scripts (``tests/integration/test_sql_serbian_order.py``).

Beyond Serbian the order is near ICU's, not equal to it (Greek, letters such as ``æ`` or
``þ``, the tie-breaking of rare accents).
"""

import functools
import unicodedata

SERBIAN_KEYS_KEPT = 16_384

LATIN_ALPHABET = (
    "a", "b", "c", "č", "ć", "d", "dž", "đ", "e", "f", "g", "h", "i", "j", "k", "l", "lj",
    "m", "n", "nj", "o", "p", "q", "r", "s", "š", "t", "u", "v", "w", "x", "y", "z", "ž",
)  # fmt: skip
"""The Serbian Latin alphabet with q, w, x and y where other Latin alphabets put them."""

CYRILLIC_ALPHABET = "абвгѓґдђеёєжзѕиіїйјкќлљмнњопрстћуўфхцчџшщъыьэюя"
"""The Serbian Cyrillic letters in their order, the other Cyrillic ones where ICU puts them."""

# The order of what is not a letter or digit, as ICU orders it (spaces first).
_PUNCTUATION = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$"
# Accents as ICU orders them when they are the only difference (``e é è ĕ ê ě ë ẽ ė``).
_ACCENTS = "\u0301\u0300\u0306\u0302\u030c\u030a\u0308\u030b\u0303\u0307\u0328\u0327\u0304"
_CARON, _ACUTE = "\u030c", "\u0301"
# Serbian letters that Unicode writes as a base letter and an accent.
_ACCENTED_LETTERS = {("c", _CARON): "č", ("c", _ACUTE): "ć", ("s", _CARON): "š", ("z", _CARON): "ž"}
# Latin letters that are another letter (or two) with a difference ICU sees only on ties.
_LIKE = {"æ": "ae", "ß": "ss", "ø": "o", "ł": "l"}

_PUNCTUATION_BASE, _DIGIT_BASE, _LATIN_BASE, _OTHER_LATIN_BASE = 2, 100, 200, 300
_CYRILLIC_BASE, _OTHER_BASE = 1000, 2000
_PRIMARY: dict[str, int] = {
    **{c: _PUNCTUATION_BASE + n for n, c in enumerate(_PUNCTUATION)},
    **{str(d): _DIGIT_BASE + d for d in range(10)},
    **{letter: _LATIN_BASE + n for n, letter in enumerate(LATIN_ALPHABET)},
    **{letter: _CYRILLIC_BASE + n for n, letter in enumerate(CYRILLIC_ALPHABET)},
    "þ": _OTHER_LATIN_BASE,
}
_DIGRAPHS = {("l", "j"): "lj", ("n", "j"): "nj", ("d", "ž"): "dž"}
_LOWER, _TITLE, _UPPER = 2, 3, 4
_COMMON, _LEVEL = 2, b"\x01"


def _primary(letter: str) -> int:
    found = _PRIMARY.get(letter)
    if found is not None:
        return found
    if letter.isspace():
        return _PUNCTUATION_BASE
    return _OTHER_BASE + ord(letter)


def _two_bytes(weight: int) -> bytes:
    """``weight`` as two bytes, each 2 or more (1 separates the levels); in order."""
    weight = min(weight, 253 * 254 + 253)
    return bytes((2 + weight // 254, 2 + weight % 254))


def _accent(mark: str) -> int:
    place = _ACCENTS.find(mark)
    return _COMMON + 1 + (place if place >= 0 else len(_ACCENTS) + ord(mark) % 200)


def _clusters(text: str) -> list[tuple[str, bool, list[str]]]:
    """Each letter of ``text`` with its case and its accents: Serbian letters whole (``č``),
    other accents apart (``é``: ``e`` with U+0301); ``đ``, ``æ``... with a tie-breaking
    difference of their own."""
    found: list[tuple[str, bool, list[str]]] = []
    for char in unicodedata.normalize("NFKD", text):
        if unicodedata.combining(char) and found:
            letter, upper, marks = found[-1]
            serbian = _ACCENTED_LETTERS.get((letter, char))
            if serbian and not marks:
                found[-1] = (serbian, upper, marks)
            else:
                marks.append(char)
            continue
        lower = char.lower() if len(char.lower()) == 1 else char
        like = _LIKE.get(lower)
        if like:
            found += [(c, char != lower, ["\u0338"] if n == 0 else []) for n, c in enumerate(like)]
        else:
            found.append((lower, char != lower, []))
    return found


def _letters(text: str) -> list[tuple[str, int, list[str]]]:
    """The collation's letters: each with its case weight and accents; ``lj``, ``nj``, ``dž``
    (``Lj``, ``LJ``...) as one letter, as ICU's ``sr-Latn`` takes them."""
    letters: list[tuple[str, int, list[str]]] = []
    clusters = _clusters(text)
    n = 0
    while n < len(clusters):
        letter, upper, marks = clusters[n]
        if n + 1 < len(clusters) and not marks:
            second, second_upper, second_marks = clusters[n + 1]
            digraph = _DIGRAPHS.get((letter, second))
            if digraph and (upper or not second_upper):  # lj, Lj, LJ: not lJ
                case = _UPPER if second_upper else _TITLE if upper else _LOWER
                letters.append((digraph, case, second_marks))
                n += 2
                continue
        letters.append((letter, _UPPER if upper else _LOWER, marks))
        n += 1
    return letters


@functools.lru_cache(maxsize=SERBIAN_KEYS_KEPT)
def serbian_key(text: str) -> bytes:
    """A key that sorts ``text`` in Serbian alphabetical order (see the module): letters,
    then accents, then case, then the text itself. The latest keys are kept
    (``SERBIAN_KEYS_KEPT``): the same names are sorted again and again (a club's name in every
    report), and a key costs about 15 µs to make."""
    letters = _letters(text)
    primary = b"".join(_two_bytes(_primary(letter)) for letter, _, _ in letters)
    secondary = bytes(w for _, _, marks in letters for w in (_COMMON, *map(_accent, marks)))
    tertiary = bytes(w for _, case, marks in letters for w in (case, *(_LOWER for _ in marks)))
    return _LEVEL.join((primary, secondary, tertiary, text.encode("utf-8", "surrogatepass")))

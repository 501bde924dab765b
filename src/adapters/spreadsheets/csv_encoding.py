"""The text of a .csv in whatever encoding the spreadsheet program saved it.

Excel saves "CSV" in the Windows code page of the computer: Windows-1250 (Latin) or
Windows-1251 (Cyrillic) in Serbia; "CSV UTF-8" with a byte order mark; "Unicode text" as
UTF-16 with a byte order mark (and tabs). LibreOffice asks, UTF-8 by default. The decision:

1. a byte order mark says UTF-8 or UTF-16;
2. else the file is UTF-8 if it decodes as UTF-8 (text in a code page almost never does);
3. else each code page that decodes it is scored on its words that hold letters beyond
   ASCII: a Serbian word is all letters of the Serbian Latin alphabet (č ć š ž đ and
   ASCII) in Windows-1250, all letters of the Serbian Cyrillic alphabet in Windows-1251
   (each counts one up); a word that mixes scripts or holds letters Serbian does not use
   counts one down. ``Đorđević`` in Windows-1250 reads as Cyrillic er, Latin "or", er,
   Latin "evi", zhe in Windows-1251; ``Јелена`` in Windows-1251 as ``Łĺëĺíŕ`` in
   Windows-1250. The higher score wins, Windows-1250 on a tie. The first ``SCORED_CHARS``
   are scored (thousands of names decide it; a 5 MB file would take a second).

Refused when no candidate reads the file (the message names the encodings tried).
"""

import codecs
import re
import string

from fedreg_core.domain.errors import RuleBroken

CODE_PAGES = ("cp1250", "cp1251")
LATIN = frozenset(string.ascii_letters + "čćšžđČĆŠŽĐ")
CYRILLIC = frozenset("абвгдђежзијклљмнњопрстћуфхцчџшАБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ")
ALPHABETS = {"cp1250": LATIN, "cp1251": CYRILLIC}
WORD = re.compile(r"[^\W\d_]+")
SCORED_CHARS = 100_000
BOMS = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"))  # fmt: skip


def not_decoded() -> RuleBroken:
    return RuleBroken.single("file", "error_import_encoding")


def score(text: str, alphabet: frozenset[str]) -> int:
    """Words beyond ASCII in the alphabet, less those that are not."""
    total = 0
    for word in WORD.findall(text, 0, SCORED_CHARS):
        if not word.isascii():
            total += 1 if alphabet.issuperset(word) else -1
    return total


def _code_page_text(content: bytes) -> str:
    read: dict[str, str] = {}
    for code_page in CODE_PAGES:
        try:
            read[code_page] = content.decode(code_page)
        except UnicodeDecodeError:
            continue
    if not read:
        raise not_decoded()
    best = max(read, key=lambda code_page: score(read[code_page], ALPHABETS[code_page]))
    return read[best]


def decoded(content: bytes) -> str:
    """The file's text; ``RuleBroken`` on ``file`` when no candidate encoding reads it."""
    for bom, encoding in BOMS:
        if content.startswith(bom):
            try:
                return content.decode(encoding)
            except UnicodeDecodeError as error:
                raise not_decoded() from error
    try:
        return content.decode("utf-8")
    except UnicodeDecodeError:
        return _code_page_text(content)


def has_bom(content: bytes) -> bool:
    return any(content.startswith(bom) for bom, _ in BOMS)

"""Short names that still tell sheets apart: a workbook's sheet names hold at most
``SHEET_NAME_LIMIT`` characters, and a category's or discipline's name is often longer.

A name is shortened word by word, not cut at its end: the words that tell one category or
discipline from the next (ages, weights: any word with a digit) and the first word stay,
the longest other words give way to ``…`` first. Only a name of such words alone is cut in
the middle.
"""

from fedreg_core.ports.spreadsheets import SHEET_NAME_LIMIT

ELLIPSIS = "…"
SEPARATOR = " - "


def _joined(words: list[str]) -> str:
    """Words with single spaces, an elided run as one ``…`` without spaces around it."""
    text = ""
    for word in words:
        if word == ELLIPSIS or text.endswith(ELLIPSIS) or not text:
            text += word
        else:
            text += " " + word
    return text


def _cut_in_the_middle(text: str, width: int) -> str:
    if len(text) <= width:
        return text
    if width < 3:
        return text[:width]
    head = width // 2
    tail = width - 1 - head
    return text[:head].rstrip() + ELLIPSIS + (text[-tail:].lstrip() if tail else "")


def shortened(text: str, width: int) -> str:
    """``text`` in at most ``width`` characters, keeping its first word and its words with
    digits (``14-15``, ``-52``) as long as it can."""
    if len(text) <= width:
        return text
    words = text.split()
    while len(_joined(words)) > width:
        elidable = [
            (len(word), -index)
            for index, word in enumerate(words)
            if index > 0 and word != ELLIPSIS and not any(c.isdigit() for c in word)
        ]
        if not elidable:
            break
        _, index = max(elidable)
        words[-index] = ELLIPSIS
        words = [w for i, w in enumerate(words) if w != ELLIPSIS or words[i - 1 : i] != [w]]
    return _cut_in_the_middle(_joined(words), width)


def entry_sheet_name(category: str, discipline: str, limit: int = SHEET_NAME_LIMIT) -> str:
    """``Category - Discipline`` in at most ``limit`` characters: each part gets half the
    room, and what one does not need goes to the other (the category's share is shortened
    again once the discipline's is known)."""
    full = f"{category}{SEPARATOR}{discipline}"
    if len(full) <= limit:
        return full
    room = limit - len(SEPARATOR)
    category_room = min(len(category), max(room // 2, room - len(discipline)))
    short_category = shortened(category, category_room)
    short_discipline = shortened(discipline, room - len(short_category))
    short_category = shortened(category, room - len(short_discipline))
    return f"{short_category}{SEPARATOR}{short_discipline}"

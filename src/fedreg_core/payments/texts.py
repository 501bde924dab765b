"""The free texts of a payment code (payee, payer, purpose): only the characters the codes'
rules allow, single spaces, cut at the field's limit."""

import re
import unicodedata

SPECIAL_CHARACTERS = frozenset("!()/@}:[~#*;]$+<^%,=_\"&->`.?{'")
"""The NBS IPS rules' table of special characters a text may hold; ``|`` divides fields and
never appears in one."""


def _allowed(char: str) -> bool:
    return char.isalnum() or char == " " or char in SPECIAL_CHARACTERS


def code_text(text: str, limit: int, *, lines: int = 1) -> str:
    """``text`` as a code's field: other characters become spaces, runs of spaces one,
    at most ``lines`` lines (joined by LF; the rest joins the last) and ``limit`` characters
    in all (a longer name is cut at the limit)."""
    kept = []
    for line in unicodedata.normalize("NFC", text).splitlines():
        cleaned = re.sub(r" +", " ", "".join(c if _allowed(c) else " " for c in line)).strip()
        if cleaned:
            kept.append(cleaned)
    if len(kept) > lines:
        kept[lines - 1 :] = [" ".join(kept[lines - 1 :])]
    return "\n".join(kept)[:limit].strip()

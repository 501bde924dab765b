"""A mailed notice as blocks of text, written out as plain text and as HTML (one source,
both parts say the same)."""

import html
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Para:
    """A paragraph, with a link after its text when given."""

    text: str
    link: str | None = None


@dataclass(frozen=True, slots=True)
class Items:
    """A heading with a list under it (left out when the list is empty)."""

    heading: str
    items: tuple[str, ...]


Block = Para | Items


def as_text(blocks: Sequence[Block]) -> str:
    parts = []
    for block in blocks:
        if isinstance(block, Para):
            parts.append(f"{block.text}\n{block.link}" if block.link else block.text)
        elif block.items:
            parts.append("\n".join([f"{block.heading}:", *(f"- {item}" for item in block.items)]))
    return "\n\n".join(parts) + "\n"


def _html_para(block: Para) -> str:
    text = html.escape(block.text)
    if block.link is None:
        return f"<p>{text}</p>"
    link = html.escape(block.link)
    return f'<p>{text}<br><a href="{link}">{link}</a></p>'


def as_html(blocks: Sequence[Block], language: str) -> str:
    parts = []
    for block in blocks:
        if isinstance(block, Para):
            parts.append(_html_para(block))
        elif block.items:
            items = "".join(f"<li>{html.escape(item)}</li>" for item in block.items)
            parts.append(f"<h3>{html.escape(block.heading)}</h3><ul>{items}</ul>")
    body = "\n".join(parts)
    return (
        f'<!DOCTYPE html>\n<html lang="{html.escape(language)}"><head><meta charset="utf-8">'
        f"</head>\n<body>\n{body}\n</body></html>\n"
    )

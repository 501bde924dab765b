"""Rich text from admins (the tournament description), cleaned before it is stored."""

from typing import Protocol


class HtmlSanitizer(Protocol):
    def clean(self, html: str) -> str:
        """The fragment with only the allowed formatting tags and safe links left.

        Scripts, event handlers, styles, frames and ``javascript:`` or ``data:`` links are
        removed; the text itself is kept.
        """
        ...

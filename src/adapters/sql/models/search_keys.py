"""Folded search keys: a list's name search finds ``Đorđević`` by ``djordjevic``, ``DJORĐEVIĆ``
and ``Ђорђевић``, and the other way round, on SQLite and PostgreSQL alike.

Neither database folds script and diacritics the way ``folding.fold`` does, so rows keep the
folded text of their searched fields in a column, and a search compares it with the folded
words (``listing.criteria``). A row names those columns in ``FOLDED_SEARCH``: field -> column.

Keys are set with the names (``@validates`` on ORM writes, ``person_search_key`` on bulk
inserts) and computed again by a migration when ``fold`` changes (0023).
"""

from typing import TYPE_CHECKING, ClassVar

from sqlalchemy.orm import Mapped, validates

from fedreg_core.domain.folding import fold


def person_search_key(first_name: str | None, last_name: str | None) -> str:
    """A person's first and last name folded, one space between them."""
    return fold(f"{first_name or ''} {last_name or ''}")


class PersonNames:
    """The folded ``search_key`` of a club person's names (the row declares the names)."""

    FOLDED_SEARCH: ClassVar[dict[str, str]] = {
        "first_name": "search_key",
        "last_name": "search_key",
    }

    if TYPE_CHECKING:  # the columns of the rows that take this mixin
        first_name: str | None
        last_name: str | None
    search_key: Mapped[str]

    @validates("first_name", "last_name")
    def _keep_search_key(self, attribute: str, name: str) -> str:
        names = {"first_name": self.first_name, "last_name": self.last_name, attribute: name}
        self.search_key = person_search_key(names["first_name"], names["last_name"])
        return name

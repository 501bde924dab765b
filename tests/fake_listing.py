"""List reads of the in-memory fakes, with the SQL adapter's semantics (see adapters/sql/listing).

Every word of the text must occur, ignoring case, in one of the searched fields (people's,
clubs' and users' names also ignoring script and diacritics, as their folded keys); ``equals``
keeps exact matches; rows are ordered by the order fields (text in the Serbian alphabet's order),
then by id; then the page is cut. A field the entity lacks is a ``ValueError``, as in SQL.
"""

from collections.abc import Iterable
from typing import Any, Protocol, TypeVar

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import Club, User
from fedreg_core.domain.folding import search_fold
from fedreg_core.ports.listing import ListQuery, Page

FOLDED_NAMES = ("first_name", "last_name")


class Identified(Protocol):
    id: int | None


T = TypeVar("T", bound=Identified)


def _value(row: object, name: str) -> Any:
    if not hasattr(row, name):
        raise ValueError(f"{type(row).__name__} has no column {name!r}")
    return getattr(row, name)


def matches(row: object, query: ListQuery) -> bool:
    if any(_value(row, name) != value for name, value in query.equals.items()):
        return False
    texts = [(_text(row, name), _is_folded(row, name)) for name in query.search_fields]
    return all(
        any((search_fold(word) if folded else word.lower()) in text for text, folded in texts)
        for word in query.words
    )


def _is_folded(row: object, name: str) -> bool:
    return name in FOLDED_NAMES or (isinstance(row, Club | User) and name == "name")


def _text(row: object, name: str) -> str:
    text = str(_value(row, name) or "")
    return search_fold(text) if _is_folded(row, name) else text.lower()


def sort_key(row: Identified, query: ListQuery) -> tuple[Any, ...]:
    values = [_value(row, name) for name in query.order_by]
    return (*(serbian_key(v) if isinstance(v, str) else v for v in values), row.id)


def page_of(rows: Iterable[T], query: ListQuery) -> Page[T]:
    """The query's page of ``rows`` (already copies) and how many matched."""
    found = sorted((r for r in rows if matches(r, query)), key=lambda r: sort_key(r, query))
    return Page(found[query.skip : query.skip + query.limit], len(found))

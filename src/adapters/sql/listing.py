"""List reads in two statements whatever the number of rows: the page, then the total.

A ``ListQuery`` names entity fields; rows carry columns of the same names (see mappers).
Text search lower-cases both sides (SQLite's ``lower`` is replaced by one that knows Đ, Š,
Č ..., see engine.py) and takes ``%`` and ``_`` literally; a field whose row keeps it folded
(``FOLDED_SEARCH``, see models/search_keys.py) is searched by its key with folded words, so
script and diacritics do not matter there (nor ``dj`` for ``đ``: ``folding.search_fold``).
Text is ordered in the Serbian alphabet's order (``serbian_order``: Č, Ć after C, Lj after L,
Cyrillic after Latin), then by id.
"""

from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Select, String, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from adapters.sql.models import IdRow
from adapters.sql.serbian_order import serbian_order
from fedreg_core.domain.folding import search_fold
from fedreg_core.ports.listing import ListQuery

LIKE_ESCAPE = "\\"
# Any select, whatever it returns (Select is variadic in SQLAlchemy 2.1).
SelectT = TypeVar("SelectT", bound=Select[*tuple[Any, ...]])


def like_pattern(word: str) -> str:
    """``%word%`` lower-cased, with the wildcards of the word itself taken literally."""
    escaped = word.lower().replace(LIKE_ESCAPE, LIKE_ESCAPE * 2)
    return "%" + escaped.replace("%", r"\%").replace("_", r"\_") + "%"


def column(row: type[IdRow], name: str) -> InstrumentedAttribute[Any]:
    """The row's column for an entity field; ``ValueError`` for a name that is none."""
    if name not in row.__table__.columns:
        raise ValueError(f"{row.__name__} has no column {name!r}")
    attribute: InstrumentedAttribute[Any] = getattr(row, name)
    return attribute


def folded_like(key: Any, word: str) -> ColumnElement[bool]:
    """The folded ``key`` column holds ``word`` folded, both with ``dj`` read as ``d``
    (``search_fold``: ``dordevic`` finds ``djordjevic``, the key of ``Đorđević``)."""
    loose = func.replace(key, "dj", "d")
    result: ColumnElement[bool] = loose.like(like_pattern(search_fold(word)), escape=LIKE_ESCAPE)
    return result


def _searched(row: type[IdRow], query: ListQuery) -> tuple[list[Any], list[Any]]:
    """The searched columns: lower-cased ones, and the folded keys (each once)."""
    keys: dict[str, str] = getattr(row, "FOLDED_SEARCH", {})
    plain = [func.lower(column(row, n)) for n in query.search_fields if n not in keys]
    folded = dict.fromkeys(keys[n] for n in query.search_fields if n in keys)
    return plain, [column(row, name) for name in folded]


def criteria(row: type[IdRow], query: ListQuery) -> list[ColumnElement[bool]]:
    """``equals`` on the row's columns, and every word in one of the searched columns."""
    found: list[ColumnElement[bool]] = [
        column(row, name) == value for name, value in query.equals.items()
    ]
    plain, folded = _searched(row, query)
    for word in query.words:
        pattern = like_pattern(word)
        matches = [text.like(pattern, escape=LIKE_ESCAPE) for text in plain]
        found.append(or_(*matches, *(folded_like(key, word) for key in folded)))
    return found


def ordering(row: type[IdRow], query: ListQuery) -> list[ColumnElement[Any]]:
    """The query's order (text in the Serbian alphabet's), then the id: pages never overlap."""
    keys: list[ColumnElement[Any]] = []
    for name in query.order_by:
        attribute = column(row, name)
        if isinstance(attribute.type, String):
            keys.append(serbian_order(attribute))
        else:
            keys.append(attribute.expression)
    return [*keys, column(row, "id").expression]


def one_page(statement: SelectT, row: type[IdRow], query: ListQuery) -> SelectT:
    """``statement`` (which selects from ``row``) filtered, ordered and cut to the page."""
    return (
        statement.where(*criteria(row, query))
        .order_by(*ordering(row, query))
        .offset(query.skip)
        .limit(query.limit)
    )


async def count(session: AsyncSession, row: type[IdRow], query: ListQuery) -> int:
    """How many rows match the query's filters and search, in one statement."""
    total = await session.scalar(select(func.count()).select_from(row).where(*criteria(row, query)))
    return int(total or 0)

"""Text in the order of the Serbian alphabet on both databases (``fedreg_core.domain.collation``).

PostgreSQL orders by its ICU collation ``sr-Latn-x-icu`` (made by ``initdb`` wherever
PostgreSQL is built with ICU, as Debian's and the official images are); SQLite, which has no
such collation, orders by ``serbian_key(x)``, the core's sort key, a function registered on
every connection (``engine.py``). The two give the same order (``tests/integration/
test_sql_serbian_order.py``): ``Čolić`` and ``Ćirić`` after ``Cvetić``, ``Ljubić`` after
``Lukić``, ``Đorđević`` after ``Džajić``, Cyrillic after Latin.
"""

from typing import Any

from sqlalchemy import String
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement

from fedreg_core.domain.collation import serbian_key

POSTGRESQL_COLLATION = "sr-Latn-x-icu"
SQLITE_FUNCTION = "serbian_key"


class serbian_order(FunctionElement[str]):  # noqa: N801 (an SQL function's name)
    """``x`` as it sorts in Serbian alphabetical order (for ORDER BY, and as a key column of
    a union that is ordered by it)."""

    type = String()
    inherit_cache = True


@compiles(serbian_order)
def _sort_key(element: serbian_order, compiler: SQLCompiler, **kw: Any) -> str:
    return f"{SQLITE_FUNCTION}({compiler.process(element.clauses, **kw)})"


@compiles(serbian_order, "postgresql")
def _collated(element: serbian_order, compiler: SQLCompiler, **kw: Any) -> str:
    return f'({compiler.process(element.clauses, **kw)}) COLLATE "{POSTGRESQL_COLLATION}"'


def sqlite_serbian_key(value: object) -> object:
    """The SQLite function: the key of a text, anything else as it is (NULL stays NULL)."""
    return serbian_key(value) if isinstance(value, str) else value

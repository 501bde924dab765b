"""Id and number types shared by every controller and body, bounded so that no number a client
sends can overflow a database integer (PostgreSQL INTEGER holds up to 2**31 - 1)."""

from typing import Annotated

import msgspec
from litestar.params import PathParameter, QueryParameter

from adapters.http.schemas.accounts import NO_NUL
from fedreg_core.ports.listing import MAX_LIMIT, MAX_SEARCH_TEXT, MAX_STORED_INT

MAX_ID = MAX_STORED_INT

PathId = Annotated[int, PathParameter(ge=1, le=MAX_ID, description="An id")]
BodyId = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]

SearchText = Annotated[
    str,
    QueryParameter(
        max_length=MAX_SEARCH_TEXT, pattern=NO_NUL, description="Free text, ignoring case"
    ),
]
Skip = Annotated[int, QueryParameter(ge=0, le=MAX_ID, description="How many items to leave out")]
Limit = Annotated[int, QueryParameter(ge=1, le=MAX_LIMIT, description="Page size")]


def query_id(name: str, description: str) -> QueryParameter:
    """An optional id filter of a list, sent as ``?{name}=``."""
    return QueryParameter(name=name, ge=1, le=MAX_ID, description=description)

"""Id and number types shared by every controller and body, bounded so that no number a client
sends can overflow a database integer (PostgreSQL INTEGER holds up to 2**31 - 1)."""

from typing import Annotated

import msgspec
from litestar.params import PathParameter

from fedreg_core.ports.listing import MAX_STORED_INT

MAX_ID = MAX_STORED_INT

PathId = Annotated[int, PathParameter(ge=1, le=MAX_ID, description="An id")]
BodyId = Annotated[int, msgspec.Meta(ge=1, le=MAX_ID)]

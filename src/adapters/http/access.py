"""Where and when a request came from, as the access log records it."""

from typing import Any

from litestar import Request

from adapters.http.context import HttpContext
from adapters.http.forwarded import client_address
from fedreg_core.domain.access import AccessOrigin


def access_origin(request: Request[Any, Any, Any], context: HttpContext) -> AccessOrigin:
    """The client's address (behind trusted proxies, as ``ForwardedClient`` resolved it) and
    the time now."""
    return AccessOrigin(client_address(request), context.clock.now())

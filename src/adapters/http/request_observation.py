"""Every HTTP request observed, outermost (404s of no route and every error included): an id,
its metrics and, when the server logs requests, one log line (docs/operations.md).

The id is the ``X-Request-Id`` a trusted proxy sent (``FEDREG_TRUSTED_PROXIES``), else a new
one; every answer carries it in ``X-Request-Id`` and every error body in ``requestId``, so
a user's report finds the request's log line. Routes say what they count for besides
requests with ``opt``: ``SIGN_IN`` (a 401 is a failed sign-in), ``IMPORT`` and ``EXPORT``
(counted when answered below 400).
"""

import logging
import re
import time
import uuid
from contextvars import ContextVar
from typing import Any

from litestar.enums import ScopeType
from litestar.types import ASGIApp, HTTPScope, Message, Receive, Scope, Send

from adapters.http.auth import ACCOUNT
from adapters.http.forwarded import TrustedProxies
from adapters.metrics import count_request, count_sign_in_failure, count_transfer

logger = logging.getLogger("fedreg.request")

REQUEST_ID_HEADER = b"x-request-id"
_TAKEN_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
"""What a proxy's id may be to be taken (anything else could forge log lines)."""
UNMATCHED = "unmatched"
"""The route label of a request no route took (a 404 or a 405 of the router)."""
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
"""The methods counted by name; any other a client sends is ``OTHER`` (a label per made-up
method would grow the metrics without end)."""
OTHER = "OTHER"

OBSERVED_AS = "observed_as"
SIGN_IN: dict[str, Any] = {OBSERVED_AS: "sign_in"}
IMPORT: dict[str, Any] = {OBSERVED_AS: "import"}
EXPORT: dict[str, Any] = {OBSERVED_AS: "export"}

_request_id: ContextVar[str] = ContextVar("fedreg_request_id", default="")


def current_request_id() -> str:
    """The id of the request being answered (``""`` outside of one)."""
    return _request_id.get()


def request_id_for(scope: Scope, proxies: TrustedProxies) -> str:
    """A trusted proxy's ``X-Request-Id`` when it is a plain token, else a new id."""
    peer = scope.get("client")
    if peer and proxies.trusts(peer[0]):
        for name, value in scope["headers"]:
            if name == REQUEST_ID_HEADER:
                sent = value.decode("latin-1")
                if _TAKEN_ID.fullmatch(sent):
                    return sent
    return uuid.uuid4().hex


class RequestObservation:
    """ASGI wrapper of the whole app (``create_app`` puts it around Litestar's handler)."""

    def __init__(self, app: ASGIApp, proxies: TrustedProxies, log_requests: bool) -> None:
        self.app = app
        self.proxies = proxies
        self.log_requests = log_requests

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        request_id = request_id_for(scope, self.proxies)
        token = _request_id.set(request_id)
        header = (REQUEST_ID_HEADER, request_id.encode("latin-1"))
        status = 500  # when the app fails before answering

        async def answer(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), header]
            await send(message)

        try:
            await self.app(scope, receive, answer)
        finally:
            self._observe(scope, request_id, status, time.perf_counter() - started)
            _request_id.reset(token)

    def _observe(self, scope: HTTPScope, request_id: str, status: int, seconds: float) -> None:
        route = scope.get("path_template") or UNMATCHED
        method = scope["method"] if scope["method"] in METHODS else OTHER
        count_request(route, method, status, seconds)
        handler = scope.get("route_handler")
        observed_as = handler.opt.get(OBSERVED_AS) if handler is not None else None
        if observed_as == SIGN_IN[OBSERVED_AS]:
            if status == 401:  # Unauthorized: a wrong e-mail or password
                count_sign_in_failure()
        elif observed_as is not None and status < 400:
            count_transfer(observed_as, str(getattr(handler, "operation_id", "")))
        if self.log_requests:
            account = scope.get("state", {}).get(ACCOUNT)
            fields = {
                "request_id": request_id,
                "method": method,
                "route": route,
                "status": status,
                "duration_ms": round(seconds * 1000, 1),
                "user_id": account.user.id if account is not None else None,
            }
            level = logging.WARNING if status >= 500 else logging.INFO  # overload, or a bug
            logger.log(level, "%s %s %s", method, route, status, extra=fields)

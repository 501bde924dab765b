"""``Idempotency-Key``: a POST that creates something, sent again with the same key, is
answered as the first time and changes nothing (docs/idempotency.md).

Routes that create say so with ``opt=CREATES``. A request to one of them with the header
(1 to 255 printable ASCII characters, else 400) is known by who sent it (the signed-in
user, or the client's address where no sign-in is asked), method, path and key. Its row is
written in the transaction of its change (``adapters.sql.idempotency``), its answer kept
a day once it is answered with a status below 500. Sent again: the same body gets the
kept answer (status and body, with ``Idempotency-Replayed: true``); a different body, or
a request whose answer is not kept (still running, or lost with its connection after its
change was committed), is 409. Without the header nothing changes.
"""

import hashlib
import re
from collections.abc import Awaitable, Callable
from typing import Any, cast

from litestar import Request
from litestar.connection import ASGIConnection
from litestar.enums import ScopeType
from litestar.handlers import HTTPRouteHandler
from litestar.types import (
    ASGIApp,
    HTTPResponseBodyEvent,
    HTTPResponseStartEvent,
    HTTPScope,
    Message,
    Receive,
    Scope,
    Send,
)

from adapters.http.auth import ACCOUNT, signed_in_account
from adapters.http.context import HttpContext
from adapters.http.forwarded import client_address
from adapters.http.idempotent_requests import EarlierRequest
from fedreg_core.domain.errors import Conflict, FileTooLarge, RuleBroken

HEADER = "Idempotency-Key"
CREATES = {"creates": True}
"""A route handler's ``opt``: the route creates something, so it takes the header."""
KEY = re.compile(r"[ -~]{1,255}")
DEFAULT_MAX_BODY = 10 * 1024 * 1024
"""Litestar's default cap of a request body, for routes that set none."""


def _digest(*parts: str | bytes) -> str:
    hashed = hashlib.sha256()
    for part in parts:
        hashed.update(part.encode() if isinstance(part, str) else part)
        hashed.update(b"\n")
    return hashed.hexdigest()


async def _sender(scope: Scope, receive: Receive) -> str:
    """The signed-in user (401/403 first, as before any body is read), else the address."""
    handler = scope["route_handler"]
    if ACCOUNT in handler.parsed_fn_signature.parameters:
        account = await signed_in_account(ASGIConnection(scope, receive))
        return f"user:{account.user.id}"
    return f"address:{client_address(Request(scope, receive))}"


async def _body(scope: Scope, receive: Receive) -> bytes:
    handler = cast("HTTPRouteHandler", scope["route_handler"])
    limit = handler.resolve_request_max_body_size() or DEFAULT_MAX_BODY
    chunks: list[bytes] = []
    size, more = 0, True
    while more:
        message: dict[str, Any] = dict(await receive())
        chunk: bytes = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise FileTooLarge
        chunks.append(chunk)
        more = bool(message.get("more_body")) and message["type"] == "http.request"
    return b"".join(chunks)


def _receive_again(body: bytes, receive: Receive) -> Receive:
    """The request's body once more, then whatever the client sends (a disconnect)."""
    sent = False

    async def again() -> Any:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return again


class _Answer:
    """The answer sent to the client, kept as it passes."""

    def __init__(self, send: Send) -> None:
        self._send = send
        self.status = 500
        self.media_type = "application/json"
        self.body = bytearray()

    async def send(self, message: Message) -> None:
        if message["type"] == "http.response.start":
            self.status = message["status"]
            headers = dict(message.get("headers", []))
            self.media_type = headers.get(b"content-type", b"").decode("latin-1")
        elif message["type"] == "http.response.body":
            self.body += message.get("body", b"")
        await self._send(message)


async def _replay(send: Send, status: int, earlier: EarlierRequest) -> None:
    body = earlier.body or b""
    headers = [
        (b"content-type", (earlier.media_type or "application/json").encode("latin-1")),
        (b"content-length", str(len(body)).encode()),
        (b"idempotency-replayed", b"true"),
    ]
    start: HTTPResponseStartEvent = {
        "type": "http.response.start",
        "status": status,
        "headers": headers,
    }
    await send(start)
    content: HTTPResponseBodyEvent = {
        "type": "http.response.body",
        "body": body,
        "more_body": False,
    }
    await send(content)


def idempotent_creates(app: ASGIApp) -> Callable[[Scope, Receive, Send], Awaitable[None]]:
    """The middleware (app-wide; it acts on POSTs to routes with ``opt=CREATES``)."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        handler = scope.get("route_handler")
        creates = scope["type"] == ScopeType.HTTP and handler and handler.opt.get("creates")
        key = dict(scope["headers"]).get(b"idempotency-key") if creates else None
        if key is None:
            await app(scope, receive, send)
            return
        text = key.decode("latin-1")
        if not KEY.fullmatch(text):
            raise RuleBroken.single(HEADER, "error_idempotency_key")
        context: HttpContext = scope["litestar_app"].state["context"]
        who = await _sender(scope, receive)
        body = await _body(scope, receive)
        method = cast("HTTPScope", scope)["method"]
        request, fingerprint = _digest(who, method, scope["path"], text), _digest(body)
        now = context.clock.now()
        earlier = await context.idempotency.earlier(request, now)
        if earlier is not None:
            if earlier.fingerprint != fingerprint:
                raise Conflict("error_idempotency_key_reused", field=HEADER)
            if earlier.status is None:
                raise Conflict("error_idempotency_key_running", field=HEADER)
            await _replay(send, earlier.status, earlier)
            return
        answer = _Answer(send)
        with context.idempotency.claiming(request, fingerprint, now) as claim:
            await app(scope, _receive_again(body, receive), answer.send)
        if claim.written and answer.status < 500:
            await context.idempotency.answered(
                request, answer.status, answer.media_type, bytes(answer.body)
            )

    return middleware

"""Requests handed to the ASGI app exactly as a server would, without an HTTP client's help.

httpx normalises ``..`` in paths and insists on a length for bodies; a hostile client does
neither. ``raw_request`` builds the scope itself: ``path`` is the percent-decoded target
(as uvicorn passes it, dot segments and all) and the body arrives in chunks, unannounced.
"""

import asyncio
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from litestar.types import ASGIApp


@dataclass
class RawResponse:
    status: int
    headers: dict[str, str]
    body: bytes
    unread: int = 0
    """Body chunks the app never asked for."""


async def raw_request(
    app: ASGIApp,
    method: str,
    target: str,
    headers: dict[str, str] | None = None,
    chunks: Iterable[bytes] = (),
    client: str = "127.0.0.1",
) -> RawResponse:
    """Send ``method target`` with ``headers`` and the body ``chunks`` (no Content-Length),
    as if from the address ``client``."""
    path, _, query = target.partition("?")
    scope: dict[str, Any] = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": unquote(path),
        "raw_path": path.encode("latin-1"),
        "root_path": "",
        "query_string": query.encode("latin-1"),
        "headers": [
            (name.lower().encode("latin-1"), value.encode("latin-1"))
            for name, value in {"host": "testserver.local", **(headers or {})}.items()
        ],
        "client": (client, 50000),
        "server": ("testserver.local", 80),
        "state": {},
    }
    pieces = [*chunks]
    messages = [
        {"type": "http.request", "body": piece, "more_body": i < len(pieces) - 1}
        for i, piece in enumerate(pieces)
    ] or [{"type": "http.request", "body": b"", "more_body": False}]
    sent: list[dict[str, Any]] = []
    answered = asyncio.Event()

    async def receive() -> dict[str, Any]:
        """The body's chunks, then (as a server) nothing until the client goes away: only
        after the whole answer is sent, as a streamed answer listens for a disconnect."""
        if messages:
            return messages.pop(0)
        await answered.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)
        if message["type"] == "http.response.body" and not message.get("more_body", False):
            answered.set()

    await app(scope, receive, send)  # type: ignore[arg-type]
    start = next(m for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    response_headers = {k.decode().lower(): v.decode() for k, v in start["headers"]}
    return RawResponse(start["status"], response_headers, body, len(messages))

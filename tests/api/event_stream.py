"""A Server-Sent Events stream of the ASGI app read as it comes (an HTTP test client reads a
whole answer before it returns, and a stream has no end): ``open_stream`` starts the request,
``next_event`` waits for the next event, ``close`` is the client going away."""

import asyncio
from dataclasses import dataclass, field
from typing import Any

from litestar.types import ASGIApp


@dataclass
class Event:
    name: str
    data: str


@dataclass
class EventStream:
    status: int
    headers: dict[str, str]
    task: asyncio.Task[None]
    gone: asyncio.Event
    chunks: asyncio.Queue[bytes | None]
    buffer: str = ""
    events: list[Event] = field(default_factory=list)

    async def next_event(self, seconds: float = 5.0) -> Event | None:
        """The next event (comments skipped); ``None`` when the stream ended."""
        while "\n\n" not in self.buffer:
            chunk = await asyncio.wait_for(self.chunks.get(), seconds)
            if chunk is None:
                return None
            self.buffer += chunk.decode().replace("\r\n", "\n")
        block, _, self.buffer = self.buffer.partition("\n\n")
        lines = [line for line in block.split("\n") if not line.startswith(":")]
        if not lines:
            return await self.next_event(seconds)
        name = next((line[7:] for line in lines if line.startswith("event: ")), "message")
        data = "\n".join(line[6:] for line in lines if line.startswith("data: "))
        event = Event(name, data)
        self.events.append(event)
        return event

    async def body(self) -> str:
        """The whole answer (one that ends: an error's)."""
        while (chunk := await asyncio.wait_for(self.chunks.get(), 5.0)) is not None:
            self.buffer += chunk.decode().replace("\r\n", "\n")
        return self.buffer

    async def close(self) -> None:
        self.gone.set()
        await asyncio.wait_for(self.task, 5.0)


async def open_stream(
    app: ASGIApp, target: str, headers: dict[str, str] | None = None, client: str = "127.0.0.1"
) -> EventStream:
    """GET ``target`` and wait for the answer's status and headers."""
    path, _, query = target.partition("?")
    sent = {"host": "testserver.local", **(headers or {})}
    scope: dict[str, Any] = {
        "type": "http", "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1", "method": "GET", "scheme": "http", "path": path,
        "raw_path": path.encode(), "root_path": "", "query_string": query.encode(),
        "headers": [(k.lower().encode(), v.encode()) for k, v in sent.items()],
        "client": (client, 50000), "server": ("testserver.local", 80), "state": {},
    }  # fmt: skip
    gone, started = asyncio.Event(), asyncio.get_running_loop().create_future()
    chunks: asyncio.Queue[bytes | None] = asyncio.Queue()
    asked = False

    async def receive() -> dict[str, Any]:
        nonlocal asked
        if not asked:
            asked = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await gone.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.start":
            found = {k.decode(): v.decode() for k, v in message["headers"]}
            started.set_result((message["status"], found))
        elif message["type"] == "http.response.body":
            if message.get("body"):
                chunks.put_nowait(message["body"])
            if not message.get("more_body", False):
                chunks.put_nowait(None)

    async def run() -> None:
        await app(scope, receive, send)  # type: ignore[arg-type]
        chunks.put_nowait(None)

    task = asyncio.create_task(run())
    await asyncio.wait([task, started], timeout=10.0, return_when=asyncio.FIRST_COMPLETED)
    if not started.done():
        task.result()  # the app's failure
    status, found = started.result()
    return EventStream(status, found, task, gone, chunks)

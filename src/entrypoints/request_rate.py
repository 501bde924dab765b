"""How busy a server worker is: the requests it was given over the last seconds.

``counting_requests`` is the ASGI middleware that counts them; the notice sender asks
``per_second`` before each batch of mails and waits while the worker is busy (docs/mail.md,
"Sending while the server is busy")."""

import time
from collections import deque
from collections.abc import Callable

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Receive, Scope, Send

WINDOW_SECONDS = 10


class RequestRate:
    """Requests counted per whole second of ``clock``, the last ``window`` seconds kept."""

    def __init__(
        self, window: int = WINDOW_SECONDS, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._window = window
        self._clock = clock
        self._second = int(clock())
        self._count = 0
        self._past: deque[tuple[int, int]] = deque(maxlen=window)

    def add(self) -> None:
        second = int(self._clock())
        if second != self._second:
            self._past.append((self._second, self._count))
            self._second, self._count = second, 0
        self._count += 1

    def per_second(self) -> float:
        """The mean over the last ``window`` seconds, this one included."""
        now = int(self._clock())
        counts = [*self._past, (self._second, self._count)]
        recent = sum(n for second, n in counts if now - second < self._window)
        return recent / self._window


def counting_requests(rate: RequestRate) -> Callable[[ASGIApp], ASGIApp]:
    """A Litestar middleware that adds every HTTP request to ``rate``."""

    def middleware(app: ASGIApp) -> ASGIApp:
        async def counted(scope: Scope, receive: Receive, send: Send) -> None:
            if scope["type"] == ScopeType.HTTP:
                rate.add()
            await app(scope, receive, send)

        return counted

    return middleware

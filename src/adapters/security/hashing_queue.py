"""The bounded queue in front of a worker's password-hashing thread.

A call that will hash holds a place while it runs; with every place taken the next one is
refused at once with ``Busy`` and a time to try again: when a place should come free for it.
The thread frees a place every hash (its time measured as it goes), and those times are handed
out in turn, one hash apart, so the refused callers come back one after the other (not all at
once, which would stall the event loop) while the places still waiting keep the thread busy.
"""

import math
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar

from fedreg_core.domain.errors import Busy

SMOOTHING = 0.2
"""Weight of the latest hash in the running estimate of a hash's time."""

_HOLDING: ContextVar["HashingQueue | None"] = ContextVar("hashing_place", default=None)


class HashingQueue:
    """At most ``size`` calls hold a place at once (within one event loop)."""

    def __init__(self, size: int, seconds_per_hash: float) -> None:
        self.size = size
        self.waiting = 0
        self.seconds_per_hash = seconds_per_hash
        self._last_turn = 0.0  # the latest time to try again answered so far (monotonic)

    @asynccontextmanager
    async def place(self) -> AsyncIterator[None]:
        """Hold a place for the block (``async with``); a call that holds one already keeps
        it. Raises ``Busy`` when none is free, having changed nothing."""
        if _HOLDING.get() is self:
            yield
            return
        if self.waiting >= self.size:
            raise self._refusal()
        self.waiting += 1
        holding = _HOLDING.set(self)
        try:
            yield
        finally:
            _HOLDING.reset(holding)
            self.waiting -= 1

    def measured(self, seconds: float) -> None:
        """One hash took ``seconds`` (wall time on the hashing thread)."""
        self.seconds_per_hash += SMOOTHING * (seconds - self.seconds_per_hash)

    def _refusal(self) -> Busy:
        """``Busy`` with the next turn: one hash after the turns answered before (or after
        now, when they are past)."""
        now = time.monotonic()
        self._last_turn = max(now, self._last_turn) + self.seconds_per_hash
        return Busy(max(1, math.ceil(self._last_turn - now)))

"""Sliding-window limits on sign-in and password-reset attempts (decisions.md §6).

Counts live in this process: with several workers each worker counts on its own, so the
effective limit is ``workers * limit``; see the README's deployment notes.
"""

import time
from collections import defaultdict, deque
from collections.abc import Callable

from fedreg_core.domain.errors import TooManyAttempts

WINDOW_SECONDS = 60.0
ATTEMPTS_PER_WINDOW = 10
SWEEP_EVERY = 1000  # attempts between two clean-ups of forgotten keys


class AttemptLimiter:
    """At most ``limit`` attempts a minute per client address and per e-mail, per action."""

    def __init__(
        self,
        limit: int = ATTEMPTS_PER_WINDOW,
        window: float = WINDOW_SECONDS,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self._limit = limit
        self._window = window
        self._now = now
        self._hits: defaultdict[tuple[str, str], deque[float]] = defaultdict(deque)
        self._since_sweep = 0

    def hit(self, action: str, address: str, email: str) -> None:
        """Count one attempt; raise ``TooManyAttempts`` once either key is over the limit."""
        keys = [(action, f"ip:{address}")]
        if email.strip():
            keys.append((action, f"email:{email.strip().lower()}"))
        now = self._now()
        over = False
        for key in keys:
            hits = self._hits[key]
            while hits and hits[0] <= now - self._window:
                hits.popleft()
            over = over or len(hits) >= self._limit
        if over:
            raise TooManyAttempts
        for key in keys:
            self._hits[key].append(now)
        self._sweep(now)

    def _sweep(self, now: float) -> None:
        """Forget keys with no attempt inside the window, so memory stays bounded."""
        self._since_sweep += 1
        if self._since_sweep < SWEEP_EVERY:
            return
        self._since_sweep = 0
        stale = [key for key, hits in self._hits.items() if hits[-1] <= now - self._window]
        for key in stale:
            del self._hits[key]

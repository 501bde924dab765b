"""The limit on sign-in and password-reset attempts (decisions.md §6)."""

from typing import Protocol


class AttemptLimiter(Protocol):
    async def hit(self, action: str, address: str, email: str) -> None:
        """Count one attempt at ``action`` from client ``address`` for ``email``.

        Attempts are counted per action, per address and per e-mail (ignoring case; ``""``
        when the action has none). Raises ``TooManyAttempts``, counting nothing, once either
        key has reached the limit within the window.
        """
        ...

"""The limits on sign-in and password-reset attempts (docs/security.md)."""

from dataclasses import dataclass
from typing import Protocol


class AttemptLimiter(Protocol):
    async def hit(self, action: str, address: str, email: str) -> None:
        """Count one attempt at ``action`` from client ``address`` for ``email``.

        Attempts are counted per action, per address and per e-mail (ignoring case; ``""``
        when the action has none). Raises ``TooManyAttempts``, counting nothing, once either
        key has reached the limit within the window.
        """
        ...


@dataclass(frozen=True, slots=True)
class SignInCounts:
    """The recent sign-in attempts on one account that did not succeed, before this one:
    from every address (``account``) and from this attempt's address (``from_address``);
    ``limit``: how many an address may make in the window."""

    account: int
    from_address: int
    limit: int


class SignInLimiter(AttemptLimiter, Protocol):
    async def sign_in(self, address: str, email: str) -> SignInCounts:
        """Count a sign-in attempt on ``email``'s account from ``address`` (as failed until
        ``signed_in`` says otherwise). Raises ``TooManyAttempts``, counting nothing, once the
        address has reached the limit within the window, overall or on this account; the
        account as a whole is never refused: its counts are answered."""
        ...

    async def signed_in(self, address: str, email: str) -> None:
        """The password was right: the address's attempts on the account no longer count."""
        ...

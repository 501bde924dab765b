"""Password hashing and sign-in tokens."""

from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Protocol


class PasswordHasher(Protocol):
    """Hashing takes a place in a bounded queue: with none free, ``hash``, ``verify`` and
    ``reserve`` raise ``Busy`` before doing anything."""

    async def hash(self, password: str) -> str: ...

    async def verify(self, password: str, password_hash: str | None) -> bool:
        """Whether ``password`` matches ``password_hash``. With no hash (``None``: no such
        account) or one that cannot be read, the check costs as much as a real one and is
        never true, so an answer's time does not tell whether an account exists."""
        ...

    def reserve(self) -> AbstractAsyncContextManager[None]:
        """Hold one place for a whole use case that will hash (``async with``): a refusal
        (``Busy``) then comes before it counts, reads or writes anything, and the ``hash`` and
        ``verify`` calls inside use that place."""
        ...


@dataclass(frozen=True, slots=True)
class TokenClaims:
    user_id: int
    token_version: int
    second_factor: bool = False
    """The holder passed a second factor at sign-in."""
    enrolment_only: bool = False
    """Good only to switch a second factor on (an admin who must have one has none)."""
    session_id: str = ""
    """The sign-in session the token belongs to (``""``: a token issued before sessions
    were kept, good until it expires)."""


class TokenService(Protocol):
    def issue(
        self,
        user_id: int,
        token_version: int,
        *,
        second_factor: bool = False,
        enrolment_only: bool = False,
        session_id: str = "",
    ) -> str: ...

    def read(self, token: str) -> TokenClaims | None:
        """The claims of a valid, unexpired sign-in token; ``None`` for anything else (a
        challenge too)."""
        ...

    def issue_challenge(self, user_id: int, token_version: int) -> str:
        """A short-lived signed proof that the password was right, asked for with the second
        factor; never good as a sign-in token."""
        ...

    def read_challenge(self, challenge: str) -> TokenClaims | None:
        """The claims of a valid, unexpired challenge; ``None`` for anything else."""
        ...

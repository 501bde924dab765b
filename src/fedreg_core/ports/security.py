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


class TokenService(Protocol):
    def issue(self, user_id: int, token_version: int) -> str: ...

    def read(self, token: str) -> TokenClaims | None:
        """The claims of a valid, unexpired token; ``None`` for anything else."""
        ...

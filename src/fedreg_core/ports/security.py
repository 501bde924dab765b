"""Password hashing and sign-in tokens."""

from dataclasses import dataclass
from typing import Protocol


class PasswordHasher(Protocol):
    async def hash(self, password: str) -> str: ...

    async def verify(self, password: str, password_hash: str) -> bool: ...


@dataclass(frozen=True, slots=True)
class TokenClaims:
    user_id: int
    token_version: int


class TokenService(Protocol):
    def issue(self, user_id: int, token_version: int) -> str: ...

    def read(self, token: str) -> TokenClaims | None:
        """The claims of a valid, unexpired token; ``None`` for anything else."""
        ...

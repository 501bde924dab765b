"""bcrypt password hashing, off the event loop (bcrypt releases the GIL)."""

import asyncio

import bcrypt

BCRYPT_COST = 12


class BcryptPasswordHasher:
    """Implements ``fedreg_core.ports.security.PasswordHasher``."""

    def __init__(self, cost: int = BCRYPT_COST) -> None:
        self._cost = cost

    async def hash(self, password: str) -> str:
        salt = bcrypt.gensalt(self._cost)
        hashed = await asyncio.to_thread(bcrypt.hashpw, password.encode("utf-8"), salt)
        return hashed.decode("ascii")

    async def verify(self, password: str, password_hash: str) -> bool:
        raw = password.encode("utf-8")
        if len(raw) > 72 or not password_hash:
            return False
        try:
            return await asyncio.to_thread(bcrypt.checkpw, raw, password_hash.encode("ascii"))
        except ValueError:
            return False

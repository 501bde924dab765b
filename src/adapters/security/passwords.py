"""bcrypt password hashing, off the event loop (bcrypt releases the GIL)."""

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import bcrypt

BCRYPT_COST = 12
T = TypeVar("T")

# One hashing thread per process. Cost 12 takes a core for about 0.25 s; with asyncio's default
# executor (CPU count + 4 threads) a burst of sign-ins would crowd the event loop off the CPU
# and stall every other request. Workers (`fedreg serve --workers`) are the parallelism.
_HASHING = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bcrypt")


class BcryptPasswordHasher:
    """Implements ``fedreg_core.ports.security.PasswordHasher``."""

    def __init__(self, cost: int = BCRYPT_COST) -> None:
        self._cost = cost

    async def hash(self, password: str) -> str:
        salt = bcrypt.gensalt(self._cost)
        hashed = await _off_loop(bcrypt.hashpw, password.encode("utf-8"), salt)
        return hashed.decode("ascii")

    async def verify(self, password: str, password_hash: str) -> bool:
        raw = password.encode("utf-8")
        if len(raw) > 72 or not password_hash:
            return False
        try:
            return await _off_loop(bcrypt.checkpw, raw, password_hash.encode("ascii"))
        except ValueError:
            return False


async def _off_loop(function: Callable[[bytes, bytes], T], first: bytes, second: bytes) -> T:
    return await asyncio.get_running_loop().run_in_executor(_HASHING, function, first, second)

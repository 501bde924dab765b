"""A signed-in user's password asked again (to change it, to switch the second factor off):
counted per address and per account like the sign-in's attempts, so that a stolen session
is no way round the limits on guessing it (docs/security.md)."""

from dataclasses import dataclass

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.attempts import AttemptLimiter
from fedreg_core.ports.security import PasswordHasher

OWN_PASSWORD = "own-password"
"""The attempts at a signed-in user's own password, counted per address and per account."""
WRONG_PASSWORD = "error_wrong_current_password"


@dataclass(frozen=True, slots=True)
class Asker:
    """Who asks: the limits on attempts and the client's address they count by."""

    attempts: AttemptLimiter
    address: str


async def check_own_password(
    hasher: PasswordHasher, asker: Asker, user: User, password: str, field: str
) -> None:
    """Count the attempt (``TooManyAttempts`` past the limit, before any check) and refuse a
    wrong ``password`` on ``field``. Run it within ``hasher.reserve()``."""
    await asker.attempts.hit(OWN_PASSWORD, asker.address, user.email)
    if not await hasher.verify(password, user.password_hash):
        raise RuleBroken.single(field, WRONG_PASSWORD)

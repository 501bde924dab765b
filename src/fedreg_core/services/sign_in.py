"""Signing in against guessing, without handing a guesser a switch that locks the owner out.

An address that made the limit of attempts in the window is refused (429), on one account or
on all; the account as a whole is never refused. An account many attempts failed on lately is
slowed instead, for the addresses that failed on it only: their answers come after a delay
that grows with the account's failures, capped at ``LONGEST_DELAY``. The owner, signing in
from an address with no failures on the account, goes straight through (docs/security.md).
"""

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from fedreg_core.ports.attempts import SignInCounts, SignInLimiter
from fedreg_core.ports.security import PasswordHasher, TokenService
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.accounts import SignedIn, login

FIRST_DELAY = 0.5
LONGEST_DELAY = 4.0


@dataclass(frozen=True, slots=True)
class Credentials:
    email: str
    password: str
    address: str
    """The client's address (the rate limits count by it)."""


def answer_delay(counts: SignInCounts) -> float:
    """Seconds to hold the answer: none unless this address has failed on the account and
    the account had at least ``limit`` failures; then 0.5 s, doubling with each further
    ``limit`` failures, at most ``LONGEST_DELAY``."""
    if counts.from_address == 0 or counts.account < counts.limit:
        return 0.0
    return min(LONGEST_DELAY, FIRST_DELAY * 2.0 ** (counts.account // counts.limit - 1))


async def sign_in(
    uow: AccountWork,
    hasher: PasswordHasher,
    tokens: TokenService,
    attempts: SignInLimiter,
    credentials: Credentials,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> SignedIn:
    """``login`` within the attempt limits; the delay, if any, is waited after the check and
    outside the hasher's queue (a slowed guesser holds no place in it)."""
    delay = 0.0
    try:
        async with hasher.reserve():  # refused (503) before an attempt is counted
            counts = await attempts.sign_in(credentials.address, credentials.email)
            delay = answer_delay(counts)
            signed_in = await login(uow, hasher, tokens, credentials.email, credentials.password)
    finally:
        if delay:
            await sleep(delay)
    await attempts.signed_in(credentials.address, credentials.email)
    return signed_in

"""Signing in against guessing, without handing a guesser a switch that locks the owner out.

An address that made the limit of attempts in the window is refused (429), on one account or
on all; the account as a whole is never refused. An account many attempts failed on lately is
slowed instead, for the addresses that failed on it only: their answers come after a delay
that grows with the account's failures, capped at ``LONGEST_DELAY``. The owner, signing in
from an address with no failures on the account, goes straight through (docs/security.md).
"""

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import TypeVar

from fedreg_core.domain.account_rules import ensure_account_is_usable
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.rules import Validation
from fedreg_core.domain.second_factor_rules import check_any_code
from fedreg_core.ports.attempts import SignInCounts, SignInLimiter
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.second_factor import OneTimePasswords
from fedreg_core.ports.security import PasswordHasher, TokenService
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.accounts import SecondFactorNeeded, SignedIn, account_of, login
from fedreg_core.services.second_factor_codes import use_code
from fedreg_core.services.sessions import Device, Opening, open_session

T = TypeVar("T")
Sleep = Callable[[float], Awaitable[None]]
BAD_CHALLENGE = "error_second_factor_challenge_invalid"
SECOND_STEP = "second-factor"
"""The attempts at the second step, counted per address and per account."""

FIRST_DELAY = 0.5
LONGEST_DELAY = 4.0


@dataclass(frozen=True, slots=True)
class Credentials:
    email: str
    password: str
    address: str
    """The client's address (the rate limits count by it)."""
    user_agent: str = ""
    """What the browser says it is (shown in the user's signed-in devices)."""

    @property
    def device(self) -> Device:
        return Device(self.address, self.user_agent)


@dataclass(frozen=True, slots=True)
class SecondStep:
    challenge: str
    """What the password step answered."""
    code: str
    """A TOTP code or a recovery code."""
    address: str
    user_agent: str = ""


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
    clock: Clock,
    sleep: Sleep = asyncio.sleep,
) -> SignedIn | SecondFactorNeeded:
    """``login`` within the attempt limits."""
    email = credentials.email
    opening = Opening(clock, credentials.device)

    async def attempt() -> SignedIn | SecondFactorNeeded:
        return await login(uow, hasher, tokens, email, credentials.password, opening)

    answer = await _counted(hasher, attempts, credentials.address, email, attempt, sleep)
    if isinstance(answer, SignedIn):
        await attempts.signed_in(credentials.address, email)
    return answer


@dataclass(frozen=True, slots=True)
class SecondFactorWiring:
    """What the second step asks besides the unit of work."""

    hasher: PasswordHasher
    tokens: TokenService
    attempts: SignInLimiter
    otp: OneTimePasswords
    clock: Clock


async def sign_in_second_step(
    uow: AccountWork, wiring: SecondFactorWiring, step: SecondStep, sleep: Sleep = asyncio.sleep
) -> SignedIn:
    """The challenge and a code (used up) sign in, within the attempt limits; the token
    records that the second factor was passed."""
    v = Validation()
    v.required("challenge", step.challenge)
    check_any_code(v, "code", step.code)
    v.raise_if_broken()
    claims = wiring.tokens.read_challenge(step.challenge)
    if claims is None:
        raise RuleBroken.single("challenge", BAD_CHALLENGE)
    async with uow:
        user = await uow.users.get(claims.user_id)
        factor = await uow.second_factors.get(claims.user_id)
    if user is None or user.token_version != claims.token_version:
        raise RuleBroken.single("challenge", BAD_CHALLENGE)
    if factor is None or not factor.enabled:
        raise RuleBroken.single("challenge", BAD_CHALLENGE)

    async def attempt() -> None:
        await use_code(uow, wiring.otp, wiring.clock, factor, step.code)

    # Every code tried counts for the account from every address too (refused past the limit,
    # not only slowed): a holder of the password gets the limit's guesses a minute at most,
    # however many addresses they use, against a million codes.
    await wiring.attempts.hit(SECOND_STEP, step.address, user.email)
    await _counted(wiring.hasher, wiring.attempts, step.address, user.email, attempt, sleep)
    await wiring.attempts.signed_in(step.address, user.email)
    assert user.id is not None
    device = Device(step.address, step.user_agent)
    async with uow:
        account = await account_of(uow, user)
        ensure_account_is_usable(user, account.club)
        session_id = await open_session(uow.sign_ins, wiring.clock, user.id, device)
        await uow.commit()
    token = wiring.tokens.issue(
        user.id, user.token_version, second_factor=True, session_id=session_id
    )
    return SignedIn(replace(account, session_id=session_id), token)


async def _counted(
    hasher: PasswordHasher,
    attempts: SignInLimiter,
    address: str,
    email: str,
    attempt: Callable[[], Awaitable[T]],
    sleep: Sleep,
) -> T:
    """``attempt`` counted as a sign-in attempt; the delay, if any, is waited after the
    check and outside the hasher's queue (a slowed guesser holds no place in it)."""
    delay = 0.0
    try:
        async with hasher.reserve():  # refused (503) before an attempt is counted
            counts = await attempts.sign_in(address, email)
            delay = answer_delay(counts)
            answer = await attempt()
    finally:
        if delay:
            await sleep(delay)
    return answer

"""A user's second factor (TOTP, RFC 6238): switching it on with a first code, the recovery
codes, switching it off, and an operator's reset (docs/security.md, Second factor)."""

from dataclasses import dataclass, replace

from fedreg_core.domain.entities import RecoveryCode, SecondFactor
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound, RuleBroken
from fedreg_core.domain.rules import Validation
from fedreg_core.domain.second_factor_rules import (
    check_any_code,
    check_totp_code,
    digest_of,
    new_recovery_codes,
    plain_code,
    selector_of,
)
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.second_factor import OneTimePasswords
from fedreg_core.ports.security import PasswordHasher, TokenService
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.accounts import SignedIn, account_of
from fedreg_core.services.own_password import Asker, check_own_password
from fedreg_core.services.second_factor_codes import WRONG_CODE, use_code
from fedreg_core.services.sessions import keep_only


@dataclass(frozen=True, slots=True)
class SecondFactorState:
    enabled: bool
    recovery_codes_left: int


@dataclass(frozen=True, slots=True)
class Enrolment:
    """A secret not yet switched on, and the URI an authenticator app reads."""

    secret: str
    uri: str


@dataclass(frozen=True, slots=True)
class Enrolled:
    """Switched on: the recovery codes (shown this once) and a fresh token (the others end)."""

    signed_in: SignedIn
    recovery_codes: list[str]


async def second_factor_state(uow: AccountWork, user_id: int) -> SecondFactorState:
    async with uow:
        factor = await uow.second_factors.get(user_id)
        left = await uow.second_factors.recovery_codes_left(user_id)
    return SecondFactorState(factor is not None and factor.enabled, left)


async def start_enrolment(uow: AccountWork, otp: OneTimePasswords, user_id: int) -> Enrolment:
    """A new secret for the user, off until ``confirm_enrolment`` (409 when one is on)."""
    async with uow:
        user = await uow.users.get(user_id)
        if user is None:
            raise NotFound
        factor = await uow.second_factors.get(user_id)
        if factor is not None and factor.enabled:
            raise Conflict("error_second_factor_on")
        issuer = (await uow.settings.get()).title.strip() or "fedreg"
        secret = otp.new_secret()
        await uow.second_factors.save(SecondFactor(user_id, secret.stored))
        await uow.commit()
    return Enrolment(secret.shown, otp.enrolment_uri(secret.shown, user.email, issuer))


async def confirm_enrolment(
    uow: AccountWork,
    tokens: TokenService,
    otp: OneTimePasswords,
    user_id: int,
    code: str,
    *,
    keep: str | None,
    clock: Clock,
) -> Enrolled:
    """Switch the started secret on with a code of it; ten recovery codes (their digests
    stored) replace any earlier ones; the user's other tokens and sessions end (all but
    ``keep``, the asking one's, which the fresh token is of). A second confirmation of
    the same secret (a double click) is refused and leaves the first one's codes."""
    v = Validation()
    check_totp_code(v, "code", code)
    v.raise_if_broken()
    async with uow:
        factor = await uow.second_factors.get(user_id)
    if factor is None or factor.enabled:
        raise Conflict("error_second_factor_not_started")
    step = otp.matching_step(factor.secret, plain_code(code))
    if step is None:
        raise RuleBroken.single("code", WRONG_CODE)
    codes = new_recovery_codes()
    async with uow:
        user = await uow.users.get(user_id)
        if user is None:
            raise NotFound
        if not await uow.second_factors.switch_on(user_id, factor.secret, step):
            raise Conflict("error_second_factor_not_started")
        stored = [RecoveryCode(user_id, selector_of(c), digest_of(c)) for c in codes]
        await uow.second_factors.replace_recovery_codes(user_id, stored)
        user.token_version += 1
        await uow.users.update(user)
        await keep_only(uow.sign_ins, clock, user_id, keep)
        await uow.commit()
        account = replace(await account_of(uow, user), session_id=keep)
    token = tokens.issue(user_id, user.token_version, second_factor=True, session_id=keep or "")
    return Enrolled(SignedIn(account, token), codes)


@dataclass(frozen=True, slots=True)
class TurningOff:
    user_id: int
    password: str
    code: str
    asker: Asker


async def turn_off(
    uow: AccountWork, hasher: PasswordHasher, otp: OneTimePasswords, clock: Clock, off: TurningOff
) -> None:
    """With the password and a code (TOTP or recovery), each call counted against the limits
    on attempts at the own password; refused (403) for an admin while admins must have a
    second factor."""
    v = Validation()
    v.required("password", off.password)
    check_any_code(v, "code", off.code)
    v.raise_if_broken()
    async with uow:
        user = await uow.users.get(off.user_id)
        factor = await uow.second_factors.get(off.user_id)
        settings = await uow.settings.get()
    if user is None:
        raise NotFound
    if factor is None or not factor.enabled:
        raise Conflict("error_second_factor_off")
    if user.is_admin and settings.admins_need_second_factor:
        raise Forbidden("error_second_factor_admins_keep_it")
    async with hasher.reserve():
        await check_own_password(hasher, off.asker, user, off.password, "password")
    await use_code(uow, otp, clock, factor, off.code)
    async with uow:
        await uow.second_factors.remove(off.user_id)
        await uow.commit()


async def reset_second_factor(uow: AccountWork, user_id: int) -> None:
    """An operator's reset for a locked-out user: the factor and recovery codes go, and
    every session of the user ends."""
    async with uow:
        user = await uow.users.get(user_id)
        if user is None:
            raise NotFound(what="user", key=str(user_id))
        await uow.second_factors.remove(user_id)
        user.token_version += 1
        await uow.users.update(user)
        await uow.sign_ins.remove_all_of(user_id)
        await uow.commit()

"""Checking a code of a user's second factor: a TOTP code is good once (its time step is
recorded), a recovery code once (it is marked used); both refusals name the field."""

from fedreg_core.domain.entities import SecondFactor
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.domain.second_factor_rules import (
    digest_matches,
    is_totp_code,
    plain_code,
    selector_of,
)
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.second_factor import OneTimePasswords
from fedreg_core.ports.unit_of_work import AccountWork

WRONG_CODE = "error_second_factor_code_wrong"
USED_CODE = "error_second_factor_code_used"


async def use_code(
    uow: AccountWork,
    otp: OneTimePasswords,
    clock: Clock,
    factor: SecondFactor,
    code: str,
    field: str = "code",
) -> None:
    """Accept ``code`` (well formed: ``check_any_code``) for ``factor`` and use it up, or
    raise ``RuleBroken`` on ``field``: wrong, or already used."""
    if is_totp_code(code):
        await _use_totp_code(uow, otp, factor, plain_code(code), field)
    else:
        await _use_recovery_code(uow, clock, factor.user_id, code, field)


async def _use_totp_code(
    uow: AccountWork, otp: OneTimePasswords, factor: SecondFactor, code: str, field: str
) -> None:
    step = otp.matching_step(factor.secret, code)
    if step is None:
        raise RuleBroken.single(field, WRONG_CODE)
    async with uow:
        accepted = await uow.second_factors.accept_step(factor.user_id, step)
        await uow.commit()
    if not accepted:
        raise RuleBroken.single(field, USED_CODE)


async def _use_recovery_code(
    uow: AccountWork, clock: Clock, user_id: int, code: str, field: str
) -> None:
    """Found by its digest's selector, checked against the whole digest, then marked used
    (refused when a concurrent call used it first)."""
    async with uow:
        stored = await uow.second_factors.unused_recovery_code(user_id, selector_of(code))
        if stored is None or not digest_matches(code, stored.code_hash):
            raise RuleBroken.single(field, WRONG_CODE)
        assert stored.id is not None
        used_now = await uow.second_factors.use_recovery_code(stored.id, clock.now())
        await uow.commit()
    if not used_now:
        raise RuleBroken.single(field, USED_CODE)

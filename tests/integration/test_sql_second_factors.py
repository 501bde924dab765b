"""Second factors on both databases: the stored secret, a code's time step accepted once,
recovery codes stored as digests and used once, two confirmations at once switching it on
once, everything gone with a reset."""

import asyncio
import hashlib

import pyotp
import pytest
from sqlalchemy import select

from adapters.security.passwords import BcryptPasswordHasher
from adapters.security.totp import PyotpOneTimePasswords, SecretNotOpened
from adapters.sql.models import RecoveryCodeRow, SecondFactorRow
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Conflict, RuleBroken
from fedreg_core.domain.second_factor_rules import selector_of
from fedreg_core.services.accounts import SecondFactorNeeded, login
from fedreg_core.services.second_factor import (
    confirm_enrolment,
    reset_second_factor,
    start_enrolment,
)
from fedreg_core.services.sign_in import SecondFactorWiring, SecondStep, sign_in_second_step
from tests.fake_second_factor import LimitedSignIns
from tests.fakes import FakeTokenService, FixedClock, Seconds
from tests.unit.accounts_setup import OPENING

PASSWORD = "lozinka-Đurđa"
NOW = 1_790_000_000.0
SECRET_KEY = "second-factor-test-secret-key-of-at-least-32-bytes"


@pytest.fixture
def hasher() -> BcryptPasswordHasher:
    return BcryptPasswordHasher(cost=4)


@pytest.fixture
def seconds() -> Seconds:
    return Seconds(NOW)


@pytest.fixture
def wiring(hasher: BcryptPasswordHasher, seconds: Seconds) -> SecondFactorWiring:
    otp = PyotpOneTimePasswords(SECRET_KEY, seconds)
    return SecondFactorWiring(hasher, FakeTokenService(), LimitedSignIns(), otp, FixedClock())


async def stored_user(uow_factory: SqlUnitOfWorkFactory, hasher: BcryptPasswordHasher) -> User:
    async with uow_factory() as uow:
        user = await uow.users.add(
            User("Đurđa Šćepanović", "djurdja@savez.rs", await hasher.hash(PASSWORD))
        )
        await uow.commit()
    return user


async def enrolled(
    uow_factory: SqlUnitOfWorkFactory, wiring: SecondFactorWiring, user: User
) -> tuple[str, list[str]]:
    """The secret and the recovery codes of the user, enrolled at ``NOW``."""
    assert user.id is not None
    enrolment = await start_enrolment(uow_factory(), wiring.otp, user.id)
    code = pyotp.TOTP(enrolment.secret).at(NOW)
    done = await confirm_enrolment(
        uow_factory(), wiring.tokens, wiring.otp, user.id, code, keep=None, clock=FixedClock()
    )
    return enrolment.secret, done.recovery_codes


async def second_step(
    uow_factory: SqlUnitOfWorkFactory, wiring: SecondFactorWiring, code: str
) -> None:
    answer = await login(
        uow_factory(), wiring.hasher, wiring.tokens, "djurdja@savez.rs", PASSWORD, opening=OPENING
    )
    assert isinstance(answer, SecondFactorNeeded)
    step = SecondStep(answer.challenge, code, "192.0.2.1")
    await sign_in_second_step(uow_factory(), wiring, step)


async def test_the_secret_is_stored_and_the_recovery_codes_hashed(
    uow_factory: SqlUnitOfWorkFactory, hasher: BcryptPasswordHasher, wiring: SecondFactorWiring
) -> None:
    user = await stored_user(uow_factory, hasher)

    secret, codes = await enrolled(uow_factory, wiring, user)

    async with uow_factory() as uow:
        factor = await uow.session.get(SecondFactorRow, user.id)
        assert factor is not None
        assert factor.enabled
        assert secret not in factor.secret  # stored sealed
        assert PyotpOneTimePasswords(SECRET_KEY).open(factor.secret) == secret
        other_key = PyotpOneTimePasswords("another-key-of-at-least-thirty-two-bytes!")
        with pytest.raises(SecretNotOpened):
            other_key.open(factor.secret)
        # a server with another key takes no code of it (its owner uses a recovery code)
        assert other_key.matching_step(factor.secret, pyotp.TOTP(secret).now()) is None
        assert factor.last_step == int(NOW) // 30
        rows = list(await uow.session.scalars(select(RecoveryCodeRow)))
        assert len(rows) == 10
        digests = {hashlib.sha256(code.replace("-", "").encode()).hexdigest() for code in codes}
        assert {row.code_hash for row in rows} == digests
        assert {row.selector for row in rows} == {digest[:8] for digest in digests}
        for row in rows:
            assert not any(code.replace("-", "")[:4] in row.selector for code in codes)
            assert row.used_at is None


async def test_a_time_step_is_accepted_once(
    uow_factory: SqlUnitOfWorkFactory,
    hasher: BcryptPasswordHasher,
    wiring: SecondFactorWiring,
    seconds: Seconds,
) -> None:
    user = await stored_user(uow_factory, hasher)
    secret, _ = await enrolled(uow_factory, wiring, user)
    seconds.now = NOW + 60
    code = pyotp.TOTP(secret).at(seconds.now)

    await second_step(uow_factory, wiring, code)
    with pytest.raises(RuleBroken) as caught:
        await second_step(uow_factory, wiring, code)

    assert caught.value.errors == {"code": "error_second_factor_code_used"}
    assert user.id is not None
    async with uow_factory() as uow:
        assert not await uow.second_factors.accept_step(user.id, int(seconds.now) // 30)
        assert await uow.second_factors.accept_step(user.id, int(seconds.now) // 30 + 1)
        await uow.commit()


async def test_a_recovery_code_is_used_once(
    uow_factory: SqlUnitOfWorkFactory, hasher: BcryptPasswordHasher, wiring: SecondFactorWiring
) -> None:
    user = await stored_user(uow_factory, hasher)
    _, codes = await enrolled(uow_factory, wiring, user)

    await second_step(uow_factory, wiring, codes[0].lower())
    with pytest.raises(RuleBroken) as caught:
        await second_step(uow_factory, wiring, codes[0])

    assert caught.value.errors == {"code": "error_second_factor_code_wrong"}
    assert user.id is not None
    async with uow_factory() as uow:
        assert await uow.second_factors.recovery_codes_left(user.id) == 9
        used = await uow.session.scalars(
            select(RecoveryCodeRow.selector).where(RecoveryCodeRow.used_at.is_not(None))
        )
        assert list(used) == [selector_of(codes[0])]


async def test_a_reset_drops_the_factor_and_its_codes(
    uow_factory: SqlUnitOfWorkFactory, hasher: BcryptPasswordHasher, wiring: SecondFactorWiring
) -> None:
    user = await stored_user(uow_factory, hasher)
    await enrolled(uow_factory, wiring, user)
    assert user.id is not None

    await reset_second_factor(uow_factory(), user.id)

    async with uow_factory() as uow:
        assert await uow.second_factors.get(user.id) is None
        assert list(await uow.session.scalars(select(RecoveryCodeRow))) == []
        stored = await uow.users.get(user.id)
    assert stored is not None
    assert stored.token_version == user.token_version + 2  # enrolment, then the reset


async def test_two_confirmations_at_once_switch_it_on_once(
    uow_factory: SqlUnitOfWorkFactory, hasher: BcryptPasswordHasher, wiring: SecondFactorWiring
) -> None:
    user = await stored_user(uow_factory, hasher)
    assert user.id is not None
    enrolment = await start_enrolment(uow_factory(), wiring.otp, user.id)
    code = pyotp.TOTP(enrolment.secret).at(NOW)

    answers = await asyncio.gather(
        *(
            confirm_enrolment(
                uow_factory(),
                wiring.tokens,
                wiring.otp,
                user.id,
                code,
                keep=None,
                clock=FixedClock(),
            )
            for _ in range(2)
        ),
        return_exceptions=True,
    )

    [enrolled] = [answer for answer in answers if not isinstance(answer, BaseException)]
    assert [type(answer) for answer in answers if isinstance(answer, BaseException)] == [Conflict]
    assert not isinstance(enrolled, BaseException)
    async with uow_factory() as uow:
        stored = set(await uow.session.scalars(select(RecoveryCodeRow.code_hash)))
    shown = {
        hashlib.sha256(c.replace("-", "").encode()).hexdigest() for c in enrolled.recovery_codes
    }
    assert stored == shown

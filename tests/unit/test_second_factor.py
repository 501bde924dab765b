"""A second factor at sign-in: enrolment, recovery codes, the two steps, replay refused, the
sign-in limits over the second step, turning it off, an operator's reset (docs/security.md)."""

import hashlib

import pytest

from fedreg_core.domain.entities import Settings, User
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken, TooManyAttempts
from fedreg_core.services.accounts import SecondFactorNeeded, SignedIn, change_password
from fedreg_core.services.authentication import authenticate
from fedreg_core.services.second_factor import (
    SecondFactorState,
    TurningOff,
    confirm_enrolment,
    reset_second_factor,
    second_factor_state,
    start_enrolment,
    turn_off,
)
from tests.unit.accounts_setup import PASSWORD
from tests.unit.second_factor_setup import TwoFactorWorld


@pytest.fixture
def world() -> TwoFactorWorld:
    return TwoFactorWorld()


async def ana(world: TwoFactorWorld) -> User:
    return await world.add_user("ana@klub.rs")


def broken(caught: pytest.ExceptionInfo[RuleBroken]) -> dict[str, str]:
    return caught.value.errors


async def test_enrolment_is_off_until_a_first_code_confirms_it(world: TwoFactorWorld) -> None:
    user = await ana(world)
    assert user.id is not None
    await world.db.settings.update(Settings("Savez Šumadija", ""))

    enrolment = await start_enrolment(world.uow, world.otp, user.id)

    assert enrolment.uri == (
        f"otpauth://totp/Savez Šumadija:ana@klub.rs?secret={enrolment.secret}&issuer=Savez Šumadija"
    )
    assert not (await second_factor_state(world.uow, user.id)).enabled
    assert isinstance(await world.password_step(), SignedIn)
    with pytest.raises(RuleBroken) as caught:
        await confirm_enrolment(
            world.uow, world.tokens, world.otp, user.id, "000000", keep=None, clock=world.clock
        )
    assert broken(caught) == {"code": "error_second_factor_code_wrong"}
    assert not (await second_factor_state(world.uow, user.id)).enabled


async def test_confirmed_enrolment_gives_ten_hashed_recovery_codes_and_ends_other_tokens(
    world: TwoFactorWorld,
) -> None:
    user = await ana(world)
    assert user.id is not None

    enrolled = await world.enrolled(user)

    codes = enrolled.recovery_codes
    assert len(set(codes)) == 10
    assert all(len(code) == 14 and code.count("-") == 2 for code in codes)
    stored = world.db.second_factors.codes
    assert sorted(code.code_hash for code in stored) == sorted(
        hashlib.sha256(code.replace("-", "").encode()).hexdigest() for code in codes
    )
    assert (await world.stored_user(user.id)).token_version == user.token_version + 1
    claims = world.tokens.read(enrolled.signed_in.token)
    assert claims is not None and claims.second_factor
    assert await second_factor_state(world.uow, user.id) == SecondFactorState(True, 10)


async def test_a_started_or_switched_on_factor_refuses_the_wrong_step(
    world: TwoFactorWorld,
) -> None:
    user = await ana(world)
    assert user.id is not None
    with pytest.raises(Conflict):
        await confirm_enrolment(
            world.uow, world.tokens, world.otp, user.id, "123456", keep=None, clock=world.clock
        )
    await world.enrolled(user)
    with pytest.raises(Conflict):
        await start_enrolment(world.uow, world.otp, user.id)


async def test_sign_in_takes_two_steps_and_the_token_records_the_second_factor(
    world: TwoFactorWorld,
) -> None:
    user = await ana(world)
    await world.enrolled(user)
    world.otp.step += 2

    answer = await world.password_step()

    assert isinstance(answer, SecondFactorNeeded)
    assert world.tokens.read(answer.challenge) is None  # a challenge is no sign-in token
    signed_in = await world.second_step(answer.challenge, world.code_of(user))
    claims = world.tokens.read(signed_in.token)
    assert claims is not None and claims.second_factor
    assert signed_in.account.user.email == "ana@klub.rs"
    assert world.attempts.failing == {}


async def test_the_same_code_twice_is_refused(world: TwoFactorWorld) -> None:
    user = await ana(world)
    await world.enrolled(user)
    world.otp.step += 2
    code = world.code_of(user)
    await world.second_step(await world.challenge(), code)

    with pytest.raises(RuleBroken) as caught:
        await world.second_step(await world.challenge(), code)

    assert broken(caught) == {"code": "error_second_factor_code_used"}


async def test_an_earlier_step_than_the_last_accepted_is_refused(world: TwoFactorWorld) -> None:
    user = await ana(world)
    await world.enrolled(user)
    world.otp.step += 2
    await world.second_step(await world.challenge(), world.code_of(user))

    earlier = world.code_of(user, world.otp.step - 1)  # still within the window
    with pytest.raises(RuleBroken) as caught:
        await world.second_step(await world.challenge(), earlier)

    assert broken(caught) == {"code": "error_second_factor_code_used"}


async def test_a_recovery_code_signs_in_once(world: TwoFactorWorld) -> None:
    user = await ana(world)
    code = (await world.enrolled(user)).recovery_codes[3]

    signed_in = await world.second_step(await world.challenge(), f" {code.lower()} ")

    assert signed_in.account.user.id == user.id
    assert user.id is not None
    assert (await second_factor_state(world.uow, user.id)).recovery_codes_left == 9
    with pytest.raises(RuleBroken) as caught:
        await world.second_step(await world.challenge(), code)
    assert broken(caught) == {"code": "error_second_factor_code_wrong"}


@pytest.mark.parametrize(
    ("code", "error"),
    [
        pytest.param("", "required", id="empty"),
        pytest.param("12345", "error_second_factor_code_format", id="five-digits"),
        pytest.param("12345a", "error_second_factor_code_format", id="letter"),
        pytest.param("ABCD-EFGH-IJK0", "error_second_factor_code_format", id="zero-in-recovery"),
        pytest.param("999999", "error_second_factor_code_wrong", id="wrong-code"),
        pytest.param("ABCD-EFGH-JKMN", "error_second_factor_code_wrong", id="wrong-recovery"),
    ],
)
async def test_bad_codes_of_the_second_step(world: TwoFactorWorld, code: str, error: str) -> None:
    user = await ana(world)
    await world.enrolled(user)

    with pytest.raises(RuleBroken) as caught:
        await world.second_step(await world.challenge(), code)

    assert broken(caught) == {"code": error}


@pytest.mark.parametrize("challenge", ["", "challenge-99-user-1", "token-1-user-1-v0"])
async def test_a_bad_challenge_is_refused(world: TwoFactorWorld, challenge: str) -> None:
    user = await ana(world)
    await world.enrolled(user)

    with pytest.raises(RuleBroken) as caught:
        await world.second_step(challenge, world.code_of(user))

    assert set(broken(caught)) == {"challenge"}


async def test_a_challenge_ends_with_a_password_change(world: TwoFactorWorld) -> None:
    user = await ana(world)
    await world.enrolled(user)
    challenge = await world.challenge()
    assert user.id is not None
    stored = await world.stored_user(user.id)
    stored.token_version += 1
    await world.db.users.update(stored)

    with pytest.raises(RuleBroken) as caught:
        await world.second_step(challenge, world.code_of(user))

    assert broken(caught) == {"challenge": "error_second_factor_challenge_invalid"}


async def test_guessing_the_second_step_hits_the_sign_in_limit(world: TwoFactorWorld) -> None:
    user = await ana(world)
    await world.enrolled(user)
    challenge = await world.challenge()  # the password step counts until both pass

    for guess in range(9):
        with pytest.raises(RuleBroken):
            await world.second_step(challenge, f"{guess:06d}")
    with pytest.raises(TooManyAttempts):
        await world.second_step(challenge, world.code_of(user))


async def test_guesses_from_many_addresses_are_refused_past_the_accounts_limit(
    world: TwoFactorWorld,
) -> None:
    """A holder of the password gets the limit's codes a minute, however many addresses."""
    user = await ana(world)
    await world.enrolled(user)
    challenge = await world.challenge()

    for guess in range(10):
        with pytest.raises(RuleBroken):
            await world.second_step(challenge, f"{guess:06d}", address=f"198.51.100.{guess}")
    with pytest.raises(TooManyAttempts):
        await world.second_step(challenge, world.code_of(user), address="203.0.113.7")


async def test_an_admin_who_must_have_a_second_factor_gets_a_token_for_enrolment_only(
    world: TwoFactorWorld,
) -> None:
    admin = await world.add_user("admin@savez.rs", with_club=False)
    admin.is_admin = True
    await world.db.users.update(admin)
    club_user = await ana(world)
    settings = await world.db.settings.get()
    settings.admins_need_second_factor = True
    await world.db.settings.update(settings)

    answer = await world.password_step("admin@savez.rs")
    club_answer = await world.password_step("ana@klub.rs")

    assert isinstance(answer, SignedIn) and answer.enrolment_only
    assert isinstance(club_answer, SignedIn) and not club_answer.enrolment_only
    with pytest.raises(Forbidden) as caught:
        await authenticate(world.site, world.tokens, answer.token)
    assert caught.value.message_key == "error_second_factor_enrolment_required"
    account = await authenticate(world.site, world.tokens, answer.token, enrolment_call=True)
    assert account.user.id == admin.id
    assert club_user.id is not None
    enrolled = await world.enrolled(admin)
    assert (await authenticate(world.site, world.tokens, enrolled.signed_in.token)).user.is_admin
    assert admin.id is not None
    off = TurningOff(admin.id, PASSWORD, world.code_of(admin), world.asker)
    with pytest.raises(Forbidden):
        await turn_off(world.uow, world.hasher, world.otp, world.clock, off)


async def test_turning_off_asks_for_the_password_and_a_code(world: TwoFactorWorld) -> None:
    user = await ana(world)
    assert user.id is not None
    recovery = (await world.enrolled(user)).recovery_codes
    world.otp.step += 2

    for password, code, field in [
        ("pogrešna", world.code_of(user), "password"),
        (PASSWORD, "000000", "code"),
    ]:
        off = TurningOff(user.id, password, code, world.asker)
        with pytest.raises(RuleBroken) as caught:
            await turn_off(world.uow, world.hasher, world.otp, world.clock, off)
        assert set(broken(caught)) == {field}
    off = TurningOff(user.id, PASSWORD, recovery[0], world.asker)
    await turn_off(world.uow, world.hasher, world.otp, world.clock, off)

    assert world.db.second_factors.factors == {}
    assert world.db.second_factors.codes == []
    assert isinstance(await world.password_step(), SignedIn)


async def test_an_operators_reset_drops_the_factor_and_ends_every_session(
    world: TwoFactorWorld,
) -> None:
    user = await ana(world)
    assert user.id is not None
    enrolled = await world.enrolled(user)

    await reset_second_factor(world.uow, user.id)

    assert world.db.second_factors.factors == {}
    assert world.db.second_factors.codes == []
    stored = await world.stored_user(user.id)
    assert stored.token_version == user.token_version + 2
    claims = world.tokens.read(enrolled.signed_in.token)
    assert claims is not None and claims.token_version != stored.token_version
    assert isinstance(await world.password_step(), SignedIn)


async def test_an_admin_signed_in_before_the_setting_was_turned_on_must_enrol_first(
    world: TwoFactorWorld,
) -> None:
    admin = await world.add_user("admin@savez.rs", with_club=False)
    admin.is_admin = True
    await world.db.users.update(admin)
    earlier = await world.password_step("admin@savez.rs")
    assert isinstance(earlier, SignedIn) and not earlier.enrolment_only
    settings = await world.db.settings.get()
    settings.admins_need_second_factor = True
    await world.db.settings.update(settings)

    with pytest.raises(Forbidden) as caught:
        await authenticate(world.site, world.tokens, earlier.token)

    assert caught.value.message_key == "error_second_factor_enrolment_required"
    assert await authenticate(world.site, world.tokens, earlier.token, enrolment_call=True)
    enrolled = await world.enrolled(admin)
    assert await authenticate(world.site, world.tokens, enrolled.signed_in.token)


async def test_a_password_change_keeps_the_second_factor_in_the_fresh_token(
    world: TwoFactorWorld,
) -> None:
    user = await ana(world)
    assert user.id is not None
    await world.enrolled(user)

    changed = await change_password(
        world.uow,
        world.hasher,
        world.tokens,
        world.asker,
        user.id,
        PASSWORD,
        "nova-tajna1",
        keep=None,
        clock=world.clock,
    )

    claims = world.tokens.read(changed.token)
    assert claims is not None and claims.second_factor


async def test_the_own_password_asked_again_is_within_the_attempt_limits(
    world: TwoFactorWorld,
) -> None:
    world.attempts.limit = 3
    user = await ana(world)
    assert user.id is not None
    await world.enrolled(user)
    world.otp.step += 2
    wrong = TurningOff(user.id, "pogrešna", world.code_of(user), world.asker)

    for _ in range(2):
        with pytest.raises(RuleBroken):
            await turn_off(world.uow, world.hasher, world.otp, world.clock, wrong)
    with pytest.raises(RuleBroken):
        await change_password(
            world.uow,
            world.hasher,
            world.tokens,
            world.asker,
            user.id,
            "pogrešna",
            "nova-tajna1",
            keep=None,
            clock=world.clock,
        )
    right = TurningOff(user.id, PASSWORD, world.code_of(user), world.asker)
    with pytest.raises(TooManyAttempts):
        await turn_off(world.uow, world.hasher, world.otp, world.clock, right)
    assert world.db.second_factors.factors[user.id].enabled

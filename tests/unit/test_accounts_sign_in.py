"""Sign-in: login and authenticate (docs/product.md, API and Security)."""

import pytest

from fedreg_core.domain.errors import (
    AccountBlocked,
    DomainError,
    NotSignedIn,
    RuleBroken,
    WrongCredentials,
)
from fedreg_core.ports.security import TokenClaims
from fedreg_core.services.accounts import change_password
from fedreg_core.services.authentication import authenticate
from tests.unit.accounts_setup import PASSWORD, World, login


@pytest.fixture
def world() -> World:
    return World()


async def test_login_answers_a_readable_token_and_the_account_with_its_club(world: World) -> None:
    user = await world.add_user("ana@klub.rs")

    signed_in = await login(world.uow, world.hasher, world.tokens, " ANA@Klub.rs", PASSWORD)

    assert user.id is not None
    [session] = world.db.sign_ins.sessions.values()
    assert world.tokens.read(signed_in.token) == TokenClaims(user.id, 0, session_id=session.id)
    assert (session.user_id, session.address) == (user.id, "203.0.113.7")
    assert session.user_agent.endswith("Firefox/140.0")
    assert signed_in.account.user == user
    assert signed_in.account.session_id == session.id
    assert signed_in.account.club is not None
    assert signed_in.account.club.id == user.club_id
    assert world.uow.commits == 1  # the session


async def test_login_of_a_user_without_a_club(world: World) -> None:
    await world.add_user("admin@savez.rs", with_club=False)

    signed_in = await login(world.uow, world.hasher, world.tokens, "admin@savez.rs", PASSWORD)

    assert signed_in.account.club is None


@pytest.mark.parametrize(
    ("email", "password"),
    [
        pytest.param("ana@klub.rs", "pogresna", id="wrong-password"),
        pytest.param("ana@klub.rs", PASSWORD.upper(), id="password-is-case-sensitive"),
        pytest.param("nobody@klub.rs", PASSWORD, id="unknown-email"),
    ],
)
async def test_login_with_wrong_credentials(world: World, email: str, password: str) -> None:
    await world.add_user("ana@klub.rs")

    with pytest.raises(WrongCredentials) as caught:
        await login(world.uow, world.hasher, world.tokens, email, password)

    assert caught.value.message_key == "error_wrong_credentials"


async def test_login_of_a_blocked_user_is_refused(world: World) -> None:
    await world.add_user("ana@klub.rs", blocked=True)

    with pytest.raises(AccountBlocked):
        await login(world.uow, world.hasher, world.tokens, "ana@klub.rs", PASSWORD)


async def test_login_requires_both_fields(world: World) -> None:
    with pytest.raises(RuleBroken) as caught:
        await login(world.uow, world.hasher, world.tokens, "", " ")

    assert caught.value.errors == {"email": "required", "password": "required"}


async def sign_in(world: World, email: str = "ana@klub.rs") -> str:
    signed_in = await login(world.uow, world.hasher, world.tokens, email, PASSWORD)
    return signed_in.token


async def test_authenticate_answers_the_account_of_a_valid_token(world: World) -> None:
    user = await world.add_user()
    token = await sign_in(world)
    commits = world.uow.commits

    account = await authenticate(world.site, world.tokens, token)

    assert account.user == user
    assert account.club is not None
    assert account.club.id == user.club_id
    assert world.uow.commits == commits


async def assert_not_signed_in(world: World, token: str) -> None:
    """Exactly NotSignedIn (401): not its WrongCredentials subclass, not AccountBlocked."""
    with pytest.raises(DomainError) as caught:
        await authenticate(world.site, world.tokens, token)
    assert type(caught.value) is NotSignedIn


@pytest.mark.parametrize("token", ["", "garbage", "token-1-user-1-v0-forged"])
async def test_authenticate_refuses_a_bad_token(world: World, token: str) -> None:
    await world.add_user()
    await sign_in(world)

    await assert_not_signed_in(world, token)


async def test_authenticate_refuses_an_expired_token(world: World) -> None:
    await world.add_user()
    token = await sign_in(world)
    world.clock.advance(days=7)

    await assert_not_signed_in(world, token)


async def test_authenticate_refuses_a_token_from_before_a_password_change(world: World) -> None:
    user = await world.add_user()
    assert user.id is not None
    old_token = await sign_in(world)
    await change_password(
        world.uow,
        world.hasher,
        world.tokens,
        world.asker,
        user.id,
        PASSWORD,
        "nova-tajna",
        keep=None,
        clock=world.clock,
    )

    await assert_not_signed_in(world, old_token)


async def test_authenticate_refuses_a_blocked_user(world: World) -> None:
    user = await world.add_user()
    token = await sign_in(world)
    user.is_blocked = True
    await world.db.users.update(user)

    with pytest.raises(AccountBlocked):
        await authenticate(world.site, world.tokens, token)


async def test_authenticate_refuses_a_deleted_user(world: World) -> None:
    user = await world.add_user()
    assert user.id is not None
    token = await sign_in(world)
    await world.db.users.delete(user.id)

    await assert_not_signed_in(world, token)

"""Forgotten password: request_password_reset and reset_password (docs/product.md, API and
Security)."""

import hashlib
import re
from datetime import timedelta

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import NotFound, NotSignedIn, RuleBroken
from fedreg_core.messages import translate
from fedreg_core.services.accounts import request_password_reset, reset_password
from fedreg_core.services.authentication import authenticate
from tests.unit.accounts_setup import PASSWORD, World, login

RESET_URL = "https://savez.rs/reset-password"
INVALID_TOKEN = {"token": "error_reset_token_invalid"}


@pytest.fixture
def world() -> World:
    return World()


@pytest.fixture
async def ana(world: World) -> User:
    return await world.add_user("ana@klub.rs")


async def request_token(world: World, url: str = RESET_URL, language: str = "en") -> str:
    """Ask for a reset and read the token back out of the link in the mail."""
    await request_password_reset(world.uow, world.clock, world.mailer, "Ana@Klub.rs", url, language)
    found = re.search(re.escape(RESET_URL) + r"/([\w-]+)", world.mailer.sent[-1].body)
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize("language", ["en", "sr"])
async def test_request_mails_a_link_and_stores_the_token_digest(
    world: World, ana: User, language: str
) -> None:
    token = await request_token(world, language=language)

    [mail] = world.mailer.sent
    assert mail.to == "ana@klub.rs"
    assert mail.subject == translate("mail_reset_subject", language)
    expected_body = translate("mail_reset_body", language).format(
        name=ana.name, link=f"{RESET_URL}/{token}"
    )
    assert mail.body == expected_body
    [reset] = world.db.password_resets.all()
    assert reset.user_id == ana.id
    assert reset.token_digest == hashlib.sha256(token.encode()).hexdigest()
    assert reset.token_digest != token
    assert reset.expires_at == world.clock.now() + timedelta(minutes=60)
    assert reset.used_at is None
    assert world.uow.commits == 1


async def test_request_with_a_trailing_slash_in_the_url(world: World, ana: User) -> None:
    token = await request_token(world, url=RESET_URL + "/")

    assert f"{RESET_URL}/{token}" in world.mailer.sent[0].body


async def test_request_for_an_unknown_email_is_not_found(world: World, ana: User) -> None:
    with pytest.raises(NotFound) as caught:
        await request_password_reset(
            world.uow, world.clock, world.mailer, "nobody@klub.rs", RESET_URL, "en"
        )

    assert caught.value.message_key == "error_unknown_email"
    assert world.mailer.sent == []
    assert world.db.password_resets.all() == []
    assert world.uow.commits == 0


@pytest.mark.parametrize(("email", "error"), [("", "required"), ("ana@", "email")])
async def test_request_with_an_invalid_email(world: World, email: str, error: str) -> None:
    with pytest.raises(RuleBroken) as caught:
        await request_password_reset(world.uow, world.clock, world.mailer, email, RESET_URL, "en")

    assert caught.value.errors == {"email": error}
    assert world.mailer.sent == []


async def test_reset_sets_the_password_and_ends_old_sessions(world: World, ana: User) -> None:
    old = await login(world.uow, world.hasher, world.tokens, "ana@klub.rs", PASSWORD)
    token = await request_token(world)
    world.clock.advance(minutes=59)

    await reset_password(world.uow, world.hasher, world.clock, token, "nova-tajna")

    assert ana.id is not None
    stored = await world.stored_user(ana.id)
    assert stored.password_hash == "hashed:nova-tajna"
    assert stored.token_version == ana.token_version + 1
    [reset] = world.db.password_resets.all()
    assert reset.used_at == world.clock.now()
    assert world.uow.commits == 3  # the sign-in's session, the mailed link, the reset
    assert world.db.sign_ins.sessions == {}
    with pytest.raises(NotSignedIn):
        await authenticate(world.site, world.tokens, old.token)
    await login(world.uow, world.hasher, world.tokens, "ana@klub.rs", "nova-tajna")


async def assert_reset_refused(world: World, token: str, password: str, errors: object) -> None:
    """The reset is refused with ``errors`` and nothing about the user or token changes."""
    users, resets, commits = world.db.users.all(), world.db.password_resets.all(), world.uow.commits
    with pytest.raises(RuleBroken) as caught:
        await reset_password(world.uow, world.hasher, world.clock, token, password)
    assert caught.value.errors == errors
    assert world.db.users.all() == users
    assert world.db.password_resets.all() == resets
    assert world.uow.commits == commits


async def test_a_reset_token_works_once(world: World, ana: User) -> None:
    token = await request_token(world)
    await reset_password(world.uow, world.hasher, world.clock, token, "nova-tajna")

    await assert_reset_refused(world, token, "treca-tajna", INVALID_TOKEN)


async def test_using_one_reset_token_retires_the_users_other_tokens(
    world: World, ana: User
) -> None:
    first, second = await request_token(world), await request_token(world)
    await world.add_user("bob@klub.rs")
    await request_password_reset(
        world.uow, world.clock, world.mailer, "bob@klub.rs", RESET_URL, "en"
    )
    found = re.search(re.escape(RESET_URL) + r"/([\w-]+)", world.mailer.sent[-1].body)
    assert found is not None
    bobs = found.group(1)

    await reset_password(world.uow, world.hasher, world.clock, second, "nova-tajna")

    await assert_reset_refused(world, first, "treca-tajna", INVALID_TOKEN)
    await reset_password(world.uow, world.hasher, world.clock, bobs, "bobova-tajna")


async def test_a_reset_token_works_during_its_60_minutes(world: World, ana: User) -> None:
    token = await request_token(world)
    world.clock.advance(minutes=59, seconds=59)

    await reset_password(world.uow, world.hasher, world.clock, token, "nova-tajna")


async def test_a_reset_token_expires_after_60_minutes(world: World, ana: User) -> None:
    token = await request_token(world)
    world.clock.advance(minutes=60)

    await assert_reset_refused(world, token, "nova-tajna", INVALID_TOKEN)


async def test_an_unknown_reset_token_is_refused(world: World, ana: User) -> None:
    await request_token(world)

    await assert_reset_refused(world, "not-a-token", "nova-tajna", INVALID_TOKEN)


@pytest.mark.parametrize(
    ("password", "errors"),
    [
        pytest.param("12345", {"password": "min_length"}, id="short"),
        pytest.param("", {"password": "required"}, id="empty"),
        pytest.param("ć" * 37, {"password": "password_too_long"}, id="74-bytes"),
    ],
)
async def test_an_invalid_new_password_leaves_the_token_usable(
    world: World, ana: User, password: str, errors: dict[str, str]
) -> None:
    token = await request_token(world)

    await assert_reset_refused(world, token, password, errors)
    await reset_password(world.uow, world.hasher, world.clock, token, "nova-tajna")


async def test_reset_requires_a_token(world: World) -> None:
    await assert_reset_refused(world, " ", "nova-tajna", {"token": "required"})

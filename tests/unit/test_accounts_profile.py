"""Profile: update_profile and change_password (docs/product.md, API and Security)."""

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Conflict, NotFound, NotSignedIn, RuleBroken
from fedreg_core.services.accounts import change_password
from fedreg_core.services.authentication import authenticate
from fedreg_core.services.profile import ProfileChanges, update_profile
from tests.unit.accounts_setup import PASSWORD, World, login


@pytest.fixture
def world() -> World:
    return World()


@pytest.fixture
async def ana(world: World) -> User:
    return await world.add_user("ana@klub.rs")


def user_id(user: User) -> int:
    assert user.id is not None
    return user.id


async def test_update_profile_stores_name_and_lowercased_email(world: World, ana: User) -> None:
    account = await update_profile(
        world.uow, user_id(ana), ProfileChanges(name=" Ana Petrović ", email="Ana.P@Klub.RS")
    )

    stored = await world.stored_user(user_id(ana))
    assert (stored.name, stored.email) == ("Ana Petrović", "ana.p@klub.rs")
    assert account.user == stored
    assert account.club is not None
    assert account.club.id == ana.club_id
    assert world.uow.commits == 1


async def test_update_profile_keeps_own_email_in_any_case(world: World, ana: User) -> None:
    await update_profile(world.uow, user_id(ana), ProfileChanges(name="Ana", email="ANA@klub.rs"))

    assert (await world.stored_user(user_id(ana))).email == "ana@klub.rs"
    assert world.uow.commits == 1


async def test_update_profile_with_an_email_of_another_user_conflicts(
    world: World, ana: User
) -> None:
    await world.add_user("marko@klub.rs")

    with pytest.raises(Conflict) as caught:
        await update_profile(
            world.uow, user_id(ana), ProfileChanges(name="Ana", email="Marko@Klub.rs")
        )

    assert (caught.value.field, caught.value.message_key) == ("email", "error_email_taken")
    assert await world.stored_user(user_id(ana)) == ana
    assert world.uow.commits == 0


@pytest.mark.parametrize(
    ("name", "email", "errors"),
    [
        pytest.param("", "", {"name": "required", "email": "required"}, id="empty"),
        pytest.param("Ana", "ana@klub", {"email": "email"}, id="bad-email"),
    ],
)
async def test_update_profile_with_broken_rules_changes_nothing(
    world: World, ana: User, name: str, email: str, errors: dict[str, str]
) -> None:
    with pytest.raises(RuleBroken) as caught:
        await update_profile(world.uow, user_id(ana), ProfileChanges(name=name, email=email))

    assert caught.value.errors == errors
    assert await world.stored_user(user_id(ana)) == ana
    assert world.uow.commits == 0


async def test_update_profile_of_an_unknown_user(world: World) -> None:
    with pytest.raises(NotFound):
        await update_profile(world.uow, 99, ProfileChanges(name="Ana", email="ana@klub.rs"))


async def test_change_password_replaces_the_hash_and_the_tokens(world: World, ana: User) -> None:
    old = await login(world.uow, world.hasher, world.tokens, "ana@klub.rs", PASSWORD)
    commits = world.uow.commits

    new = await change_password(
        world.uow,
        world.hasher,
        world.tokens,
        world.asker,
        user_id(ana),
        PASSWORD,
        "nova-tajna",
        keep=old.account.session_id,
        clock=world.clock,
    )

    stored = await world.stored_user(user_id(ana))
    assert stored.password_hash == "hashed:nova-tajna"
    assert stored.token_version == ana.token_version + 1
    assert world.uow.commits == commits + 1
    assert new.account.session_id == old.account.session_id is not None
    assert new.account.user == stored
    assert (await authenticate(world.site, world.tokens, new.token)).user == stored
    with pytest.raises(NotSignedIn):
        await authenticate(world.site, world.tokens, old.token)
    await login(world.uow, world.hasher, world.tokens, "ana@klub.rs", "nova-tajna")


@pytest.mark.parametrize(
    ("current", "new", "errors"),
    [
        pytest.param(
            "pogresna",
            "nova-tajna",
            {"currentPassword": "error_wrong_current_password"},
            id="current-wrong",
        ),
        pytest.param("", "nova-tajna", {"currentPassword": "required"}, id="current-missing"),
        pytest.param(PASSWORD, "12345", {"newPassword": "min_length"}, id="new-too-short"),
        pytest.param(PASSWORD, "", {"newPassword": "required"}, id="new-missing"),
        pytest.param(PASSWORD, "đ" * 37, {"newPassword": "password_too_long"}, id="new-74-bytes"),
    ],
)
async def test_change_password_with_broken_rules_changes_nothing(
    world: World, ana: User, current: str, new: str, errors: dict[str, str]
) -> None:
    token = (await login(world.uow, world.hasher, world.tokens, "ana@klub.rs", PASSWORD)).token
    commits = world.uow.commits

    with pytest.raises(RuleBroken) as caught:
        await change_password(
            world.uow,
            world.hasher,
            world.tokens,
            world.asker,
            user_id(ana),
            current,
            new,
            keep=None,
            clock=world.clock,
        )

    assert caught.value.errors == errors
    assert await world.stored_user(user_id(ana)) == ana
    assert world.uow.commits == commits
    assert (await authenticate(world.site, world.tokens, token)).user == ana


async def test_change_password_of_an_unknown_user(world: World) -> None:
    with pytest.raises(NotFound):
        await change_password(
            world.uow,
            world.hasher,
            world.tokens,
            world.asker,
            99,
            PASSWORD,
            "nova-tajna",
            keep=None,
            clock=world.clock,
        )

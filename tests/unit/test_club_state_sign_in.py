"""Who may use an account at all: a blocked user's token and a deleted club's users get 403
with their own message, whatever the token's age; admins are not affected by their club."""

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import AccountBlocked, ClubDeleted, NotSignedIn
from fedreg_core.services.app_data import load_app_data
from fedreg_core.services.authentication import authenticate
from fedreg_core.services.users import StatusChange, change_user_status
from tests.unit.accounts_setup import PASSWORD, World, login


@pytest.fixture
def world() -> World:
    return World()


async def _sign_in(world: World, email: str = "ana@klub.rs") -> str:
    return (await login(world.uow, world.hasher, world.tokens, email, PASSWORD)).token


async def _delete_club_of(world: World, user: User) -> None:
    assert user.club_id is not None
    club = await world.db.clubs.get(user.club_id)
    assert club is not None
    club.is_deleted = True
    await world.db.clubs.update(club)


async def test_a_token_issued_before_blocking_answers_account_blocked(world: World) -> None:
    """Blocking ends the user's tokens (their version moves on), yet the answer is 403
    ``error_account_blocked``, not the 401 of an old token."""
    admin = await world.add_user("admin@savez.rs", with_club=False)
    admin.is_admin = True
    await world.db.users.update(admin)
    user = await world.add_user()
    assert user.id is not None
    token = await _sign_in(world)

    await change_user_status(world.uow, admin, user.id, StatusChange(is_blocked=True))

    with pytest.raises(AccountBlocked) as refused:
        await authenticate(world.site, world.tokens, token)
    assert refused.value.message_key == "error_account_blocked"


async def test_an_unblocked_users_old_token_stays_dead(world: World) -> None:
    admin = await world.add_user("admin@savez.rs", with_club=False)
    admin.is_admin = True
    user = await world.add_user()
    assert user.id is not None
    token = await _sign_in(world)
    await change_user_status(world.uow, admin, user.id, StatusChange(is_blocked=True))
    await change_user_status(world.uow, admin, user.id, StatusChange(is_blocked=False))

    with pytest.raises(NotSignedIn):
        await authenticate(world.site, world.tokens, token)


async def test_a_deleted_clubs_user_cannot_sign_in(world: World) -> None:
    user = await world.add_user()
    await _delete_club_of(world, user)

    with pytest.raises(ClubDeleted) as refused:
        await _sign_in(world)
    assert refused.value.message_key == "error_club_deleted"


async def test_a_deleted_clubs_user_loses_their_token(world: World) -> None:
    user = await world.add_user()
    token = await _sign_in(world)
    await _delete_club_of(world, user)

    with pytest.raises(ClubDeleted):
        await authenticate(world.site, world.tokens, token)


async def test_an_admin_of_a_deleted_club_still_signs_in(world: World) -> None:
    admin = await world.add_user("admin@klub.rs")
    admin.is_admin = True
    await world.db.users.update(admin)
    await _delete_club_of(world, admin)

    token = await _sign_in(world, "admin@klub.rs")

    assert (await authenticate(world.site, world.tokens, token)).user.id == admin.id


async def test_a_deleted_clubs_token_is_a_visitors_on_the_start_up_data(world: World) -> None:
    """``GET /api/data`` answers everyone; a deleted club's user gets what visitors get."""
    user = await world.add_user()
    token = await _sign_in(world)
    assert (await load_app_data(world.site, world.tokens, token)).signed_in

    await _delete_club_of(world, user)

    assert not (await load_app_data(world.site, world.tokens, token)).signed_in

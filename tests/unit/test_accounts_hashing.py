"""No use case holds a unit of work (a database connection) while a password is hashed: a
crowd signing in at once would otherwise take every connection of the pool (issue 14)."""

import re

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.services.accounts import (
    change_password,
    login,
    register,
    request_password_reset,
    reset_password,
)
from fedreg_core.services.users import set_user_password
from tests.fakes import FakePasswordHasher, FakeUnitOfWork
from tests.unit.accounts_setup import PASSWORD, World, valid_registration

RESET_URL = "https://savez.rs/reset-password"


class WatchingHasher(FakePasswordHasher):
    """Notes, at every hash, whether the unit of work was open."""

    def __init__(self) -> None:
        self.uow: FakeUnitOfWork | None = None
        self.open_while_hashing: list[bool] = []

    async def hash(self, password: str) -> str:
        self._note()
        return await super().hash(password)

    async def verify(self, password: str, password_hash: str | None) -> bool:
        self._note()
        return await super().verify(password, password_hash)

    def _note(self) -> None:
        if self.uow is not None:
            self.open_while_hashing.append(self.uow.is_open)


@pytest.fixture
def world() -> World:
    return World()


@pytest.fixture
async def ana(world: World) -> User:
    return await world.add_user("ana@klub.rs")


@pytest.fixture
def watching(world: World) -> WatchingHasher:
    hasher = WatchingHasher()
    hasher.uow = world.uow
    return hasher


async def test_sign_in_hashes_outside_the_unit_of_work(
    world: World, ana: User, watching: WatchingHasher
) -> None:
    await login(world.uow, watching, world.tokens, "ana@klub.rs", PASSWORD, opening=world.opening)
    assert watching.open_while_hashing == [False]


async def test_register_hashes_outside_the_unit_of_work(
    world: World, watching: WatchingHasher
) -> None:
    await register(world.uow, watching, valid_registration())
    assert watching.open_while_hashing == [False]


async def test_password_change_hashes_outside_the_unit_of_work(
    world: World, ana: User, watching: WatchingHasher
) -> None:
    assert ana.id is not None
    await change_password(
        world.uow,
        watching,
        world.tokens,
        world.asker,
        ana.id,
        PASSWORD,
        "nova-tajna",
        keep=None,
        clock=world.clock,
    )
    assert watching.open_while_hashing == [False, False]
    assert (await world.stored_user(ana.id)).password_hash == "hashed:nova-tajna"


async def test_a_password_changed_while_the_current_one_was_checked_is_not_overwritten(
    world: World, ana: User
) -> None:
    assert ana.id is not None
    user_id = ana.id

    class ChangedMeanwhile(FakePasswordHasher):
        async def hash(self, password: str) -> str:
            user = await world.stored_user(user_id)  # another request changes it meanwhile
            user.password_hash = "hashed:changed-elsewhere"
            await world.db.users.update(user)
            return await super().hash(password)

    with pytest.raises(RuleBroken) as caught:
        await change_password(
            world.uow,
            ChangedMeanwhile(),
            world.tokens,
            world.asker,
            user_id,
            PASSWORD,
            "x1y2z3w4",
            keep=None,
            clock=world.clock,
        )

    assert caught.value.errors == {"currentPassword": "error_wrong_current_password"}
    assert (await world.stored_user(user_id)).password_hash == "hashed:changed-elsewhere"


async def test_password_reset_hashes_outside_the_unit_of_work(
    world: World, ana: User, watching: WatchingHasher
) -> None:
    await request_password_reset(
        world.uow, world.clock, world.mailer, "ana@klub.rs", RESET_URL, "en"
    )
    found = re.search(re.escape(RESET_URL) + r"/([\w-]+)", world.mailer.sent[-1].body)
    assert found is not None

    await reset_password(world.uow, watching, world.clock, found.group(1), "nova-tajna")

    assert watching.open_while_hashing == [False]
    assert ana.id is not None
    assert (await world.stored_user(ana.id)).password_hash == "hashed:nova-tajna"


async def test_an_admin_setting_a_password_hashes_outside_the_unit_of_work(
    world: World, ana: User, watching: WatchingHasher
) -> None:
    admin = await world.add_user("admin@savez.rs", with_club=False)
    admin.is_admin = True
    assert ana.id is not None

    await set_user_password(world.uow, watching, admin, ana.id, "nova-tajna")

    assert watching.open_while_hashing == [False]

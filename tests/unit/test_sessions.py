"""Signed-in devices: each sign-in opens a session the token names; the user lists and ends
them; a password change or a second factor switched on keeps the asking one only; a reset
ends them all; the purge forgets the expired ones."""

import pytest

from fedreg_core.domain.errors import NotFound, NotSignedIn
from fedreg_core.services.accounts import SignedIn, change_password
from fedreg_core.services.authentication import authenticate
from fedreg_core.services.retention import purge
from fedreg_core.services.second_factor import reset_second_factor
from fedreg_core.services.sessions import end_session, list_sessions, sign_out
from tests.fakes import FakeFileStore
from tests.unit.accounts_setup import PASSWORD
from tests.unit.second_factor_setup import TwoFactorWorld


@pytest.fixture
def world() -> TwoFactorWorld:
    return TwoFactorWorld()


async def two_devices(world: TwoFactorWorld) -> tuple[SignedIn, SignedIn]:
    await world.add_user("ana@klub.rs")
    first = await world.password_step()
    world.clock.advance(minutes=5)
    second = await world.password_step()
    assert isinstance(first, SignedIn) and isinstance(second, SignedIn)
    return first, second


async def test_each_sign_in_is_listed_this_one_first(world: TwoFactorWorld) -> None:
    first, second = await two_devices(world)

    listed = await list_sessions(world.uow, world.clock, first.account)

    assert [(s.id, s.current) for s in listed] == [
        (first.account.session_id, True),
        (second.account.session_id, False),
    ]
    assert listed[1].created_at == world.clock.now()
    assert listed[0].address == "203.0.113.7"


async def test_an_ended_session_signs_its_token_out_and_only_it(world: TwoFactorWorld) -> None:
    first, second = await two_devices(world)
    assert second.account.session_id is not None

    await end_session(world.uow, first.account, second.account.session_id)

    with pytest.raises(NotSignedIn):
        await authenticate(world.site, world.tokens, second.token)
    assert await authenticate(world.site, world.tokens, first.token)
    with pytest.raises(NotFound):
        await end_session(world.uow, first.account, second.account.session_id)


async def test_another_users_session_is_not_found(world: TwoFactorWorld) -> None:
    _, mine = await two_devices(world)
    await world.add_user("ivo@klub.rs")
    theirs = await world.password_step("ivo@klub.rs")
    assert isinstance(theirs, SignedIn) and theirs.account.session_id is not None

    with pytest.raises(NotFound):
        await end_session(world.uow, mine.account, theirs.account.session_id)

    assert await authenticate(world.site, world.tokens, theirs.token)


async def test_signing_out_ends_this_session(world: TwoFactorWorld) -> None:
    first, second = await two_devices(world)

    await sign_out(world.uow, first.account)

    with pytest.raises(NotSignedIn):
        await authenticate(world.site, world.tokens, first.token)
    assert await authenticate(world.site, world.tokens, second.token)


async def test_a_password_change_keeps_the_asking_session_only(world: TwoFactorWorld) -> None:
    first, second = await two_devices(world)
    user_id = first.account.user.id
    assert user_id is not None

    changed = await change_password(
        world.uow,
        world.hasher,
        world.tokens,
        world.asker,
        user_id,
        PASSWORD,
        "nova-tajna1",
        keep=second.account.session_id,
        clock=world.clock,
    )

    assert [s.id for s in world.db.sign_ins.sessions.values()] == [second.account.session_id]
    assert await authenticate(world.site, world.tokens, changed.token)
    with pytest.raises(NotSignedIn):
        await authenticate(world.site, world.tokens, first.token)


async def test_switching_the_second_factor_on_keeps_the_asking_session_only(
    world: TwoFactorWorld,
) -> None:
    first, _ = await two_devices(world)
    await world.enrolled(first.account.user, keep=first.account.session_id)

    assert [s.id for s in world.db.sign_ins.sessions.values()] == [first.account.session_id]


async def test_a_reset_of_the_second_factor_ends_every_session(world: TwoFactorWorld) -> None:
    first, _ = await two_devices(world)
    assert first.account.user.id is not None

    await reset_second_factor(world.uow, first.account.user.id)

    assert world.db.sign_ins.sessions == {}


async def test_the_purge_forgets_sessions_past_a_tokens_lifetime(world: TwoFactorWorld) -> None:
    _, second = await two_devices(world)  # five minutes apart
    world.clock.advance(days=7, minutes=-2)  # the first is past 7 days, the second not

    dry = await purge(world.uow, FakeFileStore(), world.clock.now(), dry_run=True)
    done = await purge(world.uow, FakeFileStore(), world.clock.now(), dry_run=False)

    assert (dry.sessions, done.sessions) == (1, 1)
    assert [s.id for s in world.db.sign_ins.sessions.values()] == [second.account.session_id]


async def test_the_session_kept_by_a_password_change_lives_as_long_as_its_new_token(
    world: TwoFactorWorld,
) -> None:
    first, _ = await two_devices(world)
    user_id = first.account.user.id
    assert user_id is not None
    world.clock.advance(days=6)
    await change_password(
        world.uow, world.hasher, world.tokens, world.asker, user_id, PASSWORD, "nova-tajna1",
        keep=first.account.session_id, clock=world.clock,
    )  # fmt: skip
    world.clock.advance(days=3)  # nine days after the sign-in, three after the new token

    listed = await list_sessions(world.uow, world.clock, first.account)
    purged = await purge(world.uow, FakeFileStore(), world.clock.now(), dry_run=False)

    assert [s.id for s in listed] == [first.account.session_id]
    assert purged.sessions == 0

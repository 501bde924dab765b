"""``GET /api/data`` and sign-in checks with the process's caches on (decisions.md §2, §6).

The fakes' database is changed behind the caches' back (no announcement) to show what is
answered from the cache; an announced change (``invalidate``) is always read again."""

import pytest

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import AccountBlocked, NotSignedIn
from fedreg_core.services.app_data import load_app_data
from fedreg_core.services.authentication import authenticate
from fedreg_core.services.read_caches import ReadCaches
from tests.fakes import FakeTokenService, FakeUnitOfWork
from tests.unit.test_app_data import sign_in, with_active_tournament


def caches_on() -> ReadCaches:
    caches = ReadCaches()
    caches.site.enable()
    caches.accounts.enable()
    return caches


async def retitle(uow: FakeUnitOfWork, title: str) -> None:
    settings = await uow.db.settings.get()
    settings.title = title
    await uow.db.settings.update(settings)


async def stored_user(uow: FakeUnitOfWork, tokens: FakeTokenService, token: str) -> User:
    claims = tokens.read(token)
    assert claims is not None
    user = await uow.db.users.get(claims.user_id)
    assert user is not None
    return user


async def test_settings_and_the_active_tournament_are_read_once_until_a_change() -> None:
    uow, tokens, caches = FakeUnitOfWork(), FakeTokenService(), caches_on()
    active = await with_active_tournament(uow)
    token = await sign_in(uow, tokens)
    first = await load_app_data(uow, tokens, token, caches)

    await retitle(uow, "Unannounced")
    again = await load_app_data(uow, tokens, token, caches)
    caches.site.invalidate()
    after_change = await load_app_data(uow, tokens, token, caches)

    assert first == again
    assert again.active_tournament == active
    assert after_change.settings.title == "Unannounced"


async def test_visitors_share_the_cached_settings_but_never_get_the_tournament() -> None:
    uow, tokens, caches = FakeUnitOfWork(), FakeTokenService(), caches_on()
    await with_active_tournament(uow)
    await load_app_data(uow, tokens, await sign_in(uow, tokens), caches)
    await retitle(uow, "Unannounced")

    visitor = await load_app_data(uow, tokens, None, caches)

    assert visitor.settings.title == "Savez"
    assert visitor.active_tournament is None
    assert not visitor.signed_in


async def test_a_cached_account_still_refuses_an_older_token() -> None:
    uow, tokens, caches = FakeUnitOfWork(), FakeTokenService(), caches_on()
    old_token = await sign_in(uow, tokens)
    user = await stored_user(uow, tokens, old_token)
    user.token_version += 1  # the password changed ...
    await uow.db.users.update(user)
    caches.accounts.invalidate()  # ... and it was announced
    assert user.id is not None
    new_token = tokens.issue(user.id, user.token_version)
    await authenticate(uow, tokens, new_token, caches.accounts)  # cached now

    with pytest.raises(NotSignedIn):
        await authenticate(uow, tokens, old_token, caches.accounts)
    assert not (await load_app_data(uow, tokens, old_token, caches)).signed_in


async def test_an_announced_block_is_refused_at_once() -> None:
    uow, tokens, caches = FakeUnitOfWork(), FakeTokenService(), caches_on()
    token = await sign_in(uow, tokens)
    await authenticate(uow, tokens, token, caches.accounts)
    user = await stored_user(uow, tokens, token)
    user.is_blocked = True
    await uow.db.users.update(user)

    caches.accounts.invalidate()

    with pytest.raises(AccountBlocked):
        await authenticate(uow, tokens, token, caches.accounts)
    assert not (await load_app_data(uow, tokens, token, caches)).signed_in


async def test_changing_an_answered_account_does_not_change_the_cached_one() -> None:
    uow, tokens, caches = FakeUnitOfWork(), FakeTokenService(), caches_on()
    token = await sign_in(uow, tokens)
    answered = await authenticate(uow, tokens, token, caches.accounts)

    answered.user.is_admin = True

    assert not (await authenticate(uow, tokens, token, caches.accounts)).user.is_admin

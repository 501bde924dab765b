"""``GET /api/data`` and sign-in checks through ``CachedSiteReads`` with its caches on
(docs/product.md, API and Security).

The fakes' database is changed behind the caches' back (no announcement) to show what is
answered from the cache; an announced change (``invalidate``) is always read again."""

import pytest

from adapters.sql.cached_site_reads import CachedSiteReads
from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import AccountBlocked, NotSignedIn
from fedreg_core.ports.site import ActiveTournament
from fedreg_core.services.app_data import load_app_data
from fedreg_core.services.authentication import authenticate
from tests.fakes import FakeSiteReads, FakeTokenService, FakeUnitOfWork
from tests.unit.test_app_data import sign_in, with_active_tournament


def caches_on(uow: FakeUnitOfWork) -> CachedSiteReads:
    caches = CachedSiteReads(FakeSiteReads(uow.db))
    caches.sites.enable()
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
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    caches = caches_on(uow)
    active = await with_active_tournament(uow)
    token = await sign_in(uow, tokens)
    first = await load_app_data(caches, tokens, token)

    await retitle(uow, "Unannounced")
    again = await load_app_data(caches, tokens, token)
    caches.sites.invalidate()
    after_change = await load_app_data(caches, tokens, token)

    assert first == again
    assert again.active_tournament == ActiveTournament.of(active)
    assert after_change.settings.title == "Unannounced"


async def test_visitors_get_the_cached_settings_but_never_the_tournament() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    caches = caches_on(uow)
    await with_active_tournament(uow)
    await load_app_data(caches, tokens, await sign_in(uow, tokens))
    await load_app_data(caches, tokens, None)
    await retitle(uow, "Unannounced")

    visitor = await load_app_data(caches, tokens, None)

    assert visitor.settings.title == "Savez"
    assert visitor.active_tournament is None
    assert not visitor.signed_in


async def test_a_cached_account_still_refuses_an_older_token() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    caches = caches_on(uow)
    old_token = await sign_in(uow, tokens)
    user = await stored_user(uow, tokens, old_token)
    user.token_version += 1  # the password changed ...
    await uow.db.users.update(user)
    caches.accounts.invalidate()  # ... and it was announced
    assert user.id is not None
    new_token = tokens.issue(user.id, user.token_version)
    await authenticate(caches, tokens, new_token)  # cached now

    with pytest.raises(NotSignedIn):
        await authenticate(caches, tokens, old_token)
    assert not (await load_app_data(caches, tokens, old_token)).signed_in


async def test_an_announced_block_is_refused_at_once() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    caches = caches_on(uow)
    token = await sign_in(uow, tokens)
    await authenticate(caches, tokens, token)
    user = await stored_user(uow, tokens, token)
    user.is_blocked = True
    await uow.db.users.update(user)

    caches.accounts.invalidate()

    with pytest.raises(AccountBlocked):
        await authenticate(caches, tokens, token)
    assert not (await load_app_data(caches, tokens, token)).signed_in


async def test_changing_an_answered_account_does_not_change_the_cached_one() -> None:
    uow, tokens = FakeUnitOfWork(), FakeTokenService()
    caches = caches_on(uow)
    token = await sign_in(uow, tokens)
    answered = await authenticate(caches, tokens, token)

    answered.user.is_admin = True

    assert not (await authenticate(caches, tokens, token)).user.is_admin

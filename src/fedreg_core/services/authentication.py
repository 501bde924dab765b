"""Who a bearer token signs in: asked by every signed-in call, so a known account may come
from the process's cache (``ReadCaches.accounts``) instead of the database."""

from dataclasses import replace

from fedreg_core.caching import ChangeAwareCache, Lookup
from fedreg_core.domain.account_rules import ensure_user_is_not_blocked
from fedreg_core.domain.errors import NotSignedIn
from fedreg_core.ports.security import TokenClaims, TokenService
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.accounts import Account, account_of
from fedreg_core.services.read_caches import NO_CACHES

AccountCache = ChangeAwareCache[int, Account]


async def authenticate(
    uow: UnitOfWork, tokens: TokenService, token: str, accounts: AccountCache = NO_CACHES.accounts
) -> Account:
    """The account a bearer token stands for; blocked users and old tokens are refused."""
    claims = token_claims(tokens, token)
    account = accounts.lookup(claims.user_id)
    if account.missing:
        async with uow.read_only():
            await read_missing_account(uow, account)
    return token_holder(account.value, claims)


def token_claims(tokens: TokenService, token: str) -> TokenClaims:
    claims = tokens.read(token)
    if claims is None:
        raise NotSignedIn
    return claims


async def read_missing_account(
    uow: UnitOfWork, account: Lookup[int, Account], *, with_club: bool = True
) -> None:
    """Read the account ``account`` did not find in its cache, in a unit of work the caller
    has opened, and keep it there; without its club (one query less) when only the token's
    validity is asked."""
    user = await uow.users.get(account.key)
    if user is None or not with_club:
        account.keep(None if user is None else Account(user, None))
    else:
        account.keep(await account_of(uow, user))


def token_holder(account: Account | None, claims: TokenClaims) -> Account:
    """``account`` when the token is still its own (not older than the last password change)
    and it is not blocked; a copy, so the caller may change it without touching a cache."""
    if account is None or account.user.token_version != claims.token_version:
        raise NotSignedIn
    ensure_user_is_not_blocked(account.user)
    club = replace(account.club) if account.club is not None else None
    return Account(replace(account.user), club)

"""Who a bearer token signs in: asked by every signed-in call, so a known account may come
from the process's cache (``ReadCaches.accounts``) instead of the database."""

from dataclasses import replace

from fedreg_core.caching import ChangeAwareCache
from fedreg_core.domain.errors import AccountBlocked, NotSignedIn
from fedreg_core.ports.security import TokenClaims, TokenService
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.accounts import Account, account_of

AccountCache = ChangeAwareCache[int, Account]


async def authenticate(
    uow: UnitOfWork, tokens: TokenService, token: str, accounts: AccountCache | None = None
) -> Account:
    """The account a bearer token stands for; blocked users and old tokens are refused."""
    claims = token_claims(tokens, token)
    cached = accounts.get(claims.user_id) if accounts is not None else None
    if cached is not None:
        return token_holder(cached, claims)
    ticket = accounts.ticket() if accounts is not None else 0
    async with uow.read_only():
        account = await read_account(uow, claims.user_id)
    if account is not None and accounts is not None:
        accounts.put(ticket, claims.user_id, account)
    return token_holder(account, claims)


def token_claims(tokens: TokenService, token: str) -> TokenClaims:
    claims = tokens.read(token)
    if claims is None:
        raise NotSignedIn
    return claims


async def read_account(uow: UnitOfWork, user_id: int, *, with_club: bool = True) -> Account | None:
    """The account of ``user_id`` inside a unit of work the caller has opened; without its
    club (one query less) when only the token's validity is asked."""
    user = await uow.users.get(user_id)
    if user is None or not with_club:
        return None if user is None else Account(user, None)
    return await account_of(uow, user)


def token_holder(account: Account | None, claims: TokenClaims) -> Account:
    """``account`` when the token is still its own (not older than the last password change)
    and it is not blocked; a copy, so the caller may change it without touching a cache."""
    if account is None or account.user.token_version != claims.token_version:
        raise NotSignedIn
    if account.user.is_blocked:
        raise AccountBlocked
    club = replace(account.club) if account.club is not None else None
    return Account(replace(account.user), club)

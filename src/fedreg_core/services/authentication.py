"""Who a bearer token signs in: asked by every signed-in call, read in one go."""

from fedreg_core.domain.account_rules import ensure_user_is_not_blocked
from fedreg_core.domain.errors import NotSignedIn
from fedreg_core.ports.security import TokenClaims, TokenService
from fedreg_core.ports.site import Account, SiteReads


async def authenticate(site: SiteReads, tokens: TokenService, token: str) -> Account:
    """The account a bearer token stands for; blocked users and old tokens are refused."""
    claims = token_claims(tokens, token)
    return token_holder(await site.account(claims.user_id), claims)


def token_claims(tokens: TokenService, token: str) -> TokenClaims:
    claims = tokens.read(token)
    if claims is None:
        raise NotSignedIn
    return claims


def token_holder(account: Account | None, claims: TokenClaims) -> Account:
    """``account`` when the token is still its own (not older than the last password change)
    and it is not blocked."""
    if account is None or account.user.token_version != claims.token_version:
        raise NotSignedIn
    ensure_user_is_not_blocked(account.user)
    return account

"""Who a bearer token signs in: asked by every signed-in call, read in one go."""

from fedreg_core.domain.account_rules import ensure_account_is_usable
from fedreg_core.domain.errors import Forbidden, NotSignedIn
from fedreg_core.ports.security import TokenClaims, TokenService
from fedreg_core.ports.site import Account, SiteReads

SECOND_FACTOR_FIRST = "error_second_factor_enrolment_required"


async def authenticate(
    site: SiteReads, tokens: TokenService, token: str, *, enrolment_call: bool = False
) -> Account:
    """The account a bearer token stands for; blocked users, deleted clubs' users and old
    tokens are refused, and so is, in every call but those that switch a second factor on
    (``enrolment_call``), a token good only for that, and an admin's token that passed no
    second factor while admins must have one (signed in before the setting was turned on)."""
    claims = token_claims(tokens, token)
    account = token_holder(await site.account(claims.user_id, claims.session_id), claims)
    if not enrolment_call and _second_factor_first(account, claims):
        raise Forbidden(SECOND_FACTOR_FIRST)
    return account


def _second_factor_first(account: Account, claims: TokenClaims) -> bool:
    if claims.enrolment_only:
        return True
    return account.user.is_admin and account.admins_need_second_factor and not claims.second_factor


def token_claims(tokens: TokenService, token: str) -> TokenClaims:
    claims = tokens.read(token)
    if claims is None:
        raise NotSignedIn
    return claims


def token_holder(account: Account | None, claims: TokenClaims) -> Account:
    """``account`` when it may be used at all (403 for a blocked user or a deleted club's,
    whatever the token's age: blocking also ends the tokens, and the answer says why) and
    the token is still its own (not older than the last password change, its session not
    ended): 401 otherwise."""
    if account is None:
        raise NotSignedIn
    ensure_account_is_usable(account.user, account.club)
    if account.user.token_version != claims.token_version:
        raise NotSignedIn
    if claims.session_id and account.session_id != claims.session_id:
        raise NotSignedIn
    return account

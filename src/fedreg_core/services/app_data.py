"""What the webapp loads on start: settings and, for signed-in users, the active tournament
and the tournaments with applications open."""

from dataclasses import dataclass

from fedreg_core.domain.entities import Club, Settings, User
from fedreg_core.domain.errors import DomainError
from fedreg_core.ports.security import TokenClaims, TokenService
from fedreg_core.ports.site import Account, ActiveTournament, SiteReads
from fedreg_core.services.authentication import token_holder


@dataclass(frozen=True, slots=True)
class AppData:
    settings: Settings
    active_tournament: ActiveTournament | None
    signed_in: bool
    open_tournaments: tuple[ActiveTournament, ...] = ()
    """Tournaments with applications open and not archived (signed in only)."""


async def load_app_data(site: SiteReads, tokens: TokenService, token: str | None) -> AppData:
    """Settings, whether ``token`` (the caller's, if any) signs someone in, and then the
    active tournament; asked on every page load, so read in one go."""
    claims = tokens.read(token) if token is not None else None
    read = await site.site_for(claims.user_id if claims is not None else None)
    signed_in = _is_signed_in(read.user, read.club, claims)
    if not signed_in:
        return AppData(read.settings, None, signed_in)
    return AppData(read.settings, read.active_tournament, signed_in, read.open_tournaments)


def _is_signed_in(user: User | None, club: Club | None, claims: TokenClaims | None) -> bool:
    """A missing, invalid or old token, a blocked account or a deleted club's, or one good
    only to switch a second factor on, is simply a visitor here. Whether the token's session
    was ended is every signed-in call's check (401), not this read's."""
    if user is None or claims is None or claims.enrolment_only:
        return False  # a token good only to switch a second factor on shows no tournament
    try:
        token_holder(Account(user, club, claims.session_id or None), claims)
    except DomainError:
        return False
    return True

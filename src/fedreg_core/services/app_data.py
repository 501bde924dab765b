"""What the webapp loads on start: settings and, for signed-in users, the active tournament."""

from dataclasses import dataclass

from fedreg_core.caching import Lookup
from fedreg_core.domain.entities import Settings, Tournament
from fedreg_core.domain.errors import DomainError
from fedreg_core.ports.security import TokenClaims, TokenService
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.accounts import Account
from fedreg_core.services.authentication import read_missing_account, token_holder
from fedreg_core.services.read_caches import NO_CACHES, SITE, ReadCaches, SiteSnapshot


@dataclass(frozen=True, slots=True)
class AppData:
    settings: Settings
    active_tournament: Tournament | None
    signed_in: bool


async def load_app_data(
    uow: UnitOfWork, tokens: TokenService, token: str | None, caches: ReadCaches = NO_CACHES
) -> AppData:
    """Settings, whether ``token`` (the caller's, if any) signs someone in, and then the
    active tournament. Asked on every page load: what ``caches`` hold is not read again, and
    the rest is read in one read-only unit of work."""
    claims = tokens.read(token) if token is not None else None
    site = caches.site.lookup(SITE)
    account = caches.accounts.lookup(claims.user_id) if claims is not None else None
    snapshot = site.value
    if snapshot is None or (account is not None and account.missing):
        async with uow.read_only():
            if account is not None and account.missing:
                # the club only when the account is kept for the calls that answer it
                await read_missing_account(uow, account, with_club=caches.accounts.enabled)
            if snapshot is None:
                # a cached snapshot is kept for everyone, so it always has the tournament
                wanted = caches.site.enabled or _is_signed_in(account, claims)
                snapshot = await read_site(uow, with_tournament=wanted)
                site.keep(snapshot)
    signed_in = _is_signed_in(account, claims)
    return AppData(snapshot.settings, snapshot.active_tournament if signed_in else None, signed_in)


async def read_site(uow: UnitOfWork, *, with_tournament: bool) -> SiteSnapshot:
    """The settings and (when asked) the active tournament, in an open unit of work."""
    settings = await uow.settings.get()
    active = None
    if with_tournament and settings.active_tournament_id is not None:
        active = await uow.tournaments.get(settings.active_tournament_id)
    return SiteSnapshot(settings, active)


def _is_signed_in(account: Lookup[int, Account] | None, claims: TokenClaims | None) -> bool:
    """A missing, invalid or old token, or a blocked account, is simply a visitor here."""
    if account is None or claims is None:
        return False
    try:
        token_holder(account.value, claims)
    except DomainError:
        return False
    return True

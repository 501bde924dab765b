"""What the webapp loads on start: settings and, for signed-in users, the active tournament."""

from dataclasses import dataclass

from fedreg_core.domain.entities import Settings, Tournament
from fedreg_core.domain.errors import DomainError
from fedreg_core.ports.security import TokenClaims, TokenService
from fedreg_core.ports.unit_of_work import UnitOfWork
from fedreg_core.services.accounts import Account
from fedreg_core.services.authentication import read_account, token_holder
from fedreg_core.services.read_caches import SITE, ReadCaches, SiteSnapshot

NO_CACHES = ReadCaches()
"""Off: every call reads the database."""


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
    site_ticket, accounts_ticket = caches.site.ticket(), caches.accounts.ticket()
    site = caches.site.get(SITE)
    account = caches.accounts.get(claims.user_id) if claims is not None else None
    if site is None or (claims is not None and account is None):
        async with uow.read_only():
            if claims is not None and account is None:
                # the club only when the account is kept for the calls that answer it
                account = await read_account(uow, claims.user_id, with_club=caches.accounts.enabled)
                if account is not None:
                    caches.accounts.put(accounts_ticket, claims.user_id, account)
            if site is None:
                # a cached snapshot is kept for everyone, so it always has the tournament
                wanted = caches.site.enabled or _is_signed_in(account, claims)
                site = await read_site(uow, with_tournament=wanted)
                caches.site.put(site_ticket, SITE, site)
    signed_in = _is_signed_in(account, claims)
    return AppData(site.settings, site.active_tournament if signed_in else None, signed_in)


async def read_site(uow: UnitOfWork, *, with_tournament: bool) -> SiteSnapshot:
    """The settings and (when asked) the active tournament, in an open unit of work."""
    settings = await uow.settings.get()
    active = None
    if with_tournament and settings.active_tournament_id is not None:
        active = await uow.tournaments.get(settings.active_tournament_id)
    return SiteSnapshot(settings, active)


def _is_signed_in(account: Account | None, claims: TokenClaims | None) -> bool:
    """A missing, invalid or old token, or a blocked account, is simply a visitor here."""
    if claims is None:
        return False
    try:
        token_holder(account, claims)
    except DomainError:
        return False
    return True

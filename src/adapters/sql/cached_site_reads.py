"""A ``SiteReads`` that caches what it read until a change to its tables is announced.

Every page load asks for the site and every signed-in call for the token holder's account;
both change rarely. The caches are on only while every committed change to settings,
tournaments, users and clubs is announced to the process (``change_notifications``); off,
every call goes to the wrapped reads. Callers get copies: changing one changes no cache.
"""

from dataclasses import replace

from adapters.sql.change_aware_cache import ChangeAwareCache
from fedreg_core.ports.site import Account, Site, SiteReads


class CachedSiteReads:
    """Wraps ``reads``: the site by user id (``None``: signed out), accounts by user id."""

    def __init__(self, reads: SiteReads) -> None:
        self._reads = reads
        self.sites: ChangeAwareCache[int | None, Site] = ChangeAwareCache()
        """Filled from the settings, tournaments, users and clubs tables."""
        self.accounts: ChangeAwareCache[tuple[int, str], Account] = ChangeAwareCache()
        """Filled from the users, clubs, sessions and settings tables (by user id and
        session id)."""

    async def site_for(self, user_id: int | None) -> Site:
        lookup = self.sites.lookup(user_id)
        site = lookup.value
        if site is None:
            site = await self._reads.site_for(user_id)
            lookup.cache(site)
        user = None if site.user is None else replace(site.user)
        club = None if site.club is None else replace(site.club)
        return Site(
            replace(site.settings), site.active_tournament, user, club, site.open_tournaments
        )

    async def account(self, user_id: int, session_id: str = "") -> Account | None:
        lookup = self.accounts.lookup((user_id, session_id))
        account = lookup.value
        if account is None:
            account = await self._reads.account(user_id, session_id)
            lookup.cache(account)
        if account is None:
            return None
        club = None if account.club is None else replace(account.club)
        return replace(account, user=replace(account.user), club=club)

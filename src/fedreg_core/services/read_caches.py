"""What each process may keep of the database between requests (``fedreg_core.caching``).

Asked on every request, changed rarely: the site settings with the active tournament (every
page load asks ``GET /api/data``), and the account behind each sign-in token (every signed-in
call checks it). The wiring turns them on only where every committed change to their tables
is announced to the process; otherwise they stay off and each request reads the database.
"""

from dataclasses import dataclass, field

from fedreg_core.caching import ChangeAwareCache
from fedreg_core.domain.entities import Settings, Tournament
from fedreg_core.services.accounts import Account


@dataclass(frozen=True, slots=True)
class SiteSnapshot:
    """The settings and the active tournament (``None`` when none is set or it is gone)."""

    settings: Settings
    active_tournament: Tournament | None


SITE = "site"
"""The site cache's only key."""


@dataclass(frozen=True, slots=True)
class ReadCaches:
    site: ChangeAwareCache[str, SiteSnapshot] = field(default_factory=ChangeAwareCache)
    """Filled from the settings and tournaments tables."""
    accounts: ChangeAwareCache[int, Account] = field(default_factory=ChangeAwareCache)
    """By user id; filled from the users and clubs tables."""


NO_CACHES = ReadCaches()
"""Never enabled: every call reads the database (the default where no caches are wired)."""

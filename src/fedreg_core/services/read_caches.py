"""What each process may keep of the database between requests (``fedreg_core.caching``).

Asked on every request, changed rarely: the site settings with the active tournament (every
page load asks ``GET /api/data``), and the account behind each sign-in token (every signed-in
call checks it). The wiring turns them on only where every committed change to their tables
is announced to the process; otherwise they stay off and each request reads the database.

Costly to make, asked again and again while nothing changes: a tournament's fee report. It is
kept with the database's change version it was read at (SQLite counts changes, PostgreSQL
announces them), and answered only while that version holds.
"""

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from fedreg_core.caching import ChangeAwareCache
from fedreg_core.domain.entities import Settings, Tournament
from fedreg_core.services.accounts import Account

if TYPE_CHECKING:
    from fedreg_core.services.fee_report import TournamentFeeReport


@dataclass(frozen=True, slots=True)
class SiteSnapshot:
    """The settings and the active tournament (``None`` when none is set or it is gone)."""

    settings: Settings
    active_tournament: Tournament | None


SITE = "site"
"""The site cache's only key."""


@dataclass(frozen=True, slots=True)
class KeptFeeReport:
    """A fee report and the change version it was read at (``None`` where changes are
    announced: the report is dropped when one is)."""

    version: int | None
    report: "TournamentFeeReport"


FEE_REPORTS_KEPT = 20
"""Tournaments whose fee report a process keeps at most (each about 1,000 clubs' totals)."""


def _fee_reports() -> "ChangeAwareCache[int, KeptFeeReport]":
    return ChangeAwareCache(max_entries=FEE_REPORTS_KEPT)


@dataclass(frozen=True, slots=True)
class ReadCaches:
    site: ChangeAwareCache[str, SiteSnapshot] = field(default_factory=ChangeAwareCache)
    """Filled from the settings and tournaments tables."""
    accounts: ChangeAwareCache[int, Account] = field(default_factory=ChangeAwareCache)
    """By user id; filled from the users and clubs tables."""
    fee_reports: ChangeAwareCache[int, KeptFeeReport] = field(default_factory=_fee_reports)
    """By tournament id; filled from the registrations and their entries, the members, the
    catalogue, the deductions, the tournaments and the clubs."""


NO_CACHES = ReadCaches()
"""Never enabled: every call reads the database (the default where no caches are wired)."""

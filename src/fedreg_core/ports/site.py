"""What every request may read before anything else: the site and who signs in.

``GET /api/data`` (every page load) asks for the settings, the active tournament and the
token holder; every signed-in call asks for the token holder's account. Both are answered
in one read each, outside any unit of work.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from fedreg_core.domain.entities import Club, Settings, Tournament, User


@dataclass(frozen=True, slots=True)
class Account:
    """A user with their club, as the profile calls answer it."""

    user: User
    club: Club | None
    session_id: str | None = None
    """The sign-in session asked about, when the user has it (``SiteReads.account``)."""
    admins_need_second_factor: bool = False
    """The site's setting, read with the account: every signed-in call asks it of admins."""


@dataclass(frozen=True, slots=True)
class ActiveTournament:
    """The active tournament (or an open one) as the webapp shows it in its menu."""

    id: int
    name: str
    start_date: datetime
    end_date: datetime | None
    registration_open: bool
    registration_by_clock: bool
    is_archived: bool

    @classmethod
    def of(cls, tournament: Tournament) -> "ActiveTournament":
        """``tournament`` as the menu shows it (the SQL adapter selects the same columns)."""
        t = tournament
        assert t.id is not None
        window = (t.start_date, t.end_date, t.registration_open, t.registration_by_clock)
        return cls(t.id, t.name, *window, t.is_archived)


@dataclass(frozen=True, slots=True)
class Site:
    """The settings (the defaults, with their id, while no settings row exists), the active
    tournament (``None`` when none is set or it is gone) and the user asked about (``None``
    when none was asked or they are gone)."""

    settings: Settings
    active_tournament: ActiveTournament | None
    user: User | None
    club: Club | None = None
    """The user's club (a deleted club's users are visitors here)."""
    open_tournaments: tuple[ActiveTournament, ...] = ()
    """Every tournament with applications open and not archived, by start date (whether
    its end date has passed the reader judges: the answer may be kept for a while)."""


class SiteReads(Protocol):
    async def site_for(self, user_id: int | None) -> Site:
        """The site, with the user of ``user_id`` when one is given."""
        ...

    async def account(self, user_id: int, session_id: str = "") -> Account | None:
        """The user of ``user_id`` with their club, and ``session_id`` when it is a session
        of theirs (else ``None``); ``None`` when there is no such user."""
        ...

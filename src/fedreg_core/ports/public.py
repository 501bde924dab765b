"""What the public tournament pages read: never a birth date, photo, belt or e-mail address.

The records hold only what a visitor who is not signed in may see; the reads select nothing
else. Each call takes a fixed number of statements however many entries there are.
"""

from dataclasses import dataclass
from datetime import date, datetime
from typing import Protocol

from fedreg_core.domain.entities import TournamentFile
from fedreg_core.ports.registration_lists import OverviewCount


@dataclass(frozen=True, slots=True)
class PublicListing:
    """A tournament of the public list."""

    id: int
    name: str
    start_date: datetime
    end_date: datetime | None
    registration_open: bool
    registration_by_clock: bool
    is_archived: bool
    is_public: bool
    event_date: date | None
    """The competition's (first) day, when set."""
    place: str
    """Where the competition is held; ``""`` when not given."""


@dataclass(frozen=True, slots=True)
class PublicState:
    """A tournament's own fields, registration counts, images and documents, and
    ``changes``: it changes with every change of its registrations, their members' names,
    its clubs' short names and the catalogue's names."""

    id: int
    name: str
    description: str
    start_date: datetime
    end_date: datetime | None
    registration_open: bool
    registration_by_clock: bool
    is_archived: bool
    is_public: bool
    public_entries: bool
    cover: str | None
    event_date: date | None
    place: str
    clubs: int
    competitors: int
    teams: int
    changes: str
    images: list[TournamentFile]
    documents: list[TournamentFile]


@dataclass(frozen=True, slots=True)
class PublicCounts:
    """Entries per category and discipline: competitors by sex (``MEN`` or ``WOMEN``, never
    ``UNKNOWN``: the members' own, counted, not shown per person), teams by type; with the
    names of the categories and disciplines counted."""

    competitors: list[OverviewCount]
    teams: list[OverviewCount]
    categories: dict[int, str]
    disciplines: dict[int, str]


@dataclass(frozen=True, slots=True)
class PublicCompetitorEntry:
    first_name: str
    last_name: str
    club: str
    """The club's short name."""
    category_id: int
    discipline_id: int


@dataclass(frozen=True, slots=True)
class PublicTeamEntry:
    members: list[str]
    """First and last names, in team order."""
    club: str
    team_type: str
    category_id: int
    discipline_id: int


@dataclass(frozen=True, slots=True)
class PublicEntries:
    competitors: list[PublicCompetitorEntry]
    teams: list[PublicTeamEntry]


class PublicReads(Protocol):
    async def listed(self) -> list[PublicListing]:
        """Public tournaments that are not archived, newest start first: 1 statement."""
        ...

    async def state(self, tournament_id: int) -> PublicState | None:
        """The tournament while it is shown in public (``permissions.shown_publicly``): 2
        statements; ``None`` for one that is not shown or does not exist alike, after the
        same 1 statement (the two must not be told apart, by their answer or their time)."""
        ...

    async def counts(self, tournament_id: int) -> PublicCounts:
        """3 statements."""
        ...

    async def entries(self, tournament_id: int) -> PublicEntries:
        """Competitors' entries by last and first name, teams' by club: 3 statements."""
        ...

"""What seasons and their rankings ask of storage: the seasons with their points tables, and
everything a season's ranking is counted from, read in a fixed number of statements
whatever the number of its tournaments."""

from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import date
from typing import Protocol

from fedreg_core.domain.seasons import Season
from fedreg_core.ports.draws import StoredDraw
from fedreg_core.ports.results import GroupResults, GroupScores


@dataclass(frozen=True, slots=True)
class SeasonTournament:
    """A tournament of a season (its competition day in the season's range)."""

    id: int
    name: str
    day: date


@dataclass(frozen=True, slots=True)
class RankedMember:
    """The member behind a competitor's registration, by the member's current name."""

    member_id: int
    name: str


@dataclass(frozen=True, slots=True)
class SeasonDraws:
    """The season's tournaments whose draws are published, by day, and by tournament id:
    their draws with entrants, recorded results and kata scores (by group key), and the
    member behind each competitor's registration id."""

    tournaments: tuple[SeasonTournament, ...] = ()
    draws: dict[int, list[StoredDraw]] = field(default_factory=dict)
    results: dict[int, dict[str, GroupResults]] = field(default_factory=dict)
    scores: dict[int, dict[str, GroupScores]] = field(default_factory=dict)
    members: dict[int, dict[int, RankedMember]] = field(default_factory=dict)


class SeasonStore(Protocol):
    async def seasons(self) -> list[Season]:
        """Every season with its points table, the earliest first: 2 statements."""
        ...

    async def get(self, season_id: int) -> Season | None: ...

    async def add(self, season: Season) -> Season:
        """Store a new season; answered with its id."""
        ...

    async def update(self, season: Season) -> None:
        """Replace the stored season of ``season.id`` (its points table too)."""
        ...

    async def remove(self, season_id: int) -> None: ...

    async def season_draws(self, starts_on: date, ends_on: date) -> SeasonDraws:
        """What the ranking of the days ``starts_on`` to ``ends_on`` is counted from: a fixed
        number of statements whatever the number of tournaments."""
        ...

    async def members_of(
        self, tournament_id: int, registration_ids: Collection[int]
    ) -> dict[int, int]:
        """The member id of each of these competitor registrations: 1 statement."""
        ...

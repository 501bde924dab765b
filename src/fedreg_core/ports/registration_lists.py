"""What the paged registration lists, the discipline overview and the fees ask of storage.

A page answers a ``RegistrationSnapshot`` holding only the page's registrations (in the
page's order) with what they refer to, and the number of all matches. Adapters filter, sort
and cut the page in the database, in a fixed number of statements.
"""

from dataclasses import dataclass, field
from typing import Protocol

from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.enums import SeenSex, SortMode, TeamType
from fedreg_core.fees.inputs import ClubAlike, FeeCatalogue, StoredRegistration
from fedreg_core.ports.listing import DEFAULT_LIMIT, ClubRef
from fedreg_core.ports.registrations import RegistrationSnapshot


@dataclass(frozen=True, slots=True)
class PrivateSight:
    """Whose members' private fields (their sex among them) a reader sees: every club's, or
    those of ``club_ids`` (see ``permissions.private_sight``)."""

    every_club: bool = False
    club_ids: frozenset[int] = frozenset()

    def sees(self, club_id: int) -> bool:
        return self.every_club or club_id in self.club_ids


@dataclass(frozen=True, slots=True)
class RegistrationFilter:
    """Registrations that match all that is given.

    ``text``: every word occurs (ignoring case) in a member's first or last name or in the
    club's name. ``category_id`` and ``discipline_id``: an entry in that category, of that
    discipline (both: one entry of both). ``sex``: the competitor's sex as the reader sees it
    (``SeenSex``); ``team_type``: teams of that type.
    """

    text: str = ""
    club_id: int | None = None
    category_id: int | None = None
    discipline_id: int | None = None
    sex: SeenSex | None = None
    team_type: TeamType | None = None

    @property
    def words(self) -> list[str]:
        return self.text.split()


@dataclass(frozen=True, slots=True)
class RegistrationPageQuery:
    """One page of a tournament's competitors or teams, filtered and sorted."""

    filter: RegistrationFilter = RegistrationFilter()
    sort: SortMode = SortMode.ALPHA
    skip: int = 0
    limit: int = DEFAULT_LIMIT
    sight: PrivateSight = PrivateSight()


@dataclass(frozen=True, slots=True)
class RegistrationPage:
    """The page's registrations in ``snapshot.competitors`` (or ``.teams``), in order, and
    ``total``, the number of all matches whatever the page. A competitor page also has each
    registration's ``SeenSex`` for the query's reader, by registration id: the sex the
    ``sex`` filter and the overview go by."""

    snapshot: RegistrationSnapshot
    total: int
    sexes: dict[int, SeenSex] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class OverviewCount:
    """How many entries of a category and discipline there are of one kind: a ``SeenSex``
    for competitors, a ``TeamType`` for teams; ``waiting``: how many of them are on the
    waiting list."""

    category_id: int
    discipline_id: int
    kind: str
    count: int
    waiting: int = 0


@dataclass(frozen=True, slots=True)
class RegistrationOverview:
    tournament: Tournament
    competitors: list[OverviewCount]
    teams: list[OverviewCount]


@dataclass(frozen=True, slots=True)
class FeeClub:
    """A club with a registration for a tournament, and its deduction percent there (0
    without one)."""

    club: ClubRef
    deduction: int


@dataclass(frozen=True, slots=True)
class ClubCounts:
    """One club's registrations in one tournament, counted: competitors, teams, and the
    (category, discipline) entries of each."""

    competitors: int = 0
    teams: int = 0
    competitor_entries: int = 0
    team_entries: int = 0


class RegistrationLists(Protocol):
    """Each call takes a fixed number of statements however many registrations there are.
    The lists and the overview are of a ``tournament`` read first, so a reader who may not
    see it is refused before any of them is read."""

    async def tournament(self, tournament_id: int) -> Tournament:
        """The tournament alone, in one statement; ``NotFound`` when there is none."""
        ...

    async def competitor_page(
        self, tournament: Tournament, query: RegistrationPageQuery
    ) -> RegistrationPage: ...

    async def team_page(
        self, tournament: Tournament, query: RegistrationPageQuery
    ) -> RegistrationPage:
        """Teams ordered by their members' names take them in team order (ALPHA and
        ASSIGNED_NUMBER), after the club's name (CLUB)."""
        ...

    async def overview(self, tournament: Tournament, sight: PrivateSight) -> RegistrationOverview:
        """Entries counted by category, discipline and seen sex (competitors) or type (teams)."""
        ...

    async def fee_registrations(self, tournament_id: int) -> list[StoredRegistration]:
        """The tournament's competitor and team registrations as pricing needs them, in no
        particular order, in one statement."""
        ...

    async def fee_counts(self, tournament_id: int) -> list[ClubAlike]:
        """The tournament's registrations counted by club, kind and number of chargeable
        entries (``fees.chargeable.CHARGEABLE``, with every flag as it is now), in one
        statement."""
        ...

    async def fee_clubs(self, tournament_id: int) -> list[FeeClub]:
        """Every club with a registration for the tournament, in one statement."""
        ...

    async def fee_catalogue(self) -> FeeCatalogue:
        """Every category's and discipline's payment flags, in one statement."""
        ...

    async def club_counts(self, club_id: int, tournament_ids: list[int]) -> dict[int, ClubCounts]:
        """The club's counts by tournament of ``tournament_ids`` (none: left out), in one
        statement."""
        ...

    async def club_fee_registrations(
        self, club_id: int, tournament_ids: list[int]
    ) -> dict[int, list[StoredRegistration]]:
        """The club's registrations as pricing needs them, by tournament of
        ``tournament_ids`` (none: left out), in one statement."""
        ...

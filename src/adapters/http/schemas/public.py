"""Shapes of the public tournament pages: nothing a visitor who is not signed in may not see
(no birth date, photo, belt or e-mail address: the core's ``PublicReads`` never reads them)."""

from datetime import date, datetime

import msgspec

from adapters.http.schemas.conversion.from_core import answer_from
from fedreg_core.domain.entities import TournamentFile
from fedreg_core.ports.public import PublicCompetitorEntry, PublicTeamEntry
from fedreg_core.ports.registration_lists import OverviewCount
from fedreg_core.services.public_tournaments import PublicListed, PublicPage


class PublicTournamentSummaryOut(msgspec.Struct, rename="camel"):
    """``isActive``: open for applications now; ``startDate`` and ``endDate`` are the
    application window, ``eventDate`` the competition's day and ``place`` where it is held
    (``""``: not given)."""

    id: int
    name: str
    start_date: datetime
    end_date: datetime | None
    is_active: bool
    event_date: date | None
    place: str


class PublicFileOut(msgspec.Struct, rename="camel"):
    """An uploaded image or document, downloadable without signing in at ``path``."""

    name: str
    path: str
    size: int


class PublicNameOut(msgspec.Struct, rename="camel"):
    id: int
    name: str


class PublicCountOut(msgspec.Struct, rename="camel"):
    """Entries of a category and discipline of one ``kind``: a competitor's sex as their
    entries show it (``MEN``, ``WOMEN`` or ``UNKNOWN``), or a team's type."""

    category_id: int
    discipline_id: int
    kind: str
    count: int
    waiting: int
    """Of ``count``, the entries on the waiting list (the entry list shows none of them)."""


class PublicCompetitorOut(msgspec.Struct, rename="camel"):
    """One entry of a competitor: names, the club's short name, category and discipline."""

    first_name: str
    last_name: str
    club: str
    category_id: int
    discipline_id: int


class PublicTeamOut(msgspec.Struct, rename="camel"):
    """One entry of a team: its members' names in team order and its club's short name."""

    members: list[str]
    club: str
    team_type: str
    category_id: int
    discipline_id: int


class PublicTournamentOut(msgspec.Struct, rename="camel"):
    """A public tournament; ``competitors`` and ``teams`` (the entry lists) are ``null``
    unless the tournament lists its entries in public. ``startDate`` and ``endDate`` are the
    application window, ``eventDate`` the competition's day and ``place`` where it is held
    (``""``: not given)."""

    id: int
    name: str
    description: str
    """HTML, cleaned when saved."""
    start_date: datetime
    end_date: datetime | None
    is_active: bool
    event_date: date | None
    place: str
    cover: str | None
    images: list[PublicFileOut]
    documents: list[PublicFileOut]
    clubs_count: int
    competitors_count: int
    teams_count: int
    categories: list[PublicNameOut]
    disciplines: list[PublicNameOut]
    competitor_counts: list[PublicCountOut]
    team_counts: list[PublicCountOut]
    competitors: list[PublicCompetitorOut] | None
    teams: list[PublicTeamOut] | None


def public_summary_out(listed: PublicListed) -> PublicTournamentSummaryOut:
    t = listed.listing
    return PublicTournamentSummaryOut(
        t.id, t.name, t.start_date, t.end_date, listed.is_active, t.event_date, t.place
    )


def _files(files: list[TournamentFile]) -> list[PublicFileOut]:
    return [PublicFileOut(f.name, f.path, f.size) for f in files if f.path is not None]


def _names(names: dict[int, str]) -> list[PublicNameOut]:
    return [PublicNameOut(i, name) for i, name in sorted(names.items())]


def _counts(counts: list[OverviewCount]) -> list[PublicCountOut]:
    return [
        PublicCountOut(c.category_id, c.discipline_id, c.kind, c.count, c.waiting) for c in counts
    ]


def _competitor(e: PublicCompetitorEntry) -> PublicCompetitorOut:
    return PublicCompetitorOut(e.first_name, e.last_name, e.club, e.category_id, e.discipline_id)


def _team(e: PublicTeamEntry) -> PublicTeamOut:
    return PublicTeamOut(e.members, e.club, e.team_type, e.category_id, e.discipline_id)


def public_tournament_out(page: PublicPage) -> PublicTournamentOut:
    state, counts, entries = page.version.state, page.counts, page.entries
    return answer_from(
        PublicTournamentOut,
        state,
        is_active=page.version.is_active,
        images=_files(state.images),
        documents=_files(state.documents),
        clubs_count=state.clubs,
        competitors_count=state.competitors,
        teams_count=state.teams,
        categories=_names(counts.categories),
        disciplines=_names(counts.disciplines),
        competitor_counts=_counts(counts.competitors),
        team_counts=_counts(counts.teams),
        competitors=None if entries is None else [_competitor(e) for e in entries.competitors],
        teams=None if entries is None else [_team(e) for e in entries.teams],
    )

"""Read models: entities with what the screens show beside them.

Repositories load each in a fixed number of statements, however many rows there are.
"""

from dataclasses import dataclass

from fedreg_core.domain.entities import ClubDeduction, Discipline, Tournament, TournamentFile


@dataclass(frozen=True, slots=True)
class CategoryRef:
    """A category as a discipline names it."""

    id: int
    name: str


@dataclass(frozen=True, slots=True)
class DisciplineView:
    """A discipline with its categories named, in the order of ``category_ids``."""

    discipline: Discipline
    categories: tuple[CategoryRef, ...] = ()


@dataclass(frozen=True, slots=True)
class LinkedDiscipline:
    """A discipline of a tournament and the id of the link row that holds it there."""

    link_id: int
    discipline: DisciplineView


@dataclass(frozen=True, slots=True)
class TournamentView:
    """A tournament with its disciplines, files, club deductions and registration counts.

    ``competitors_count`` and ``teams_count`` count competitor and team registrations,
    ``competitor_entries_count`` and ``team_entries_count`` their (category, discipline)
    entries; ``clubs_count`` the clubs with at least one competitor or team registration.
    """

    tournament: Tournament
    disciplines: tuple[LinkedDiscipline, ...] = ()
    team_disciplines: tuple[LinkedDiscipline, ...] = ()
    images: tuple[TournamentFile, ...] = ()
    documents: tuple[TournamentFile, ...] = ()
    club_deductions: tuple[ClubDeduction, ...] = ()
    competitors_count: int = 0
    clubs_count: int = 0
    teams_count: int = 0
    competitor_entries_count: int = 0
    team_entries_count: int = 0

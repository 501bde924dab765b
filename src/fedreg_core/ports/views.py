"""Read models: entities with what the screens show beside them.

Repositories load each in a fixed number of statements, however many rows there are.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from fedreg_core.domain.entities import (
    ClubDeduction,
    CompetitorRegistration,
    Discipline,
    TeamRegistration,
    Tournament,
    TournamentFile,
)
from fedreg_core.ports.listing import NamedRef


def entries_count(registrations: Iterable[CompetitorRegistration | TeamRegistration]) -> int:
    """How many (category, discipline) entries the registrations hold."""
    return sum(len(c.discipline_ids) for r in registrations for c in r.categories)


class RegistrationCounts(NamedTuple):
    """A tournament's registration counts, named as ``TournamentView``'s."""

    clubs_count: int = 0
    competitors_count: int = 0
    teams_count: int = 0
    competitor_entries_count: int = 0
    team_entries_count: int = 0

    @classmethod
    def of(
        cls, competitors: list[CompetitorRegistration], teams: list[TeamRegistration]
    ) -> "RegistrationCounts":
        """The counts of these registrations (the SQL adapter keeps them in a table)."""
        clubs = {r.club_id for r in competitors} | {t.club_id for t in teams}
        counted = (len(competitors), len(teams), entries_count(competitors), entries_count(teams))
        return cls(len(clubs), *counted)


CategoryRef = NamedRef
"""A category as a discipline names it."""


@dataclass(frozen=True, slots=True)
class DisciplineView:
    """A discipline with its categories named, in the order of ``category_ids``."""

    discipline: Discipline
    categories: tuple[CategoryRef, ...] = ()

    @classmethod
    def named(cls, discipline: Discipline, names: Mapping[int, str]) -> "DisciplineView":
        """``discipline`` with the names of its categories, by id (those without one left out)."""
        ids = discipline.category_ids
        return cls(discipline, tuple(CategoryRef(i, names[i]) for i in ids if i in names))


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

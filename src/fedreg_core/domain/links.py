"""Links between catalogue entries and tournaments, as the generic resources show them.

A discipline's categories and a tournament's (team) disciplines are stored as link rows with
ids of their own; the entities keep them as lists of ids (``Discipline.category_ids``,
``Tournament.discipline_ids``), and clients that sync links one by one use these.
"""

from dataclasses import dataclass


@dataclass(slots=True)
class DisciplineCategory:
    """A discipline is offered in a category."""

    discipline_id: int
    category_id: int
    id: int | None = None


@dataclass(slots=True)
class TournamentDiscipline:
    """A discipline of a tournament: an individual one, or a team one (separate lists)."""

    tournament_id: int
    discipline_id: int
    id: int | None = None

"""Writes to a tournament or to what belongs to it ask here first: an archived tournament is
read-only (``tournament_state.ensure_not_archived`` decides; this loads what it decides on)."""

from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.tournament_state import ensure_not_archived
from fedreg_core.ports.repositories import TournamentRepository
from fedreg_core.services.editing import load


async def writable_tournament(tournaments: TournamentRepository, tournament_id: int) -> Tournament:
    """The tournament (``NotFound`` without it) when it may be changed (``Forbidden`` when
    archived)."""
    tournament = await load(tournaments, tournament_id, "tournament")
    ensure_not_archived(tournament)
    return tournament


async def refuse_if_archived(tournaments: TournamentRepository, tournament_id: int) -> None:
    """``Forbidden`` for a change to a part of an archived tournament (a deduction, a link, a
    file); a tournament that does not exist is left to the caller's own rules."""
    tournament = await tournaments.get(tournament_id)
    if tournament is not None:
        ensure_not_archived(tournament)

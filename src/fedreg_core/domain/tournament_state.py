"""Tournament states of decisions.md §4."""

from datetime import datetime

from fedreg_core.domain.entities import Tournament


def tournament_is_active(tournament: Tournament, now: datetime) -> bool:
    """Open for applications: registration open, not archived, before the end date if any."""
    if not tournament.registration_open or tournament.is_archived:
        return False
    return tournament.end_date is None or now < tournament.end_date

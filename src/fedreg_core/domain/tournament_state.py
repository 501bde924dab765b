"""Tournament states (docs/product.md, Tournament states)."""

from datetime import datetime
from typing import Protocol

from fedreg_core.domain.errors import Forbidden


class RegistrationWindow(Protocol):
    """What decides whether a tournament takes applications (a ``Tournament``, or a summary)."""

    @property
    def registration_open(self) -> bool: ...
    @property
    def is_archived(self) -> bool: ...
    @property
    def end_date(self) -> datetime | None: ...


def tournament_is_active(tournament: RegistrationWindow, now: datetime) -> bool:
    """Open for applications: registration open, not archived, before the end date if any."""
    if not tournament.registration_open or tournament.is_archived:
        return False
    return tournament.end_date is None or now < tournament.end_date


def ensure_not_archived(tournament: RegistrationWindow) -> None:
    """The one place that decides: everything about an archived tournament is read-only, for
    admins too (its fields, disciplines, images and documents, club deductions,
    registrations, numbers, fees); only unarchiving changes it. ``Forbidden`` otherwise."""
    if tournament.is_archived:
        raise Forbidden("error_tournament_archived")


def archive_refusal(tournament: RegistrationWindow, now: datetime) -> str | None:
    """Why the tournament cannot be archived now (the message key), or ``None``: an archived
    one is archived already, an active one must close its applications first."""
    if tournament.is_archived:
        return "error_tournament_archived"
    if tournament_is_active(tournament, now):
        return "error_tournament_active"
    return None

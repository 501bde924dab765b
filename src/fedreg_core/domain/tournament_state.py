"""Tournament states (docs/product.md, Tournament states)."""

from datetime import datetime
from typing import Protocol

from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.errors import Forbidden


class RegistrationWindow(Protocol):
    """What decides whether a tournament takes applications (a ``Tournament``, or a summary)."""

    @property
    def registration_open(self) -> bool: ...
    @property
    def is_archived(self) -> bool: ...
    @property
    def end_date(self) -> datetime | None: ...
    @property
    def start_date(self) -> datetime: ...
    @property
    def registration_by_clock(self) -> bool: ...


def before_closing(tournament: RegistrationWindow, now: datetime) -> bool:
    """``now`` is before the closing time (the end date), or there is none."""
    return tournament.end_date is None or now < tournament.end_date


def opened_by_clock(tournament: RegistrationWindow, now: datetime) -> bool:
    """The window holds ``now``: from the opening time on, before the closing time."""
    return tournament.start_date <= now and before_closing(tournament, now)


def tournament_is_active(tournament: RegistrationWindow, now: datetime) -> bool:
    """Open for applications at ``now``, not archived: by the clock (from the start date,
    before the end date), or, when the admin's switch overrides it, while the switch is on,
    before the end date if any. Every server decides the same at every write."""
    if tournament.is_archived:
        return False
    if tournament.registration_by_clock:
        return opened_by_clock(tournament, now)
    return tournament.registration_open and before_closing(tournament, now)


def opens_later(tournament: RegistrationWindow, now: datetime) -> bool:
    """Applications are to open by the clock after ``now`` (a refusal says when)."""
    by_clock = tournament.registration_by_clock and not tournament.is_archived
    return by_clock and now < tournament.start_date


def withdrawals_stay(tournament: Tournament, now: datetime) -> bool:
    """Past the withdrawal deadline: a withdrawn entry stays, marked withdrawn, billable."""
    deadline = tournament.withdrawal_deadline
    return deadline is not None and now >= deadline


def may_take_applications(tournament: RegistrationWindow) -> bool:
    """Applications are open now or will open by the clock (the switch on or the clock)."""
    return tournament.registration_open or tournament.registration_by_clock


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

"""Withdrawing a registration: before the tournament's withdrawal deadline it is removed;
from the deadline on it stays, marked withdrawn: still billable (the fee counts it as
entered), no longer drawn. A registration withdrawn already cannot be changed or withdrawn again."""

from dataclasses import replace
from datetime import datetime
from typing import Protocol, TypeVar

from fedreg_core.domain.entities import CompetitorRegistration, TeamRegistration, Tournament
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.tournament_state import withdrawals_stay

R = TypeVar("R", CompetitorRegistration, TeamRegistration)


class Withdrawable(Protocol[R]):
    async def update(self, entity: R) -> R: ...
    async def delete(self, entity_id: int) -> None: ...


def ensure_not_withdrawn(registration: R) -> None:
    """``Conflict`` for an entry withdrawn already: it is kept only to be billed, never
    changed or withdrawn again."""
    if registration.withdrawn_at is not None:
        raise Conflict("error_registration_withdrawn")


async def withdraw(
    registrations: Withdrawable[R], tournament: Tournament, registration: R, now: datetime
) -> None:
    """Remove ``registration``, or mark it withdrawn at ``now`` past the deadline (in the
    caller's unit of work); ``Conflict`` when it is withdrawn already."""
    assert registration.id is not None
    ensure_not_withdrawn(registration)
    if withdrawals_stay(tournament, now):
        await registrations.update(replace(registration, withdrawn_at=now))
    else:
        await registrations.delete(registration.id)

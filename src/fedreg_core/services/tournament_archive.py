"""The active tournament and archiving (docs/product.md, Tournament states).

The active tournament is the one most recently created or saved with applications open; it
stays after applications close and is forgotten when that tournament is archived or deleted.
Archiving closes applications, writes a ``TOURNAMENT_ARCHIVED`` history entry and freezes
what the tournament's fee is computed from (``fedreg_core.fees.frozen``); unarchiving thaws
it.
"""

from dataclasses import replace
from datetime import datetime

from fedreg_core.domain.entities import HistoryEntry, Tournament, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict
from fedreg_core.domain.tournament_state import (
    archive_refusal,
    ensure_not_archived,
    may_take_applications,
)
from fedreg_core.fees.frozen import FrozenFees
from fedreg_core.ports.unit_of_work import TournamentWork


async def follow_active(uow: TournamentWork, tournament: Tournament) -> None:
    """A tournament saved taking applications (now or by the clock) becomes the active one."""
    if not may_take_applications(tournament) or tournament.is_archived:
        return
    settings = await uow.settings.get()
    if settings.active_tournament_id != tournament.id:
        await uow.settings.update(replace(settings, active_tournament_id=tournament.id))


async def forget_active(uow: TournamentWork, tournament_id: int) -> None:
    """The tournament is no longer the active one (it is archived or deleted)."""
    settings = await uow.settings.get()
    if settings.active_tournament_id == tournament_id:
        await uow.settings.update(replace(settings, active_tournament_id=None))


async def archive(uow: TournamentWork, actor: User, tournament: Tournament, now: datetime) -> None:
    """Archive and close ``tournament`` (changed in place; the caller stores it).

    ``Conflict`` when it is archived already or still active.
    """
    refusal = archive_refusal(tournament, now)
    if refusal is not None:
        raise Conflict(refusal)
    assert tournament.id is not None
    tournament.is_archived = True
    tournament.registration_open = False
    entry = HistoryEntry(
        tournament.id, HistoryType.TOURNAMENT_ARCHIVED, tournament.name, actor.id, now
    )
    await uow.history.add(entry)
    await forget_active(uow, tournament.id)
    lists = uow.registration_lists
    frozen = FrozenFees.of(
        await lists.fee_registrations(tournament.id), await lists.fee_catalogue()
    )
    await uow.frozen_fees.freeze(tournament.id, frozen)


async def archive_or_unarchive(
    uow: TournamentWork, actor: User, before: Tournament, after: Tournament, now: datetime
) -> None:
    """What an update's ``isArchived`` asks: archiving goes through ``archive``; an archived
    tournament takes only an update that unarchives it (the same update may change other
    fields, of a tournament then no longer archived), else ``Forbidden``."""
    if after.is_archived and not before.is_archived:
        after.is_archived = False
        await archive(uow, actor, after, now)
    elif after.is_archived:
        ensure_not_archived(before)
    elif before.is_archived and after.id is not None:
        await uow.frozen_fees.thaw(after.id)  # its fee follows the live flags again

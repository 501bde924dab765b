"""Tournament administration: create, change (open or close applications, unarchive),
archive, delete and the cover picture. Admins only. Opening and closing applications are
recorded in the tournament's history.

Every save answers the tournament as ``tournament_reads`` shows it.
"""

from dataclasses import replace
from datetime import datetime

from fedreg_core.domain.entities import Tournament, User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_manage_tournaments
from fedreg_core.domain.tournament_changes import TournamentChanges
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.files import FileStore
from fedreg_core.ports.html import HtmlSanitizer
from fedreg_core.ports.unit_of_work import TournamentWork
from fedreg_core.services.editing import load
from fedreg_core.services.images import (
    ImageUpload,
    Picture,
    checked_image,
    forget_file,
    record_image,
)
from fedreg_core.services.listing import Visible
from fedreg_core.services.notices import applications_opened
from fedreg_core.services.registration_access import record_history
from fedreg_core.services.tournament_archive import (
    archive,
    archive_or_unarchive,
    follow_active,
    forget_active,
)
from fedreg_core.services.tournament_form import (
    ensure_disciplines_available,
    ensure_event_day_when_open,
    with_form,
)
from fedreg_core.services.tournament_guard import writable_tournament
from fedreg_core.services.tournament_reads import ShownTournament, load_view, shown

COVER = Picture("cover", "covers")


def _ensure_may_manage(actor: User) -> None:
    if not may_manage_tournaments(actor):
        raise Forbidden


async def _save(
    uow: TournamentWork, actor: User, before: Tournament, after: Tournament, now: datetime
) -> Visible[ShownTournament]:
    """Store the tournament, follow the active one, commit; answer it as shown."""
    await ensure_disciplines_available(uow, before, after)
    await ensure_event_day_when_open(uow, after)
    if after.id is None:
        stored = await uow.tournaments.add(after)
    else:
        stored = await uow.tournaments.update(after)
    await follow_active(uow, stored)
    assert stored.id is not None
    if stored.registration_open != before.registration_open:
        opened = stored.registration_open
        kind = HistoryType.APPLICATIONS_OPENED if opened else HistoryType.APPLICATIONS_CLOSED
        await record_history(uow.history, actor, stored.id, kind, stored.name, now)
        if opened:
            await applications_opened(uow.notices, stored.id, now)
    view = await load_view(uow, stored.id)
    await uow.commit()
    return shown(actor, view, now)


async def create_tournament(
    uow: TournamentWork, clock: Clock, html: HtmlSanitizer, actor: User, form: TournamentChanges
) -> Visible[ShownTournament]:
    """A new tournament from the whole form (fee fields flat); open ones become active."""
    _ensure_may_manage(actor)
    now = clock.now()
    blank = Tournament("", "", now, created_at=now)
    tournament = with_form(blank, form, html)
    async with uow:
        return await _save(uow, actor, blank, tournament, now)


async def update_tournament(
    uow: TournamentWork,
    clock: Clock,
    html: HtmlSanitizer,
    actor: User,
    tournament_id: int,
    changes: TournamentChanges,
) -> Visible[ShownTournament]:
    """A partial change: ``registrationOpen`` alone opens or closes applications."""
    _ensure_may_manage(actor)
    now = clock.now()
    async with uow:
        tournament = await load(uow.tournaments, tournament_id, "tournament")
        changed = with_form(tournament, changes, html)
        await archive_or_unarchive(uow, actor, tournament, changed, now)
        return await _save(uow, actor, tournament, changed, now)


async def archive_tournament(
    uow: TournamentWork, clock: Clock, actor: User, tournament_id: int
) -> Visible[ShownTournament]:
    """Archive a tournament that is not active (``Conflict`` otherwise), with history."""
    _ensure_may_manage(actor)
    now = clock.now()
    async with uow:
        tournament = await load(uow.tournaments, tournament_id, "tournament")
        archived = replace(tournament)
        await archive(uow, actor, archived, now)
        return await _save(uow, actor, tournament, archived, now)


async def delete_tournament(
    uow: TournamentWork, files: FileStore, actor: User, tournament_id: int
) -> None:
    """The tournament with its registrations, links and files; no longer the active one."""
    _ensure_may_manage(actor)
    async with uow:
        view = await load_view(uow, tournament_id)
        await forget_active(uow, tournament_id)
        await uow.tournaments.delete(tournament_id)
        await uow.commit()
    for path in (view.tournament.cover, *(f.path for f in (*view.images, *view.documents))):
        await forget_file(files, path)


async def upload_tournament_cover(
    uow: TournamentWork, clock: Clock, actor: User, tournament_id: int, upload: ImageUpload
) -> Visible[ShownTournament]:
    _ensure_may_manage(actor)
    image = await checked_image(upload)
    async with uow:
        tournament = await writable_tournament(uow.tournaments, tournament_id)
        await record_image(uow, uow.tournaments, tournament, COVER, upload, image)
        view = await load_view(uow, tournament_id)
    return shown(actor, view, clock.now())

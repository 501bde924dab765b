"""An admin keeps a stale draw as it stands: the entries came or went after it was made, and
rather than draw the group again (its bracket and results start afresh) the admin confirms
it, so results may be entered on it. The draw remembers the entries it was confirmed for: a
later change makes it stale again. Entrants gone from the group stay on their lines,
withdrawn: the others win their bouts as walkovers (``draws/played.py``); newcomers are not
in the draw. The history keeps who was gone and who was left out."""

from dataclasses import replace

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.draws import GroupEntry, StoredDraw
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import DrawView, GroupDraw, draw_view, read_group_draw
from fedreg_core.services.draws import ensure_admin, group_names
from fedreg_core.services.registration_access import write_history
from fedreg_core.services.tournament_guard import writable_tournament


async def confirm_draw(
    uow: DrawWork, clock: Clock, ids: GroupIds, actor: User, tournament_id: int, group_name: str
) -> DrawView:
    """Keep the stale draw of the group ``ids`` names ``group_name`` for its entries as they
    are now (admins; ``Conflict`` when it is not stale)."""
    ensure_admin(actor)
    async with uow:
        await writable_tournament(uow.tournaments, tournament_id)
        found = await read_group_draw(uow, ids, tournament_id, group_name)
        if not found.stale:
            raise Conflict("error_draw_not_stale")
        confirmed = _confirmed(found)
        gone = [e.registration_id for e in confirmed.entrants if e.withdrawn]
        await uow.draws.confirm(tournament_id, confirmed.group, found.entries_now, gone)
        entries = await uow.draws.group_entries(tournament_id, confirmed.group)
        item = f"{await group_names(uow, [confirmed.group])}: {_changes(found.draw, entries)}"
        kind = HistoryType.DRAW_CONFIRMED
        await write_history(uow.history, clock, actor, tournament_id, kind, item)
        published = await uow.draws.published(tournament_id)
        await uow.commit()
    return draw_view(confirmed, published, stale=False)


def _confirmed(found: GroupDraw) -> StoredDraw:
    now = set(found.entry_keys)
    entrants = tuple(
        replace(e, withdrawn=e.registration_id not in now) for e in found.draw.entrants
    )
    return replace(found.draw, entrants=entrants, confirmed=found.entries_now)


def _changes(draw: StoredDraw, entries: list[GroupEntry]) -> str:
    """``-Ana Anić, +Iva Ilić``: who is gone from the group, who is not in the draw."""
    now = {e.registration_id: e.name for e in entries}
    drawn = {e.registration_id: e.name for e in draw.entrants}
    changes = [f"-{name}" for key, name in drawn.items() if key not in now]
    changes += [f"+{name}" for key, name in now.items() if key not in drawn]
    return ", ".join(changes) or "="

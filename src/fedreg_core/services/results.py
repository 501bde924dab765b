"""Results on the day: a published draw's bouts recorded by an admin, the bracket advancing
with them, a correction taking the later bouts it changes with it, and the group's placings.

Every write checks the bout's version: the table sends the version it saw (0 for a bout with
no result yet), and a bout another table recorded meanwhile answers 409 naming the winner
stored, never a silent overwrite (the store's write checks it again, for two writes at the
same instant). A changed or cleared result is recorded in the tournament's history with the
old and the new winner and the bouts reset with it.
"""

from dataclasses import dataclass

from fedreg_core.domain.entities import Tournament, User
from fedreg_core.domain.enums import BoutEnding, HistoryType
from fedreg_core.domain.errors import Conflict, RuleBroken
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import (
    BoutKey,
    PlayedGroup,
    Recorded,
    RecordedResult,
    record,
)
from fedreg_core.draws.results import BoutNotReady, NotAFighter
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.draws import StoredDraw
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import (
    DrawView,
    draw_view,
    drawn_lines,
    play_draw,
    read_group_draw,
    readable_draws,
    withdrawn_of,
)
from fedreg_core.services.draws import ensure_admin, group_names
from fedreg_core.services.registration_access import write_history
from fedreg_core.services.tournament_guard import writable_tournament

POINTS_MAX = 99


@dataclass(frozen=True, slots=True)
class GroupResults:
    """A drawn group on the day: its draw, its bouts as they stand and its placings;
    ``reset`` the bouts whose results the last change took with it."""

    draw: DrawView
    played: PlayedGroup
    reset: tuple[BoutKey, ...] = ()


@dataclass(frozen=True, slots=True)
class ResultEntry:
    """What a table records: the winner's registration id, how the bout ended, the points
    when given, and the bout's ``version`` as the table saw it (0: no result yet)."""

    winner: int
    ending: BoutEnding
    red_points: int | None
    blue_points: int | None
    version: int


def _check_points(entry: ResultEntry) -> None:
    for field, points in (("redPoints", entry.red_points), ("bluePoints", entry.blue_points)):
        if points is not None and not 0 <= points <= POINTS_MAX:
            raise RuleBroken.single(field, "error_results_points")


async def group_results(
    uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int, group_name: str
) -> GroupResults:
    """The group ``ids`` names ``group_name`` with its results (as its draw is read: admins,
    or anyone who sees the tournament once the draws are published)."""
    async with uow.read_only():
        _tournament, found = await read_group_results(uow, ids, actor, tournament_id, group_name)
    return found


async def read_group_results(
    uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int, group_name: str
) -> tuple[Tournament, GroupResults]:
    """``group_results`` in the open unit of work ``uow``, with the tournament."""
    tournament, published = await readable_draws(uow, actor, tournament_id)
    draw, stale = await _group_draw(uow, ids, tournament_id, group_name)
    recorded = (await uow.results.results(tournament_id, draw.group)).get(draw.group.key, {})
    view = draw_view(draw, published, stale=stale, tournament=tournament, actor=actor)
    return tournament, GroupResults(view, play_draw(draw, recorded))


async def _group_draw(
    uow: DrawWork, ids: GroupIds, tournament_id: int, group_name: str
) -> tuple[StoredDraw, bool]:
    """The named group's draw with its entrants, and whether it is stale."""
    found = await read_group_draw(uow, ids, tournament_id, group_name)
    return found.draw, found.stale


@dataclass(frozen=True, slots=True)
class Clearing:
    """An admin forgets a bout's result, seen at ``version``."""

    version: int


async def change_result(
    uow: DrawWork,
    clock: Clock,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    group_name: str,
    bout: BoutKey,
    change: ResultEntry | Clearing,
) -> GroupResults:
    """Record bout ``bout``'s result, change it or clear it (admins): later bouts whose
    fighters change lose their results (``reset``)."""
    ensure_admin(actor)
    if isinstance(change, ResultEntry):
        _check_points(change)
    async with uow:
        await writable_tournament(uow.tournaments, tournament_id)
        if not await uow.draws.published(tournament_id):
            raise Conflict("error_results_draws_not_published")
        draw, stale = await _group_draw(uow, ids, tournament_id, group_name)
        if stale:
            raise Conflict("error_results_draw_stale")
        group = draw.group
        stored = (await uow.results.results(tournament_id, group)).get(group.key, {})
        current = stored.get(bout)
        seen = change.version
        names = {e.registration_id: e.name for e in draw.entrants}
        if seen != (current.version if current else 0):
            winner = names.get(current.winner, "—") if current else "—"
            raise Conflict("error_result_recorded_first", values={"winner": winner})
        if isinstance(change, ResultEntry):
            result: RecordedResult | None = RecordedResult(
                change.winner, change.ending, change.red_points, change.blue_points, seen + 1
            )
        elif current is None:
            raise Conflict("error_result_none")
        else:
            result = None
        recorded = _recorded(draw, stored, bout, result)
        if result is not None and not await uow.results.put(tournament_id, group, bout, result):
            raise Conflict("error_result_recorded_first", values={"winner": "—"})
        cleared = [bout] if result is None else []
        await uow.results.remove(tournament_id, group, [*recorded.reset, *cleared])
        if current is not None:
            item = await _correction(uow, group, bout, names, current, result, recorded.reset)
            kind = HistoryType.RESULT_CORRECTED
            await write_history(uow.history, clock, actor, tournament_id, kind, item)
        await uow.commit()
    view = draw_view(draw, True, stale=False)
    return GroupResults(view, recorded.group, recorded.reset)


def _recorded(
    draw: StoredDraw,
    stored: dict[BoutKey, RecordedResult],
    bout: BoutKey,
    result: RecordedResult | None,
) -> Recorded:
    """``record``'s answer; its errors as the field they concern."""
    try:
        return record(draw.format, drawn_lines(draw), stored, bout, result, withdrawn_of(draw))
    except BoutNotReady as error:
        raise RuleBroken.single("bout", "error_result_bout_not_ready") from error
    except NotAFighter as error:
        raise RuleBroken.single("winner", "error_result_not_a_fighter") from error


async def _correction(
    uow: DrawWork,
    group: Group,
    bout: BoutKey,
    names: dict[int, str],
    old: RecordedResult,
    new: RecordedResult | None,
    reset: tuple[BoutKey, ...],
) -> str:
    """The history's item: ``Seniori · Kumite: 2/0: Ana Anić → Iva Ilić (3/0, 4/1)``."""
    label = await group_names(uow, [group])
    now = names.get(new.winner, str(new.winner)) if new is not None else "—"
    item = f"{label}: {bout[0]}/{bout[1]}: {names.get(old.winner, str(old.winner))} → {now}"
    if reset:
        item += " (" + ", ".join(f"{r}/{i}" for r, i in reset) + ")"
    return item

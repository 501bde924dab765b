"""Results on the day: a published draw's bouts recorded by an admin or a table official of
the group's tatami (``services/tatamis``), the bracket advancing with them, a correction (an
admin's) taking the later bouts it changes with it, and the group's placings.

Every write checks the bout's version: the table sends the version it saw (0 for a bout with
no result yet), and a bout another table recorded meanwhile answers 409 naming the winner
stored, never a silent overwrite (the store's write checks it again, for two writes at the
same instant). A changed or cleared result is recorded in the tournament's history with the
old and the new winner and the bouts reset with it.
"""

from dataclasses import dataclass

from fedreg_core.domain.entities import Tournament, User
from fedreg_core.domain.enums import BoutEnding, DrawFormat, HistoryType
from fedreg_core.domain.errors import Conflict, RuleBroken
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.kata_day import KataStanding, Recorded, kata_played, standing
from fedreg_core.draws.played import (
    BoutKey,
    PlayedGroup,
    RecordedResult,
    Results,
    record,
)
from fedreg_core.draws.played import Recorded as RecordedBouts
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
from fedreg_core.services.tatamis import (
    ResultRights,
    ensure_may_correct,
    recording_rights,
    result_rights,
)
from fedreg_core.services.tournament_guard import writable_tournament

POINTS_MAX = 99


@dataclass(frozen=True, slots=True)
class KataDay:
    """A kata-by-points group's performances as recorded and the draw as they make it."""

    recorded: Recorded
    standing: KataStanding


@dataclass(frozen=True, slots=True)
class GroupResults:
    """A drawn group on the day: its draw, its bouts as they stand and its placings, what
    the reader may do with them; ``reset`` the bouts (or a kata group's performances, as
    (round, registration id)) whose results the last change took with it; ``kata`` a
    kata-by-points group's scores."""

    draw: DrawView
    played: PlayedGroup
    rights: ResultRights
    reset: tuple[BoutKey, ...] = ()
    kata: KataDay | None = None


def drawn_keys(draw: StoredDraw) -> tuple[int, ...]:
    """The draw's entrants in the draw's order (a kata group's order of competitors)."""
    return tuple(key for key in drawn_lines(draw) if key is not None)


def kata_results(
    view: DrawView,
    draw: StoredDraw,
    recorded: Recorded,
    rights: ResultRights,
    reset: tuple[BoutKey, ...] = (),
) -> GroupResults:
    """A kata-by-points group with its recorded performances."""
    found = standing(drawn_keys(draw), recorded)
    return GroupResults(view, kata_played(found), rights, reset, KataDay(recorded, found))


def group_played(draw: StoredDraw, bouts: Results, scores: Recorded) -> PlayedGroup:
    """The group as its results stand: its bouts', or its kata scores' for kata by points."""
    if draw.format is DrawFormat.KATA_POINTS:
        return kata_played(standing(drawn_keys(draw), scores))
    return play_draw(draw, bouts)


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
    draw, stale = await group_draw(uow, ids, tournament_id, group_name)
    open_now = published and not stale and not tournament.is_archived
    rights = await result_rights(uow, actor, tournament_id, draw.group, open_now=open_now)
    view = draw_view(draw, published, stale=stale, tournament=tournament, actor=actor)
    return tournament, await results_of_draw(uow, tournament_id, draw, view, rights)


async def results_of_draw(
    uow: DrawWork, tournament_id: int, draw: StoredDraw, view: DrawView, rights: ResultRights
) -> GroupResults:
    """The group of ``draw`` with its recorded bouts (or kata scores): 1 statement."""
    key = draw.group.key
    if draw.format is DrawFormat.KATA_POINTS:
        scores = (await uow.kata.scores(tournament_id, draw.group)).get(key, {})
        return kata_results(view, draw, scores, rights)
    recorded = (await uow.results.results(tournament_id, draw.group)).get(key, {})
    return GroupResults(view, play_draw(draw, recorded), rights)


async def group_draw(
    uow: DrawWork, ids: GroupIds, tournament_id: int, group_name: str
) -> tuple[StoredDraw, bool]:
    """The named group's draw with its entrants, and whether it is stale."""
    found = await read_group_draw(uow, ids, tournament_id, group_name)
    return found.draw, found.stale


def check_open(published: bool, stale: bool) -> None:
    """Results are taken on published draws that are not stale (``Conflict`` otherwise)."""
    if not published:
        raise Conflict("error_results_draws_not_published")
    if stale:
        raise Conflict("error_results_draw_stale")


async def group_to_record(
    uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int, group_name: str
) -> tuple[StoredDraw, ResultRights]:
    """In the open ``uow``: the named group's draw and the actor's rights on its results, once
    the tournament may change, the actor may record in the group (``Forbidden``) and its
    draws are published and fresh (``Conflict``)."""
    await writable_tournament(uow.tournaments, tournament_id)
    draw, stale = await group_draw(uow, ids, tournament_id, group_name)
    rights = await recording_rights(uow, actor, tournament_id, draw.group)
    check_open(await uow.draws.published(tournament_id), stale)
    return draw, rights


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
    """Record bout ``bout``'s result (admins and the officials of the group's tatami), change
    it or clear it (admins): later bouts whose fighters change lose their results (``reset``)."""
    if isinstance(change, ResultEntry):
        _check_points(change)
    else:
        ensure_admin(actor)
    async with uow:
        draw, rights = await group_to_record(uow, ids, actor, tournament_id, group_name)
        group = draw.group
        stored = (await uow.results.results(tournament_id, group)).get(group.key, {})
        current = stored.get(bout)
        seen = change.version
        names = {e.registration_id: e.name for e in draw.entrants}
        if seen != (current.version if current else 0):
            winner = names.get(current.winner, "—") if current else "—"
            raise Conflict("error_result_recorded_first", values={"winner": winner})
        if current is not None:
            ensure_may_correct(rights)
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
    return GroupResults(view, recorded.group, rights, recorded.reset)


def _recorded(
    draw: StoredDraw,
    stored: dict[BoutKey, RecordedResult],
    bout: BoutKey,
    result: RecordedResult | None,
) -> RecordedBouts:
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

"""Kata by points on the day: a table records each performance's score (hundredths of a
point, 0 to 100.00) and, when it has one, a tie-break score, round by round and then in the
medal bouts (the round after the last round of groups); the draw plays itself through from
them (``fedreg_core.draws.kata_points``).

Every write checks the performance's version as bout results do: a score another table
recorded meanwhile answers 409 and nothing is overwritten. A changed score may change who
goes on: the later performances of those no longer in their round are reset, and a changed
or cleared score is recorded in the tournament's history with what it reset.
"""

from dataclasses import dataclass

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import DrawFormat, HistoryType
from fedreg_core.domain.errors import Conflict, RuleBroken
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.kata_day import (
    KataRecord,
    KataStanding,
    Performance,
    performers,
    settle,
    standing,
)
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.draws import StoredDraw
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import draw_view
from fedreg_core.services.draws import ensure_admin, group_names
from fedreg_core.services.registration_access import write_history
from fedreg_core.services.results import (
    Clearing,
    GroupResults,
    drawn_keys,
    group_to_record,
    kata_results,
)
from fedreg_core.services.tatamis import ensure_may_correct

SCORE_MOST = 10_000
"""The highest score (and tie-break) in hundredths of a point: 100.00."""


@dataclass(frozen=True, slots=True)
class KataEntry:
    """What a table records of a performance: the ``score`` and the ``tie_break`` when given,
    in hundredths of a point, and the performance's ``version`` as the table saw it (0: no
    score yet)."""

    score: int
    tie_break: int | None
    version: int


def _check(entry: KataEntry) -> None:
    broken = {}
    if not 0 <= entry.score <= SCORE_MOST:
        broken["score"] = "error_kata_score"
    if entry.tie_break is not None and not 0 <= entry.tie_break <= SCORE_MOST:
        broken["tieBreak"] = "error_kata_score"
    if broken:
        raise RuleBroken(broken)


def _check_performs(found: KataStanding, performance: Performance) -> None:
    performing = performers(found, performance[0])
    if not performing:
        raise RuleBroken.single("round", "error_kata_round_not_reached")
    if performance[1] not in performing:
        raise RuleBroken.single("registrationId", "error_kata_not_in_round")


def printed_score(record: KataRecord | None) -> str:
    """``42.30``, with the tie-break as ``42.30 (21.10)``; ``—`` for none."""
    if record is None:
        return "—"

    def points(hundredths: int) -> str:
        return f"{hundredths // 100}.{hundredths % 100:02d}"

    tie_break = "" if record.tie_break is None else f" ({points(record.tie_break)})"
    return points(record.total) + tie_break


async def change_kata_score(
    uow: DrawWork,
    clock: Clock,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    group_name: str,
    performance: Performance,
    change: KataEntry | Clearing,
) -> GroupResults:
    """Record the score of ``performance`` (round, registration id) (admins and the officials
    of the group's tatami), change it or clear it (admins); later performances of those no
    longer in their round are reset (``reset``)."""
    if isinstance(change, KataEntry):
        _check(change)
    else:
        ensure_admin(actor)
    async with uow:
        draw, rights = await group_to_record(uow, ids, actor, tournament_id, group_name)
        if draw.format is not DrawFormat.KATA_POINTS:
            raise Conflict("error_kata_not_by_points")
        group = draw.group
        stored = (await uow.kata.scores(tournament_id, group)).get(group.key, {})
        current = stored.get(performance)
        if change.version != (current.version if current else 0):
            raise Conflict("error_kata_recorded_first", values={"score": printed_score(current)})
        if current is not None:
            ensure_may_correct(rights)
        keys = drawn_keys(draw)
        wanted = {p: r for p, r in stored.items() if p != performance}
        record = None
        if isinstance(change, KataEntry):
            _check_performs(standing(keys, stored), performance)
            record = KataRecord(change.score, change.tie_break, change.version + 1)
            wanted[performance] = record
        elif current is None:
            raise Conflict("error_kata_score_none")
        kept, reset = settle(keys, wanted)
        if record is not None and not await uow.kata.put(tournament_id, group, performance, record):
            raise Conflict("error_kata_recorded_first", values={"score": "—"})
        await uow.kata.remove(tournament_id, group, [*reset, *([] if record else [performance])])
        if current is not None:
            item = await _correction(uow, draw, performance, current, record, reset)
            kind = HistoryType.RESULT_CORRECTED
            await write_history(uow.history, clock, actor, tournament_id, kind, item)
        await uow.commit()
    return kata_results(draw_view(draw, True, stale=False), draw, kept, rights, reset)


async def _correction(
    uow: DrawWork,
    draw: StoredDraw,
    performance: Performance,
    old: KataRecord,
    new: KataRecord | None,
    reset: tuple[Performance, ...],
) -> str:
    """The history's item: ``Seniori · Kata: 1: Ana Anić: 41.00 → 41.20 (2/Iva Ilić)``."""
    names = {e.registration_id: e.name for e in draw.entrants}
    label = await group_names(uow, [draw.group])
    round_number, key = performance
    item = f"{label}: {round_number}: {names.get(key, str(key))}: "
    item += f"{printed_score(old)} → {printed_score(new)}"
    if reset:
        item += " (" + ", ".join(f"{r}/{names.get(k, str(k))}" for r, k in reset) + ")"
    return item

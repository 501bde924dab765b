"""Tatamis on the day: which drawn groups each tatami fights, when, and who enters their
results.

The admin sets the whole plan at once; anyone who may read the draws reads it (spectators
and clubs want to know where and when a group fights). A table official named on a tatami
records the first result of each bout of its groups; corrections and clearing stay with the
admins.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, time

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_manage_tournament_records
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.tatamis import (
    BOUT_MINUTES,
    DayPlan,
    Tatami,
    bouts_to_fight,
    check_plan,
    running_order,
)
from fedreg_core.ports.listing import NamedRef
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import readable_draws
from fedreg_core.services.draws import ensure_admin
from fedreg_core.services.tournament_guard import writable_tournament


@dataclass(frozen=True, slots=True)
class SlotView:
    """A group in a tatami's running order, by name (``GroupIds``)."""

    group_name: str
    bouts: int
    starts_at: datetime


@dataclass(frozen=True, slots=True)
class TatamiView:
    """A tatami as read: its start, its officials, its drawn groups in the order they are
    fought with their estimated starts, and whether the reader is one of its officials."""

    number: int
    starts_at: time
    officials: tuple[NamedRef, ...]
    slots: tuple[SlotView, ...]
    yours: bool


@dataclass(frozen=True, slots=True)
class TatamiPlan:
    """The tatamis, and a bout's minutes for each discipline with a drawn group (its own, or
    ``BOUT_MINUTES``)."""

    tatamis: tuple[TatamiView, ...]
    bout_minutes: dict[int, int]
    may_change: bool


@dataclass(frozen=True, slots=True)
class TatamiIn:
    """A tatami as the admin sets it: groups by name."""

    number: int
    official_ids: tuple[int, ...]
    group_names: tuple[str, ...]
    starts_at: time


@dataclass(frozen=True, slots=True)
class ResultRights:
    """What the actor may do with a group's results now: record a bout's first result, and
    change or clear a recorded one."""

    may_record: bool
    may_correct: bool


async def result_rights(
    uow: DrawWork, actor: User, tournament_id: int, group: Group, *, open_now: bool
) -> ResultRights:
    """Admins record and correct; the group's tatami's officials record; nobody while the
    group is not ``open_now`` (draws published, the draw fresh, the tournament not archived)."""
    if may_manage_tournament_records(actor):
        return ResultRights(open_now, open_now)
    officials = await uow.tatamis.officials_of(tournament_id, group.key)
    return ResultRights(open_now and actor.id in officials, False)


async def recording_rights(
    uow: DrawWork, actor: User, tournament_id: int, group: Group
) -> ResultRights:
    """The actor's rights on a group's results now; ``Forbidden`` unless they may record in it
    (admins, the officials of its tatami)."""
    rights = await result_rights(uow, actor, tournament_id, group, open_now=True)
    if not rights.may_record:
        raise Forbidden("error_result_not_your_tatami")
    return rights


def ensure_may_correct(rights: ResultRights) -> None:
    """``Forbidden`` for a change to a recorded result by someone who only records."""
    if not rights.may_correct:
        raise Forbidden("error_result_admin_corrects")


async def tatami_plan(uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int) -> TatamiPlan:
    """The tournament's tatamis (admins; others once the draws are published)."""
    async with uow.read_only():
        await readable_draws(uow, actor, tournament_id)
        return await read_plan(uow, ids, actor, tournament_id)


async def set_tatami_plan(
    uow: DrawWork,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    wanted: Sequence[TatamiIn],
    bout_minutes: Mapping[int, int],
) -> TatamiPlan:
    """Replace the tournament's tatamis and bouts' minutes (admins): each group drawn and on
    one tatami at most, each official a user who may sign in."""
    ensure_admin(actor)
    async with uow:
        await writable_tournament(uow.tournaments, tournament_id)
        by_name = ids.named(tournament_id, (d.group for d in await uow.draws.draws(tournament_id)))
        asked = {i for t in wanted for i in t.official_ids}
        users = await uow.users.get_many(asked)
        tatamis = tuple(
            Tatami(
                t.number,
                tuple(dict.fromkeys(t.official_ids)),
                tuple(by_name[name].key if name in by_name else name for name in t.group_names),
                t.starts_at,
            )
            for t in wanted
        )
        plan = DayPlan(tatamis, dict(bout_minutes))
        drawn = {group.key for group in by_name.values()}
        check_plan(plan, drawn, {u.id for u in users if not u.is_blocked and u.id})
        await uow.tatamis.replace_plan(tournament_id, plan)
        await uow.commit()
        return await read_plan(uow, ids, actor, tournament_id)


async def read_plan(uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int) -> TatamiPlan:
    """The plan as read in the open ``uow``, with each tatami's running order (each group's
    bouts from its size, its entrants not read): groups no longer drawn left out."""
    plan = await uow.tatamis.plan(tournament_id)
    tournament = await uow.tournaments.get(tournament_id)
    draws = await uow.draws.draws(tournament_id)
    sizes = await uow.tatamis.drawn_counts(tournament_id)
    groups = {d.group.key: d.group for d in draws}
    bouts = {
        d.group.key: bouts_to_fight(d.format, d.lines, sizes.get(d.group.key, 0)) for d in draws
    }
    minutes = {
        g.discipline_id: plan.bout_minutes.get(g.discipline_id, BOUT_MINUTES)
        for g in groups.values()
    }
    official_ids = {i for t in plan.tatamis for i in t.official_ids}
    users = {u.id: u for u in await uow.users.get_many(official_ids)}
    day = (tournament.start_date if tournament else datetime.min).date()
    views = tuple(
        TatamiView(
            t.number,
            t.starts_at,
            tuple(NamedRef(i, users[i].name) for i in t.official_ids if i in users),
            tuple(
                SlotView(ids.of(tournament_id, groups[s.group_key]), s.bouts, s.starts_at)
                for s in running_order(day, t, bouts, lambda k: minutes[groups[k].discipline_id])
            ),
            actor.id in t.official_ids,
        )
        for t in plan.tatamis
    )
    return TatamiPlan(views, minutes, may_manage_tournament_records(actor))

"""Tatamis on the day: which drawn groups each tatami fights and who enters their results.

The admin sets the whole plan at once; anyone who may read the draws reads it (spectators
and clubs want to know where a group fights). A table official named on a tatami records the
first result of each bout of its groups; corrections and clearing stay with the admins.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from fedreg_core.domain.entities import User
from fedreg_core.domain.permissions import may_manage_tournament_records
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.tatamis import Tatami, check_plan
from fedreg_core.ports.listing import NamedRef
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import readable_draws
from fedreg_core.services.draws import ensure_admin
from fedreg_core.services.tournament_guard import writable_tournament


@dataclass(frozen=True, slots=True)
class TatamiView:
    """A tatami as read: its officials, its groups by name (``GroupIds``) in the order they
    are fought, and whether the reader is one of its officials."""

    number: int
    officials: tuple[NamedRef, ...]
    group_names: tuple[str, ...]
    yours: bool


@dataclass(frozen=True, slots=True)
class TatamiPlan:
    tatamis: tuple[TatamiView, ...]
    may_change: bool


@dataclass(frozen=True, slots=True)
class TatamiIn:
    """A tatami as the admin sets it: groups by name."""

    number: int
    official_ids: tuple[int, ...]
    group_names: tuple[str, ...]


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


async def tatami_plan(uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int) -> TatamiPlan:
    """The tournament's tatamis (admins; others once the draws are published)."""
    async with uow.read_only():
        await readable_draws(uow, actor, tournament_id)
        return await _plan(uow, ids, actor, tournament_id)


async def set_tatami_plan(
    uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int, wanted: Sequence[TatamiIn]
) -> TatamiPlan:
    """Replace the tournament's tatamis (admins): each group drawn and on one tatami at
    most, each official a user who may sign in."""
    ensure_admin(actor)
    async with uow:
        await writable_tournament(uow.tournaments, tournament_id)
        by_name = ids.named(tournament_id, (d.group for d in await uow.draws.draws(tournament_id)))
        asked = {i for t in wanted for i in t.official_ids}
        users = await uow.users.get_many(asked)
        tatamis = [
            Tatami(
                t.number,
                tuple(dict.fromkeys(t.official_ids)),
                tuple(by_name[name].key if name in by_name else name for name in t.group_names),
            )
            for t in wanted
        ]
        drawn = {group.key for group in by_name.values()}
        check_plan(tatamis, drawn, {u.id for u in users if not u.is_blocked and u.id})
        await uow.tatamis.replace_plan(tournament_id, tatamis)
        await uow.commit()
        return await _plan(uow, ids, actor, tournament_id)


async def _plan(uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int) -> TatamiPlan:
    """The plan as read in the open ``uow``: groups no longer drawn left out."""
    tatamis = await uow.tatamis.plan(tournament_id)
    drawn = {d.group.key: d.group for d in await uow.draws.draws(tournament_id)}
    users = {
        u.id: u for u in await uow.users.get_many({i for t in tatamis for i in t.official_ids})
    }
    views = tuple(
        TatamiView(
            t.number,
            tuple(NamedRef(i, users[i].name) for i in t.official_ids if i in users),
            tuple(ids.of(tournament_id, drawn[key]) for key in t.group_keys if key in drawn),
            actor.id in t.official_ids,
        )
        for t in tatamis
    )
    return TatamiPlan(views, may_manage_tournament_records(actor))

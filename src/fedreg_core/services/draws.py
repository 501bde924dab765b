"""Making draws (admins, once applications are closed), seeding and publishing them; making,
publishing and withdrawing them are recorded in the tournament's history."""

import random
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import HistoryType
from fedreg_core.domain.errors import Conflict, Forbidden, RuleBroken
from fedreg_core.domain.permissions import may_manage_tournament_records
from fedreg_core.domain.tournament_state import tournament_is_active
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group, drawn_name, fingerprint
from fedreg_core.draws.making import make_draw
from fedreg_core.draws.model import MAX_SEEDS, Entrant
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.draws import DrawnEntrant, GroupEntry, StoredDraw
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import DrawView, draw_view
from fedreg_core.services.registration_access import write_history
from fedreg_core.services.tournament_guard import writable_tournament

SEED_NUMBERS = 10**9
"""Seeds drawn when none is given are below this: short enough to read off a printout."""


def ensure_admin(actor: User) -> None:
    if not may_manage_tournament_records(actor):
        raise Forbidden


def grouped(entries: list[GroupEntry]) -> dict[Group, list[GroupEntry]]:
    """Entries by group, groups in key order."""
    groups: dict[Group, list[GroupEntry]] = defaultdict(list)
    for entry in entries:
        groups[entry.group].append(entry)
    return dict(sorted(groups.items()))


async def make_draws(
    uow: DrawWork,
    clock: Clock,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    groups: list[str] | None = None,
    seed: int | None = None,
) -> list[DrawView]:
    """Draw every group with an entry, or the groups named (``ids``' names), from ``seed``
    (drawn when not given); earlier draws of those groups are replaced. Admins,
    applications closed."""
    ensure_admin(actor)
    chosen = seed if seed is not None else random.SystemRandom().randrange(SEED_NUMBERS)
    async with uow:
        tournament = await writable_tournament(uow.tournaments, tournament_id)
        if tournament_is_active(tournament, clock.now()):
            raise Conflict("error_draws_applications_open")
        entries = grouped(await uow.draws.group_entries(tournament_id))
        wanted = _wanted(ids.named(tournament_id, entries), groups)
        seeds = await uow.draws.seeds(tournament_id)
        made = [_drawn(group, entries[group], seeds.get(group.key, {}), chosen) for group in wanted]
        await uow.draws.replace(tournament_id, made)
        published = await uow.draws.published(tournament_id)
        item = str(chosen) if groups is None else f"{chosen}: {await group_names(uow, wanted)}"
        await write_history(uow.history, clock, actor, tournament_id, HistoryType.DRAWS_MADE, item)
        await uow.commit()
    return [draw_view(draw, published, stale=False) for draw in made]


async def group_names(uow: DrawWork, groups: list[Group]) -> str:
    """``Seniori · Kumite, Kadeti · Kata``: the groups' categories and disciplines, each once."""
    categories, disciplines = await uow.registration_reads.catalogue()

    def name(things: Mapping[int, Any], key: int) -> str:
        thing = things.get(key)
        return str(thing.name) if thing is not None else str(key)

    names = (
        f"{name(categories, g.category_id)} · {name(disciplines, g.discipline_id)}" for g in groups
    )
    return ", ".join(dict.fromkeys(names))


def _wanted(by_name: dict[str, Group], names: list[str] | None) -> list[Group]:
    """The groups named (each once), or all of ``by_name`` (in key order) for ``None``."""
    if names is None:
        return sorted(by_name.values())
    if any(name not in by_name for name in names):
        raise RuleBroken.single("groups", "error_draw_unknown_group")
    return [by_name[name] for name in dict.fromkeys(names)]


def _drawn(
    group: Group, entries: list[GroupEntry], seeds: Mapping[int, int], seed: int
) -> StoredDraw:
    entrants = [
        Entrant(e.registration_id, e.club_id, seeds.get(e.registration_id)) for e in entries
    ]
    draw = make_draw(entrants, entries[0].chosen_format, seed)
    line_of = {key: line for line, key in enumerate(draw.lines) if key is not None}
    drawn = tuple(
        sorted(
            (
                DrawnEntrant(
                    e.registration_id,
                    line_of[e.registration_id],
                    drawn_name(e.name, e.number),
                    e.club_id,
                    e.club_name,
                    seeds.get(e.registration_id),
                )
                for e in entries
            ),
            key=lambda entrant: entrant.line,
        )
    )
    return StoredDraw(
        group,
        draw.format,
        seed,
        len(draw.lines),
        fingerprint((e.registration_id for e in entries), seeds),
        drawn,
    )


async def set_seeds(
    uow: DrawWork,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    group_name: str,
    seeds: Mapping[int, int],
) -> None:
    """Mark the seeds of the group ``ids`` names ``group_name`` (registration id -> 1 to 4,
    each once), replacing earlier ones; ``NotFound`` for a name of no group with entries."""
    ensure_admin(actor)
    async with uow:
        await writable_tournament(uow.tournaments, tournament_id)
        entries = await uow.draws.group_entries(tournament_id)
        group = ids.find(tournament_id, {e.group for e in entries}, group_name)
        entered = {e.registration_id for e in entries if e.group == group}
        values = list(seeds.values())
        if any(key not in entered for key in seeds):
            raise RuleBroken.single("seeds", "error_draw_seed_not_entered")
        if len(set(values)) != len(values) or any(not 1 <= v <= MAX_SEEDS for v in values):
            raise RuleBroken.single("seeds", "error_draw_seeds")
        await uow.draws.set_seeds(tournament_id, group, seeds)
        await uow.commit()


async def publish_draws(
    uow: DrawWork, clock: Clock, actor: User, tournament_id: int, published: bool
) -> None:
    """Let clubs read the tournament's draws (``published``), or stop them (admins); a change
    is recorded in the history."""
    ensure_admin(actor)
    async with uow:
        tournament = await writable_tournament(uow.tournaments, tournament_id)
        if await uow.draws.published(tournament_id) == published:
            return
        await uow.draws.publish(tournament_id, published)
        kind = HistoryType.DRAWS_PUBLISHED if published else HistoryType.DRAWS_UNPUBLISHED
        await write_history(uow.history, clock, actor, tournament_id, kind, tournament.name)
        await uow.commit()

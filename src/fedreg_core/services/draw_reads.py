"""Reading draws: admins always, everyone else once the admin published them, of a
tournament they may see (an archived one answers ``NotFound`` as the tournament does)."""

from collections import defaultdict
from dataclasses import dataclass, replace

from fedreg_core.domain.entities import Tournament, User
from fedreg_core.domain.enums import DrawFormat
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import (
    may_confirm_draw,
    may_manage_tournament_records,
    may_see_tournament,
)
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group, fingerprint
from fedreg_core.draws.making import bouts_of
from fedreg_core.draws.model import Bout, effective_format
from fedreg_core.draws.played import PlayedGroup, Results, play
from fedreg_core.ports.draws import DrawnEntrant, GroupEntry, StoredDraw
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.editing import load


@dataclass(frozen=True, slots=True)
class DrawView:
    """A made draw with its bouts; ``entrants`` in line order."""

    group: Group
    format: DrawFormat
    seed: int
    stale: bool
    published: bool
    entrants: tuple[DrawnEntrant, ...]
    bouts: tuple[Bout, ...]
    confirmed: bool = False
    """The admin kept it after its group's entries changed (``entrants``' withdrawn ones)."""
    may_confirm: bool = False
    """The actor may confirm it as it stands (stale, an admin, the tournament not archived)."""


@dataclass(frozen=True, slots=True)
class GroupState:
    """A group with entries or a draw: its size now, its format (as drawn, else as it would
    be drawn), and for a made draw its seed, whose entries came or went since and the clubs
    of its entrants (``club_ids``, ascending; empty while not drawn)."""

    group: Group
    category_name: str
    discipline_name: str
    size: int
    format: DrawFormat
    seed: int | None
    stale: bool
    added: tuple[str, ...]
    removed: tuple[str, ...]
    club_ids: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class DrawsOverview:
    published: bool
    groups: list[GroupState]


def drawn_lines(draw: StoredDraw) -> tuple[int | None, ...]:
    """The draw's lines: each entrant's registration id on its line, ``None`` a bye."""
    lines: list[int | None] = [None] * draw.lines
    for entrant in draw.entrants:
        lines[entrant.line] = entrant.registration_id
    return tuple(lines)


def withdrawn_of(draw: StoredDraw) -> frozenset[int]:
    """The entrants gone from the group when the draw was confirmed."""
    return frozenset(e.registration_id for e in draw.entrants if e.withdrawn)


def play_draw(draw: StoredDraw, results: Results) -> PlayedGroup:
    """The draw's group with ``results``, its withdrawn entrants' bouts walkovers."""
    return play(draw.format, drawn_lines(draw), results, withdrawn_of(draw))


def draw_view(
    draw: StoredDraw, published: bool, *, stale: bool, tournament: Tournament | None = None,
    actor: User | None = None,
) -> DrawView:  # fmt: skip
    """The draw with its bouts; with ``tournament`` and ``actor``, whether they may confirm it."""
    bouts = bouts_of(draw.format, drawn_lines(draw))
    may_confirm = (
        stale
        and actor is not None
        and tournament is not None
        and may_confirm_draw(actor, tournament)
    )
    return DrawView(
        draw.group, draw.format, draw.seed, stale, published, draw.entrants, bouts,
        confirmed=draw.confirmed is not None, may_confirm=may_confirm,
    )  # fmt: skip


@dataclass(frozen=True, slots=True)
class GroupDraw:
    """A group's draw with its entrants, and the group's entries as they are now (their
    registration ids)."""

    draw: StoredDraw
    entry_keys: list[int]
    entries_now: str
    """The entries' fingerprint."""

    @property
    def stale(self) -> bool:
        return self.draw.is_stale(self.entries_now)


async def read_group_draw(
    uow: DrawWork, ids: GroupIds, tournament_id: int, group_name: str
) -> GroupDraw:
    """The draw of the group ``ids`` names ``group_name``; ``NotFound`` when it has none."""
    group = ids.recall(tournament_id, group_name)
    if group is None:
        drawn = await uow.draws.draws(tournament_id)
        group = ids.find(tournament_id, (draw.group for draw in drawn), group_name)
    found = await uow.draws.draws(tournament_id, group, with_entrants=True)
    if not found:
        raise NotFound(what="draw", key=group_name)
    keys = await uow.draws.entry_keys(tournament_id, group)
    seeds = (await uow.draws.seeds(tournament_id, group)).get(group.key, {})
    return GroupDraw(found[0], keys, fingerprint(keys, seeds))


@dataclass(frozen=True, slots=True)
class TournamentDraws:
    """A tournament's groups (as ``list_draws`` answers them) and its draws with bouts."""

    tournament: Tournament
    published: bool
    groups: list[GroupState]
    draws: dict[Group, DrawView]


async def _seen(uow: DrawWork, actor: User, tournament_id: int) -> Tournament:
    """The tournament; ``NotFound`` for one the actor may not see, as for one that does not
    exist (``GET /api/tournament/{id}`` answers the same)."""
    tournament = await load(uow.tournaments, tournament_id, "tournament")
    if not may_see_tournament(actor, tournament):
        raise NotFound(what="tournament", key=tournament_id)
    return tournament


async def readable_draws(uow: DrawWork, actor: User, tournament_id: int) -> tuple[Tournament, bool]:
    """The tournament and whether its draws are published; ``NotFound`` for a tournament the
    actor may not see, ``Forbidden`` for a club user before the draws are published."""
    tournament = await _seen(uow, actor, tournament_id)
    published = await uow.draws.published(tournament_id)
    if not (published or may_manage_tournament_records(actor)):
        raise Forbidden("error_draws_not_published")
    return tournament, published


async def draws_published(uow: DrawWork, actor: User, tournament_id: int) -> bool:
    """Whether clubs may read the tournament's draws (anyone who sees the tournament may ask,
    so a club's tournament page links to them only once they are published)."""
    async with uow.read_only():
        await _seen(uow, actor, tournament_id)
        return await uow.draws.published(tournament_id)


async def get_draw(
    uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int, group_name: str
) -> DrawView:
    """The draw of the group ``ids`` names ``group_name``; ``NotFound`` when it has none."""
    async with uow.read_only():
        tournament, published = await readable_draws(uow, actor, tournament_id)
        found = await read_group_draw(uow, ids, tournament_id, group_name)
    return draw_view(found.draw, published, stale=found.stale, tournament=tournament, actor=actor)


async def list_draws(uow: DrawWork, actor: User, tournament_id: int) -> DrawsOverview:
    """Every group with entries or a draw (admins), or every drawn group (others)."""
    found = await tournament_draws(uow, actor, tournament_id)
    return DrawsOverview(found.published, found.groups)


async def tournament_draws(uow: DrawWork, actor: User, tournament_id: int) -> TournamentDraws:
    """The groups of ``list_draws`` and every draw with its bouts, in a fixed number of
    statements."""
    async with uow.read_only():
        return await read_tournament_draws(uow, actor, tournament_id)


async def read_tournament_draws(uow: DrawWork, actor: User, tournament_id: int) -> TournamentDraws:
    """``tournament_draws`` in the open unit of work ``uow``."""
    tournament, published = await readable_draws(uow, actor, tournament_id)
    entries: dict[Group, list[GroupEntry]] = defaultdict(list)
    for entry in await uow.draws.group_entries(tournament_id):
        entries[entry.group].append(entry)
    seeds = await uow.draws.seeds(tournament_id)
    draws = {d.group: d for d in await uow.draws.draws(tournament_id, with_entrants=True)}
    categories, disciplines = await uow.registration_reads.catalogue()
    shown = entries.keys() | draws.keys() if may_manage_tournament_records(actor) else draws
    states = []
    for group in sorted(shown):
        category, discipline = (
            categories.get(group.category_id),
            disciplines.get(group.discipline_id),
        )
        names = (category.name if category else "", discipline.name if discipline else "")
        state = _state(group, entries.get(group, []), draws.get(group), seeds.get(group.key, {}))
        states.append(replace(state, category_name=names[0], discipline_name=names[1]))
    views = {
        state.group: draw_view(draws[state.group], published, stale=state.stale)
        for state in states
        if state.group in draws
    }
    return TournamentDraws(tournament, published, states, views)


def _state(
    group: Group, entries: list[GroupEntry], draw: StoredDraw | None, seeds: dict[int, int]
) -> GroupState:
    if draw is None:
        chosen = entries[0].chosen_format if entries else None
        drawn_format = effective_format(chosen, len(entries))
        return GroupState(group, "", "", len(entries), drawn_format, None, False, (), ())
    now = {e.registration_id: e.name for e in entries}
    then = {e.registration_id: e.name for e in draw.entrants}
    current = fingerprint(now, seeds)
    return GroupState(
        group,
        "",
        "",
        len(entries),
        draw.format,
        draw.seed,
        draw.is_stale(current),
        tuple(name for key, name in now.items() if key not in then),
        tuple(name for key, name in then.items() if key not in now),
        tuple(sorted({e.club_id for e in draw.entrants if e.club_id is not None})),
    )

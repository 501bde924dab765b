"""Results in public: the brackets, placings and medal table of a tournament shown in public,
read by anyone (signed in or not) while they are entered, without the reader's rights.

A tournament's results are public while the tournament is (``shown_publicly``), lists its
entries in public (``public_entries``: the admin's choice to show competitors' names) and its
draws are published; any other answers ``NotFound``, as a tournament that does not exist.

A reader who follows them asks for the ``stamps`` again and again (a few statements whatever
the tournament's size) and reads a group again only when its stamp changed: a stamp changes
with every write to the group's draw or results.
"""

from dataclasses import dataclass

from fedreg_core.domain.errors import NotFound
from fedreg_core.domain.permissions import shown_publicly
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.ports.draws import StoredDraw
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import draw_view, read_group_draw
from fedreg_core.services.medals import GroupPlacings, MedalTable, group_placings, medal_table_of
from fedreg_core.services.results import GroupResults, results_of_draw
from fedreg_core.services.tatamis import ResultRights

READ_ONLY = ResultRights(may_record=False, may_correct=False)
"""What a reader of the public results may do with them: nothing."""


@dataclass(frozen=True, slots=True)
class PublicGroup:
    """A group as the public sees it: its bouts and placings, and its line of the medal table."""

    results: GroupResults
    placings: GroupPlacings


async def _ensure_shown(uow: DrawWork, tournament_id: int) -> None:
    """``NotFound`` unless the tournament's results are public (2 statements)."""
    tournament = await uow.tournaments.get(tournament_id)
    shown = (
        tournament is not None
        and shown_publicly(tournament)
        and tournament.public_entries
        and await uow.draws.published(tournament_id)
    )
    if not shown:
        raise NotFound(what="tournament", key=tournament_id)


def draw_stamp(draw: StoredDraw) -> str:
    """What a draw was made from and how: it changes when the group is drawn again or its
    draw is confirmed."""
    return f"{draw.format.value}/{draw.seed}/{draw.lines}/{draw.fingerprint}/{draw.confirmed}"


async def public_stamps(uow: DrawWork, tournament_id: int) -> dict[Group, str]:
    """A stamp per drawn group of a tournament whose results are public, that
    changes with every write to the group's draw or results: 5 statements; ``NotFound`` once
    they are not public any more."""
    async with uow.read_only():
        await _ensure_shown(uow, tournament_id)
        draws = await uow.draws.draws(tournament_id)
        bouts = await uow.results.stamps(tournament_id)
        kata = await uow.kata.stamps(tournament_id)
    return {
        draw.group: "|".join(
            (draw_stamp(draw), bouts.get(draw.group.key, ""), kata.get(draw.group.key, ""))
        )
        for draw in draws
    }


async def public_medal_table(uow: DrawWork, ids: GroupIds, tournament_id: int) -> MedalTable:
    """The medal table with every drawn group's placings, for anyone: 6 statements."""
    async with uow.read_only():
        await _ensure_shown(uow, tournament_id)
        return await medal_table_of(uow, ids, tournament_id)


async def public_group(
    uow: DrawWork, ids: GroupIds, tournament_id: int, group_name: str
) -> PublicGroup:
    """The group ``ids`` names ``group_name`` with its bouts and placings, for anyone."""
    async with uow.read_only():
        await _ensure_shown(uow, tournament_id)
        found = await read_group_draw(uow, ids, tournament_id, group_name)
        view = draw_view(found.draw, True, stale=found.stale)
        results = await results_of_draw(uow, tournament_id, found.draw, view, READ_ONLY)
        categories, disciplines = await uow.registration_reads.catalogue()
    placings = group_placings(group_name, found.draw, results.played, categories, disciplines)
    return PublicGroup(results, placings)

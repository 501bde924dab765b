"""The medal table: every drawn group's placings as its results stand, and the medals per
club (gold, then silver, then bronze), read in a fixed number of statements; the same as a
workbook."""

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import Category, Discipline, Tournament, User
from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import PlayedGroup
from fedreg_core.messages import translate
from fedreg_core.ports.draws import DrawnEntrant, StoredDraw
from fedreg_core.ports.spreadsheets import Sheet, SpreadsheetWriter
from fedreg_core.ports.unit_of_work import DrawWork
from fedreg_core.services.draw_reads import readable_draws
from fedreg_core.services.results import group_played

MEDALS = (1, 2, 3)
"""The places that win a medal: gold, silver, bronze (3 is given twice)."""


@dataclass(frozen=True, slots=True)
class Placed:
    place: int
    entrant: DrawnEntrant


@dataclass(frozen=True, slots=True)
class GroupPlacings:
    group: Group
    name: str
    """The group's name outside the server (``GroupIds``)."""
    category_name: str
    discipline_name: str
    complete: bool
    placings: tuple[Placed, ...]


@dataclass(frozen=True, slots=True)
class ClubMedals:
    club_id: int | None
    club_name: str
    gold: int
    silver: int
    bronze: int


@dataclass(frozen=True, slots=True)
class MedalTable:
    clubs: tuple[ClubMedals, ...]
    groups: tuple[GroupPlacings, ...]


async def medal_table(uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int) -> MedalTable:
    """Every drawn group's placings so far and the clubs' medals (as the draws are read:
    admins, or anyone who sees the tournament once they are published)."""
    async with uow.read_only():
        _tournament, table = await read_medal_table(uow, ids, actor, tournament_id)
    return table


async def read_medal_table(
    uow: DrawWork, ids: GroupIds, actor: User, tournament_id: int
) -> tuple[Tournament, MedalTable]:
    """``medal_table`` in the open unit of work ``uow``, with the tournament."""
    tournament, _published = await readable_draws(uow, actor, tournament_id)
    return tournament, await medal_table_of(uow, ids, tournament_id)


async def medal_table_of(uow: DrawWork, ids: GroupIds, tournament_id: int) -> MedalTable:
    """Every drawn group's placings and the clubs' medals, whoever asks: 4 statements."""
    draws = await uow.draws.draws(tournament_id, with_entrants=True)
    results = await uow.results.results(tournament_id)
    scores = await uow.kata.scores(tournament_id)
    categories, disciplines = await uow.registration_reads.catalogue()
    groups = [
        group_placings(
            ids.of(tournament_id, draw.group),
            draw,
            group_played(draw, results.get(draw.group.key, {}), scores.get(draw.group.key, {})),
            categories,
            disciplines,
        )
        for draw in sorted(draws, key=lambda d: d.group)
    ]
    return MedalTable(by_club(groups), tuple(groups))


def group_placings(
    name: str,
    draw: StoredDraw,
    played: PlayedGroup,
    categories: Mapping[int, Category],
    disciplines: Mapping[int, Discipline],
) -> GroupPlacings:
    """The placings of ``draw``'s group as ``played``, named ``name`` outside the server."""
    entrant = {e.registration_id: e for e in draw.entrants}
    category = categories.get(draw.group.category_id)
    discipline = disciplines.get(draw.group.discipline_id)
    return GroupPlacings(
        draw.group,
        name,
        category.name if category else "",
        discipline.name if discipline else "",
        played.complete,
        tuple(Placed(p.place, entrant[p.key]) for p in played.placings),
    )


def by_club(groups: Iterable[GroupPlacings]) -> tuple[ClubMedals, ...]:
    """Clubs with a medal: most golds first, then silvers, then bronzes, then by name."""
    counts: dict[tuple[int | None, str], Counter[int]] = {}
    for group in groups:
        for placed in group.placings:
            if placed.place in MEDALS:
                club = (placed.entrant.club_id, placed.entrant.club_name)
                counts.setdefault(club, Counter())[placed.place] += 1
    table = [ClubMedals(i, name, c[1], c[2], c[3]) for (i, name), c in counts.items()]
    table.sort(key=lambda c: (-c.gold, -c.silver, -c.bronze, serbian_key(c.club_name)))
    return tuple(table)


async def results_workbook(
    uow: DrawWork,
    writer: SpreadsheetWriter,
    ids: GroupIds,
    actor: User,
    tournament_id: int,
    language: str,
) -> bytes:
    """The medal table and every group's placings as an .xlsx (as the medal table is read)."""
    table = await medal_table(uow, ids, actor, tournament_id)

    def text(key: str) -> str:
        return translate(key, language)

    medals = Sheet(
        text("results_sheet_medals"),
        tuple(text(f"results_{c}") for c in ("club", "gold", "silver", "bronze")),
        [(c.club_name, c.gold, c.silver, c.bronze) for c in table.clubs],
    )
    columns = ("category", "discipline", "complete", "place", "name", "club")
    finished = {True: text("results_yes"), False: text("results_no")}
    placings = Sheet(
        text("results_sheet_placings"),
        tuple(text(f"results_{c}") for c in columns),
        [
            (
                g.category_name,
                g.discipline_name,
                finished[g.complete],
                p.place,
                p.entrant.name,
                p.entrant.club_name,
            )
            for g in table.groups
            for p in g.placings
        ],
    )
    return await writer.workbook([medals, placings])

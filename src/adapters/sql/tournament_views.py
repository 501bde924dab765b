"""Tournaments with their disciplines, files, club deductions and registration counts.

A page of tournaments takes 5 statements however many tournaments and registrations there
are: the rows (their discipline links and the total ride along), the disciplines named,
the images and documents, the club deductions and the registration counts (clubs,
competitors, teams and their entries: summed from the rows per club the database keeps,
``tournament_club_counts``, so they cost what the clubs cost, not the registrations).

Every statement but the page's is built once (``functools.cache``), the ids bound parameters
(``IDS``); a page's statement depends on its sort and filters.

A tournament's discipline links ride along as "link id:discipline id,..." strings; they
are written and read here only: what leaves this module is a ``Tournament`` or a view.
"""

from collections import defaultdict
from collections.abc import Sequence
from functools import cache
from typing import Any, NamedTuple

from sqlalchemy import (
    ColumnElement,
    Integer,
    Select,
    String,
    bindparam,
    case,
    cast,
    func,
    literal_column,
    select,
    union_all,
)
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from adapters.sql.link_mappers import DOCUMENTS, TOURNAMENT_IMAGES
from adapters.sql.listing import one_page
from adapters.sql.mappers import CLUB_DEDUCTIONS, DISCIPLINES, TOURNAMENTS
from adapters.sql.models import (
    CategoryRow,
    ClubDeductionRow,
    DisciplineCategoryRow,
    DisciplineRow,
    DocumentRow,
    TournamentClubCountRow,
    TournamentDisciplineRow,
    TournamentImageRow,
    TournamentRow,
    TournamentTeamDisciplineRow,
)
from adapters.sql.reference_cache import ReferenceCache
from adapters.sql.registration_rows import AnySelect
from fedreg_core.domain.entities import ClubDeduction, Tournament, TournamentFile
from fedreg_core.ports.listing import ListQuery
from fedreg_core.ports.views import (
    CategoryRef,
    DisciplineView,
    LinkedDiscipline,
    RegistrationCounts,
    TournamentView,
)

FILE_ROWS: tuple[Any, ...] = (TournamentImageRow, DocumentRow)
IDS = bindparam("ids", expanding=True, type_=Integer)
"""The tournaments' ids, a parameter of the views' statements: ``{"ids": [...]}``."""
LINKS = {
    "discipline_links": TournamentDisciplineRow,
    "team_discipline_links": TournamentTeamDisciplineRow,
}


def _link_pairs(link_class: Any, tournament_id: ColumnElement[int]) -> Any:
    """ "link id:discipline id,..." of a tournament's links (unordered: sorted when read)."""
    pair = cast(link_class.id, String) + ":" + cast(link_class.discipline_id, String)
    return (
        select(func.aggregate_strings(pair, ","))
        .where(link_class.tournament_id == tournament_id)
        .scalar_subquery()
    )


def _tournament_columns(tournament_id: ColumnElement[int] | None = None) -> list[Any]:
    """The tournament's columns and its two link lists (correlated when no id is given)."""
    key: Any = TournamentRow.id if tournament_id is None else tournament_id
    links = [_link_pairs(row, key).label(name) for name, row in LINKS.items()]
    return [*TournamentRow.__table__.columns, *links]


def _link_pairs_of(pairs: str | None) -> list[tuple[int, int]]:
    """(link id, discipline id) of "link:discipline,..." in link id order."""
    if not pairs:
        return []
    return sorted((int(a), int(b)) for a, b in (pair.split(":") for pair in pairs.split(",")))


def _tournament_of(row: Any) -> Tournament:
    """The tournament of a row of ``_tournament_columns``."""
    return TOURNAMENTS.from_columns(
        row,
        discipline_ids=[d for _, d in _link_pairs_of(row.discipline_links)],
        team_discipline_ids=[d for _, d in _link_pairs_of(row.team_discipline_links)],
    )


@cache
def _one() -> AnySelect:
    """The tournament of the parameter ``tournament_id`` with its links."""
    tournament_id = bindparam("tournament_id", type_=Integer)
    return select(*_tournament_columns(tournament_id)).where(TournamentRow.id == tournament_id)


async def _row(
    connection: AsyncConnection | AsyncSession, tournament_id: int, cache: ReferenceCache | None
) -> Any:
    """The tournament's row of ``_tournament_columns`` (``None``: none), cached in ``cache``."""
    if cache is None:
        return (await connection.execute(_one(), {"tournament_id": tournament_id})).first()
    lookup = cache.tournaments.lookup(tournament_id)
    if lookup.value is None:
        lookup.cache(await _row(connection, tournament_id, None))
    return lookup.value


async def tournament(
    connection: AsyncConnection | AsyncSession,
    tournament_id: int,
    cache: ReferenceCache | None = None,
) -> Tournament | None:
    """The tournament with its discipline links: 1 statement (none when cached)."""
    row = await _row(connection, tournament_id, cache)
    return None if row is None else _tournament_of(row)


async def view_page(
    session: AsyncSession, query: ListQuery
) -> tuple[list[TournamentView], int | None]:
    """One page of views and the number of all tournaments (``None`` for an empty page):
    5 statements."""
    total = func.count().over().label("total")
    statement = one_page(select(*_tournament_columns(), total), TournamentRow, query)
    rows = list(await session.execute(statement))
    return await _views(session, rows), int(rows[0].total) if rows else None


async def view(
    session: AsyncSession, tournament_id: int, cache: ReferenceCache | None = None
) -> TournamentView | None:
    """5 statements (1 when its row and parts are cached: the counts)."""
    row = await _row(session, tournament_id, cache)
    if row is None:
        return None
    connection = await session.connection()
    parts = await _cached_parts(connection, row, cache)
    (found,) = _views_of([row], parts, await _counts(connection, [tournament_id]))
    return found


@cache
def _disciplines_named() -> AnySelect:
    """The disciplines of ``IDS`` with their categories named."""
    return (
        select(
            *DisciplineRow.__table__.columns,
            DisciplineCategoryRow.category_id.label("link_category_id"),
            CategoryRow.name.label("category_name"),
        )
        .outerjoin(DisciplineCategoryRow, DisciplineCategoryRow.discipline_id == DisciplineRow.id)
        .outerjoin(CategoryRow, CategoryRow.id == DisciplineCategoryRow.category_id)
        .where(DisciplineRow.id.in_(IDS))
        .order_by(DisciplineRow.id, DisciplineCategoryRow.id)
    )


def _disciplines(named_rows: Sequence[Any]) -> dict[int, DisciplineView]:
    """The disciplines of rows of ``_disciplines_named``."""
    rows: dict[int, list[Any]] = defaultdict(list)
    for row in named_rows:
        rows[row.id].append(row)
    views = {}
    for discipline_id, links in rows.items():
        named = [r for r in links if r.link_category_id is not None]
        discipline = DISCIPLINES.from_columns(
            links[0], category_ids=[r.link_category_id for r in named]
        )
        categories = tuple(CategoryRef(r.link_category_id, r.category_name) for r in named)
        views[discipline_id] = DisciplineView(discipline, categories)
    return views


@cache
def _all_files() -> AnySelect:
    """The images (kind 0) and documents (kind 1) of ``IDS``, by kind and id."""
    branches = [
        select(literal_column(str(kind), Integer).label("kind"), *row.__table__.columns).where(
            row.tournament_id.in_(IDS)
        )
        for kind, row in enumerate(FILE_ROWS)
    ]
    files = union_all(*branches).subquery()
    return select(files).order_by(files.c.kind, files.c.id)


def _files(
    file_rows: Sequence[Any],
) -> tuple[dict[int, list[TournamentFile]], dict[int, list[TournamentFile]]]:
    """Images and documents by tournament, in id order, of rows of ``_all_files``."""
    images: dict[int, list[TournamentFile]] = defaultdict(list)
    documents: dict[int, list[TournamentFile]] = defaultdict(list)
    for row in file_rows:
        if row.kind == 0:
            images[row.tournament_id].append(TOURNAMENT_IMAGES.from_columns(row))
        else:
            documents[row.tournament_id].append(DOCUMENTS.from_columns(row))
    return images, documents


@cache
def _all_deductions() -> AnySelect:
    return (
        select(*ClubDeductionRow.__table__.columns)
        .where(ClubDeductionRow.tournament_id.in_(IDS))
        .order_by(ClubDeductionRow.id)
    )


def _deductions(deduction_rows: Sequence[Any]) -> dict[int, list[ClubDeduction]]:
    """Club deductions by tournament, in id order, of rows of ``_all_deductions``."""
    found: dict[int, list[ClubDeduction]] = defaultdict(list)
    for row in deduction_rows:
        found[row.tournament_id].append(CLUB_DEDUCTIONS.from_columns(row))
    return found


@cache
def _all_counts() -> AnySelect:
    """Per tournament of ``IDS``: the ``RegistrationCounts``, summed over its clubs' rows of
    ``tournament_club_counts`` (kept by triggers, migration 0009): as many rows as clubs."""
    c = TournamentClubCountRow
    statement: Select[*tuple[Any, ...]] = (
        select(
            c.tournament_id,
            func.count(case((c.competitors + c.teams > 0, 1))),
            *map(func.sum, (c.competitors, c.teams, c.competitor_entries, c.team_entries)),
        )
        .where(c.tournament_id.in_(IDS))
        .group_by(c.tournament_id)
    )
    return statement


async def _counts(connection: AsyncConnection, ids: list[int]) -> dict[int, RegistrationCounts]:
    """Registration counts by tournament: 1 statement (clubs: with a competitor or a team)."""
    rows = await connection.execute(_all_counts(), {"ids": ids})
    return {t: RegistrationCounts(*map(int, n)) for t, *n in rows}


class Parts(NamedTuple):
    """The rows of what tournaments refer to that only admins change: their disciplines
    named, files and club deductions (immutable ``Row``s: cached per worker for one
    tournament, ``ReferenceCache.views``)."""

    disciplines: Sequence[Any]
    files: Sequence[Any]
    deductions: Sequence[Any]


async def _parts(connection: AsyncConnection, rows: list[Any]) -> Parts:
    """The parts of the tournaments of ``rows`` (of ``_tournament_columns``): 3 statements."""
    ids = [row.id for row in rows]
    linked = {d for row in rows for name in LINKS for _, d in _link_pairs_of(getattr(row, name))}
    disciplines = await connection.execute(_disciplines_named(), {"ids": list(linked)})
    files = await connection.execute(_all_files(), {"ids": ids})
    deductions = await connection.execute(_all_deductions(), {"ids": ids})
    return Parts(disciplines.all(), files.all(), deductions.all())


async def _cached_parts(
    connection: AsyncConnection, row: Any, cache: ReferenceCache | None
) -> Parts:
    if cache is None:
        return await _parts(connection, [row])
    lookup = cache.views.lookup(row.id)
    if lookup.value is None:
        lookup.cache(await _parts(connection, [row]))
    found: Parts | None = lookup.value
    assert found is not None
    return found


def _linked(pairs: str | None, views: dict[int, DisciplineView]) -> tuple[LinkedDiscipline, ...]:
    return tuple(
        LinkedDiscipline(link, views[d]) for link, d in _link_pairs_of(pairs) if d in views
    )


async def _views(session: AsyncSession, rows: list[Any]) -> list[TournamentView]:
    """Views of rows of ``_tournament_columns``: 4 statements."""
    connection = await session.connection()
    parts = await _parts(connection, rows)
    return _views_of(rows, parts, await _counts(connection, [row.id for row in rows]))


def _views_of(
    rows: list[Any], parts: Parts, counts: dict[int, RegistrationCounts]
) -> list[TournamentView]:
    """Views of rows of ``_tournament_columns`` with their parts and counts."""
    views = _disciplines(parts.disciplines)
    images, documents = _files(parts.files)
    deductions = _deductions(parts.deductions)
    return [
        TournamentView(
            tournament=_tournament_of(row),
            disciplines=_linked(row.discipline_links, views),
            team_disciplines=_linked(row.team_discipline_links, views),
            images=tuple(images.get(row.id, ())),
            documents=tuple(documents.get(row.id, ())),
            club_deductions=tuple(deductions.get(row.id, ())),
            **counts.get(row.id, RegistrationCounts())._asdict(),
        )
        for row in rows
    ]

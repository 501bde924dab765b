"""``RegistrationLists``: pages of a tournament's competitors and teams and the discipline
overview's counts, filtered, sorted, cut and counted in the database.

A page takes at most 6 statements however many registrations there are: the tournament
(``tournament``, which the caller asks first and hands back), the page's ids with the number
of all matches (``count(*) OVER ()``; a page past the end asks for it separately), the page's
registrations with their members and entries, their clubs, the catalogue. The overview takes
3: the tournament and one count per kind (the competitors' with those waiting). The fee
report's read is ``fee_rows``.
"""

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy import Integer, Select, bindparam, case, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql import fee_rows, registration_rows
from adapters.sql.models import (
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    MemberRow,
    TeamEntryRow,
    TeamRegistrationRow,
    TournamentClubCountRow,
)
from adapters.sql.reference_cache import CachedRows
from adapters.sql.registration_filters import (
    competitor_criteria,
    competitor_order,
    seen_sex,
    team_criteria,
    team_names,
    team_order,
    team_type_text,
)
from adapters.sql.registration_reads import SqlRegistrationReads
from adapters.sql.registration_rows import AnySelect, Scope
from fedreg_core.domain.entities import Tournament
from fedreg_core.domain.enums import SeenSex, SortMode
from fedreg_core.fees.inputs import ClubAlike, FeeCatalogue, StoredRegistration
from fedreg_core.ports.registration_lists import (
    ClubCounts,
    FeeClub,
    OverviewCount,
    PrivateSight,
    RegistrationOverview,
    RegistrationPage,
    RegistrationPageQuery,
)
from fedreg_core.ports.registrations import RegistrationSnapshot

R, T = CompetitorRegistrationRow, TeamRegistrationRow
ORDERED_BY_NAMES = (SortMode.ALPHA, SortMode.ASSIGNED_NUMBER, SortMode.CLUB)
_TOTAL = func.count().over().label("total")
_COUNT = func.count().label("entries")


def _waiting(entry: Any) -> Any:
    """How many of a group's entries (``entry``: a competitor's or a team's) wait."""
    return func.count(case((entry.waiting.is_(True), 1))).label("waiting")


Line = TypeVar("Line")


class _Registration(Protocol):
    @property
    def id(self) -> int | None: ...
    @property
    def club_id(self) -> int: ...


Listed = TypeVar("Listed", bound=_Registration)


class SqlRegistrationLists:
    def __init__(self, session: AsyncSession, cached: CachedRows | None = None) -> None:
        self.reads = SqlRegistrationReads(session, cached)

    async def _page(
        self, matching: Select[*tuple[Any, ...]], order: list[Any], query: RegistrationPageQuery
    ) -> tuple[list[Any], int]:
        """The rows of the page (``matching`` selects ``id``, ``total`` (``count(*) OVER ()``)
        and whatever else is wanted of each) and the number of all matches."""
        page = matching.order_by(*order).offset(query.skip).limit(query.limit)
        rows = await self.reads.rows(page)
        if rows:
            return list(rows), int(rows[0].total)
        if query.skip == 0:
            return [], 0
        counted = select(func.count().label("total")).select_from(matching.subquery())
        return [], int((await self.reads.rows(counted))[0].total)

    async def _named(self, snapshot: RegistrationSnapshot, club_ids: set[int]) -> None:
        """The clubs and the catalogue the page's registrations name (none for no page)."""
        if club_ids:
            await self.reads.load_clubs(snapshot, club_ids, with_deductions=False)
            await self.reads.load_catalogue(snapshot)

    async def _filled(
        self, snapshot: RegistrationSnapshot, ids: list[int], kind: "_PageKind[Line, Listed]"
    ) -> None:
        """The page's registrations of ``kind`` (read by ``ids``, kept in their order), their
        clubs and the catalogue."""
        listed = kind.listed(snapshot)
        if ids:
            parameters = registration_rows.params(_id(snapshot.tournament), ids=ids)
            lines = await kind.lines(self.reads, Scope.IDS, parameters)
            kind.add(snapshot, lines)
            place = {registration_id: n for n, registration_id in enumerate(ids)}
            listed.sort(key=lambda registration: place[registration.id or 0])
        await self._named(snapshot, {registration.club_id for registration in listed})

    async def tournament(self, tournament_id: int) -> Tournament:
        return (await self.reads.empty_snapshot(tournament_id)).tournament

    async def competitor_page(
        self, tournament: Tournament, query: RegistrationPageQuery
    ) -> RegistrationPage:
        snapshot, tournament_id = RegistrationSnapshot(tournament=tournament), _id(tournament)
        matching = (
            select(R.id, _TOTAL, seen_sex(query.sight).label("sex"))
            .join(MemberRow, MemberRow.id == R.member_id)
            .join(ClubRow, ClubRow.id == R.club_id)
            .where(*competitor_criteria(tournament_id, query.filter, query.sight))
        )
        found, total = await self._page(matching, competitor_order(query.sort), query)
        await self._filled(snapshot, [row.id for row in found], _COMPETITORS)
        return RegistrationPage(snapshot, total, {row.id: SeenSex(row.sex) for row in found})

    async def team_page(
        self, tournament: Tournament, query: RegistrationPageQuery
    ) -> RegistrationPage:
        snapshot, tournament_id = RegistrationSnapshot(tournament=tournament), _id(tournament)
        matching = (
            select(T.id, _TOTAL)
            .join(ClubRow, ClubRow.id == T.club_id)
            .where(*team_criteria(tournament_id, query.filter))
        )
        names = team_names(tournament_id)
        if query.sort in ORDERED_BY_NAMES:
            matching = matching.outerjoin(names, names.c.team_id == T.id)
        found, total = await self._page(matching, team_order(query.sort, names), query)
        await self._filled(snapshot, [row.id for row in found], _TEAMS)
        return RegistrationPage(snapshot, total)

    async def overview(self, tournament: Tournament, sight: PrivateSight) -> RegistrationOverview:
        competitors, teams = overview_counts(_id(tournament), sight)
        return RegistrationOverview(
            tournament,
            overview_rows(await self.reads.rows(competitors)),
            overview_rows(await self.reads.rows(teams)),
        )

    async def fee_registrations(self, tournament_id: int) -> list[StoredRegistration]:
        parameters = {"tournament_id": tournament_id}
        rows = await self.reads.rows(fee_rows.registrations(), parameters)
        return fee_rows.FeeRows().registrations(rows)

    async def fee_counts(self, tournament_id: int) -> list[ClubAlike]:
        parameters = {"tournament_id": tournament_id}
        return fee_rows.club_alike(await self.reads.rows(fee_rows.chargeable_counts(), parameters))

    async def fee_clubs(self, tournament_id: int) -> list[FeeClub]:
        parameters = {"tournament_id": tournament_id}
        return fee_rows.fee_clubs(await self.reads.rows(fee_rows.registered_clubs(), parameters))

    async def club_counts(self, club_id: int, tournament_ids: list[int]) -> dict[int, ClubCounts]:
        """From ``tournament_club_counts`` (kept by triggers): as many rows as tournaments."""
        parameters = {"club_id": club_id, "ids": tournament_ids}
        rows = await self.reads.rows(_club_counts(), parameters)
        return {t: ClubCounts(*map(int, n)) for t, *n in rows}

    async def club_fee_registrations(
        self, club_id: int, tournament_ids: list[int]
    ) -> dict[int, list[StoredRegistration]]:
        parameters = {"club_id": club_id, "ids": tournament_ids}
        return fee_rows.by_tournament(
            await self.reads.rows(fee_rows.club_registrations(), parameters)
        )

    async def fee_catalogue(self) -> FeeCatalogue:
        categories, disciplines = await self.reads.catalogue()
        return FeeCatalogue.of(categories.values(), disciplines.values())


@cache
def _club_counts() -> AnySelect:
    """(tournament id, competitors, teams, competitor entries, team entries) of the club of
    the parameter ``club_id`` in the tournaments of the parameter ``ids``."""
    c = TournamentClubCountRow
    ids = bindparam("ids", expanding=True, type_=Integer)
    return select(
        c.tournament_id, c.competitors, c.teams, c.competitor_entries, c.team_entries
    ).where(c.club_id == bindparam("club_id", type_=Integer), c.tournament_id.in_(ids))


def overview_counts(tournament_id: int, sight: PrivateSight) -> tuple[AnySelect, AnySelect]:
    """The statements counting a tournament's entries by category, discipline and the sex
    ``sight`` sees (competitors) or type (teams): rows of ``overview_rows``."""
    e, te = CompetitorEntryRow, TeamEntryRow
    seen = (
        select(R.id, seen_sex(sight).label("sex"))
        .join(MemberRow, MemberRow.id == R.member_id)
        .where(R.tournament_id == tournament_id)
        .subquery()
    )
    competitors = (
        select(e.category_id, e.discipline_id, seen.c.sex.label("kind"), _COUNT, _waiting(e))
        .join(seen, seen.c.id == e.registration_id)
        .group_by(e.category_id, e.discipline_id, seen.c.sex)
        .order_by(e.category_id, e.discipline_id, seen.c.sex)
    )
    kind = team_type_text()
    teams = (
        select(te.category_id, te.discipline_id, kind.label("kind"), _COUNT, _waiting(te))
        .join(T, T.id == te.team_id)
        .where(T.tournament_id == tournament_id)
        .group_by(te.category_id, te.discipline_id, kind)
        .order_by(te.category_id, te.discipline_id, kind)
    )
    return competitors, teams


def overview_rows(rows: Sequence[Any]) -> list[OverviewCount]:
    """Rows of the overview's counts (category, discipline, kind, count, waiting)."""
    return [
        OverviewCount(r.category_id, r.discipline_id, r.kind, r.entries, r.waiting) for r in rows
    ]


def _id(tournament: Tournament) -> int:
    """The id of a stored tournament (one ``tournament`` read)."""
    assert tournament.id is not None
    return tournament.id


@dataclass(frozen=True)
class _PageKind(Generic[Line, Listed]):
    """How a page's registrations of one kind are read into a snapshot, and found there."""

    lines: Callable[[SqlRegistrationReads, Scope, dict[str, Any]], Awaitable[list[Line]]]
    add: Callable[[RegistrationSnapshot, list[Line]], None]
    listed: Callable[[RegistrationSnapshot], list[Listed]]


_COMPETITORS = _PageKind(
    SqlRegistrationReads.competitor_lines,
    SqlRegistrationReads.add_competitors,
    lambda snapshot: snapshot.competitors,
)
_TEAMS = _PageKind(
    SqlRegistrationReads.team_lines,
    SqlRegistrationReads.add_teams,
    lambda snapshot: snapshot.teams,
)

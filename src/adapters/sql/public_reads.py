"""The core's ``PublicReads``: what the public tournament pages show, and nothing else.

The statements select only public columns (names, clubs' short names, categories,
disciplines, counts): no birth date, photo, belt or e-mail address is ever read here. Each
call checks out one connection and runs a fixed number of statements in one read-only
transaction, whatever the number of entries; the fixed statements are built once.
"""

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import fields
from typing import Any

from sqlalchemy import Integer, String, bindparam, cast, false, func, literal, select, union_all
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import read_only_options
from adapters.sql.link_mappers import DOCUMENTS, TOURNAMENT_IMAGES
from adapters.sql.models import (
    CategoryRow,
    ClubRow,
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    DocumentRow,
    MemberRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentClubCountRow,
    TournamentImageRow,
    TournamentRow,
)
from adapters.sql.registration_filters import team_type_text
from adapters.sql.registration_lists import overview_counts, overview_rows
from adapters.sql.serbian_order import serbian_order
from fedreg_core.ports.public import (
    PublicCompetitorEntry,
    PublicCounts,
    PublicEntries,
    PublicListing,
    PublicState,
    PublicTeamEntry,
)
from fedreg_core.ports.registration_lists import PrivateSight

TOURNAMENT_ID = bindparam("tournament_id", type_=Integer)
C, R, T, E, TE = (
    TournamentClubCountRow,
    CompetitorRegistrationRow,
    TeamRegistrationRow,
    CompetitorEntryRow,
    TeamEntryRow,
)
COUNTED_BY_SEX = PrivateSight(every_club=True)
"""The counts are by each competitor's sex (numbers only: the entry list shows no one's sex)."""

LISTED = (
    select(*(TournamentRow.__table__.c[f.name] for f in fields(PublicListing)))
    .where(TournamentRow.is_public, TournamentRow.is_archived == false())
    .order_by(TournamentRow.start_date.desc(), TournamentRow.id.desc())
)


def _of_counts(value: Any, *where: Any) -> Any:
    """A sum over the tournament's per-club counts (0 when there are none)."""
    mine = C.tournament_id == TournamentRow.id
    return select(func.coalesce(value, 0)).where(mine, *where).scalar_subquery()


_CHANGES = select(
    cast(func.coalesce(func.sum(C.changes), 0), String) + "/" + cast(func.count(), String)
).where(C.tournament_id == TournamentRow.id)
OWN_COLUMNS = ("clubs", "competitors", "teams", "changes", "images", "documents")
STATE = select(
    *(TournamentRow.__table__.c[f.name] for f in fields(PublicState) if f.name not in OWN_COLUMNS),
    _of_counts(func.count(), (C.competitors > 0) | (C.teams > 0)).label("clubs"),
    _of_counts(func.sum(C.competitors)).label("competitors"),
    _of_counts(func.sum(C.teams)).label("teams"),
    _CHANGES.scalar_subquery().label("changes"),
).where(
    TournamentRow.id == TOURNAMENT_ID, TournamentRow.is_public, TournamentRow.is_archived == false()
)
"""The tournament while it is shown in public, its counts, and ``changes``: the sum of its
rows' changes and their number (a club's rows go with the club). A tournament that is not
shown gives no row, as one that does not exist: both answers take the same statement and
the same work, so neither their content nor their time tells them apart."""

FILES = union_all(
    *(
        select(literal(kind).label("kind"), *row.__table__.c).where(
            row.tournament_id == TOURNAMENT_ID
        )
        for kind, row in (("image", TournamentImageRow), ("document", DocumentRow))
    )
).order_by("kind", "id")

NAMES = union_all(
    select(literal("category").label("kind"), CategoryRow.id, CategoryRow.name),
    select(literal("discipline").label("kind"), DisciplineRow.id, DisciplineRow.name),
)

COMPETITOR_ENTRIES = (
    select(
        MemberRow.first_name,
        MemberRow.last_name,
        ClubRow.short_name,
        E.category_id,
        E.discipline_id,
    )
    .join(R, R.id == E.registration_id)
    .join(MemberRow, MemberRow.id == R.member_id)
    .join(ClubRow, ClubRow.id == R.club_id)
    .where(R.tournament_id == TOURNAMENT_ID, E.waiting.is_(False))  # the entries in place
    .order_by(serbian_order(MemberRow.last_name), serbian_order(MemberRow.first_name), R.id, E.id)
)
TEAM_ENTRIES = (
    select(
        T.id,
        ClubRow.short_name,
        team_type_text().label("team_type"),
        TE.category_id,
        TE.discipline_id,
    )
    .join(T, T.id == TE.team_id)
    .join(ClubRow, ClubRow.id == T.club_id)
    .where(T.tournament_id == TOURNAMENT_ID, TE.waiting.is_(False))  # the entries in place
    .order_by(serbian_order(ClubRow.short_name), T.id, TE.id)
)
TEAM_MEMBERS = (
    select(TeamMemberRow.team_id, MemberRow.first_name, MemberRow.last_name)
    .join(T, T.id == TeamMemberRow.team_id)
    .join(MemberRow, MemberRow.id == TeamMemberRow.member_id)
    .where(T.tournament_id == TOURNAMENT_ID)
    .order_by(TeamMemberRow.team_id, TeamMemberRow.position)
)


class SqlPublicReads:
    """Implements ``fedreg_core.ports.public.PublicReads`` on the engine's connections."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine.execution_options(**read_only_options(engine.dialect.name))

    async def listed(self) -> list[PublicListing]:
        async with self._engine.connect() as connection:
            rows = (await connection.execute(LISTED)).mappings()
            return [PublicListing(**row) for row in rows]

    async def state(self, tournament_id: int) -> PublicState | None:
        parameters = {"tournament_id": tournament_id}
        async with self._engine.connect() as connection:
            row = (await connection.execute(STATE, parameters)).mappings().first()
            if row is None:
                return None
            files = (await connection.execute(FILES, parameters)).all()
        images = [TOURNAMENT_IMAGES.from_columns(f) for f in files if f.kind == "image"]
        documents = [DOCUMENTS.from_columns(f) for f in files if f.kind == "document"]
        return PublicState(**row, images=images, documents=documents)

    async def counts(self, tournament_id: int) -> PublicCounts:
        competitors, teams = overview_counts(tournament_id, COUNTED_BY_SEX)
        async with self._engine.connect() as connection:
            counted = [
                overview_rows((await connection.execute(statement)).all())
                for statement in (competitors, teams)
            ]
            names = (await connection.execute(NAMES)).all()
        named: dict[str, dict[int, str]] = defaultdict(dict)
        for row in names:
            named[row.kind][row.id] = row.name
        used = [count for kind in counted for count in kind]
        return PublicCounts(
            counted[0],
            counted[1],
            {c.category_id: named["category"][c.category_id] for c in used},
            {c.discipline_id: named["discipline"][c.discipline_id] for c in used},
        )

    async def entries(self, tournament_id: int) -> PublicEntries:
        parameters = {"tournament_id": tournament_id}
        async with self._engine.connect() as connection:
            competitors = (await connection.execute(COMPETITOR_ENTRIES, parameters)).all()
            teams = (await connection.execute(TEAM_ENTRIES, parameters)).all()
            members = (await connection.execute(TEAM_MEMBERS, parameters)).all()
        return PublicEntries(
            [PublicCompetitorEntry(*row) for row in competitors], _team_entries(teams, members)
        )


def _team_entries(teams: Sequence[Any], members: Sequence[Any]) -> list[PublicTeamEntry]:
    names: dict[int, list[str]] = defaultdict(list)
    for member in members:
        names[member.team_id].append(f"{member.first_name} {member.last_name}")
    return [
        PublicTeamEntry(names[t.id], t.short_name, t.team_type, t.category_id, t.discipline_id)
        for t in teams
    ]

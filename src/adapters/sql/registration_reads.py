"""``RegistrationReads``: a tournament's registrations and what they refer to, in 6 statements
however many registrations there are (the statements: ``registration_rows``).

Rows are read as plain tuples and turned into entities here, without the ORM: a snapshot of
30,000 registrations is mostly this loop, so it builds each object once.
"""

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql import mappers, registration_rows
from adapters.sql.tournament_views import tournament_of
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    ClubDeduction,
    Coach,
    CompetitorRegistration,
    Discipline,
    Member,
    Official,
    Referee,
    TeamRegistration,
    TournamentPerson,
)
from fedreg_core.domain.enums import RefereeRang, TeamType
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.registrations import RegistrationSnapshot

MEMBER = 6  # where the member columns start in a competitor row (10 in a team row)


def add_entry(
    categories: list[CategoryEntry], by_category: dict[int, CategoryEntry], row: Any, at: int
) -> None:
    """Add the (category, discipline) at ``row[at:at + 2]``, grouped by category."""
    category_id, discipline_id = row[at], row[at + 1]
    if category_id is None:
        return
    entry = by_category.get(category_id)
    if entry is None:
        entry = by_category[category_id] = CategoryEntry(category_id, [])
        categories.append(entry)
    entry.discipline_ids.append(discipline_id)


class SqlRegistrationReads:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def rows(self, statement: Any) -> Any:
        """Core rows on the session's connection (the ORM's row handling costs twice as much)."""
        connection = await self.session.connection()
        return (await connection.execute(statement)).all()

    async def empty_snapshot(self, tournament_id: int) -> RegistrationSnapshot:
        """The tournament alone (1 statement); ``NotFound`` when there is none."""
        found = await self.rows(registration_rows.tournament(tournament_id))
        if not found:
            raise NotFound
        return RegistrationSnapshot(tournament=tournament_of(found[0]))

    async def snapshot(
        self, tournament_id: int, club_id: int | None = None
    ) -> RegistrationSnapshot:
        snapshot = await self.empty_snapshot(tournament_id)
        await self.load_competitors(snapshot, registration_rows.competitors(tournament_id, club_id))
        await self.load_teams(snapshot, registration_rows.teams(tournament_id, club_id))
        club_ids = await self._people(snapshot, tournament_id, club_id)
        club_ids |= {r.club_id for r in snapshot.competitors} | {t.club_id for t in snapshot.teams}
        if club_id is not None:
            club_ids = {club_id}
        await self.load_clubs(snapshot, club_ids, with_deductions=club_id is None)
        await self.load_catalogue(snapshot)
        return snapshot

    async def load_competitors(self, snapshot: RegistrationSnapshot, statement: Any) -> None:
        """Rows of ``registration_rows.competitors`` are by registration, then entry: a new
        id starts a new registration."""
        tournament_id = snapshot.tournament.id
        assert tournament_id is not None
        members, found = snapshot.members, snapshot.competitors
        current: int | None = None
        categories: list[CategoryEntry] = []
        by_category: dict[int, CategoryEntry] = {}
        entry: CategoryEntry | None = None
        for row in await self.rows(statement):
            if row[0] != current:
                current, categories, by_category, entry = row[0], [], {}, None
                member_id = row[-1]
                if member_id not in members:
                    members[member_id] = Member(*row[MEMBER:])
                found.append(
                    CompetitorRegistration(
                        tournament_id, row[1], member_id, categories, row[2], row[3], current
                    )
                )
            category_id = row[4]
            if category_id is None:
                continue
            if entry is None or entry.category_id != category_id:  # inlined ``add_entry``
                entry = by_category.get(category_id)
                if entry is None:
                    entry = by_category[category_id] = CategoryEntry(category_id, [])
                    categories.append(entry)
            entry.discipline_ids.append(row[5])

    async def load_teams(self, snapshot: RegistrationSnapshot, statement: Any) -> None:
        """Rows of ``registration_rows.teams`` are by team: its members (part 0) then its
        entries (part 1)."""
        tournament_id = snapshot.tournament.id
        assert tournament_id is not None
        members, found = snapshot.members, snapshot.teams
        team: TeamRegistration | None = None
        by_category: dict[int, CategoryEntry] = {}
        for row in await self.rows(statement):
            if team is None or row[0] != team.id:
                by_category = {}
                team = TeamRegistration(
                    tournament_id, row[1], TeamType(row[2]), [], [], row[3], row[4], row[5], row[0]
                )
                found.append(team)
            if row[6] == 0:
                member_id = row[-1]
                team.member_ids.append(member_id)
                if member_id not in members:
                    members[member_id] = Member(*row[10:])
            elif row[6] == 1:
                add_entry(team.categories, by_category, row, 8)

    async def _people(
        self, snapshot: RegistrationSnapshot, tournament_id: int, club_id: int | None
    ) -> set[int]:
        """Coaches, referees and officials with their people; answers their clubs."""
        club_ids: set[int] = set()
        links = (snapshot.coaches, snapshot.referees, snapshot.officials)
        for row in await self.rows(registration_rows.people(tournament_id, club_id)):
            kind, link_id, link_club, person_id, club, first, last, avatar = row[:8]
            links[kind].append(TournamentPerson(tournament_id, link_club, person_id, link_id))
            club_ids.add(link_club)
            t1, t2, t3, t4, t5, dan = row[8:]
            if kind == 0:
                snapshot.coach_people[person_id] = Coach(
                    club, first, last, t1, t2, avatar, person_id
                )
            elif kind == 1:
                snapshot.referee_people[person_id] = Referee(
                    club, first, last, dan, RefereeRang(t3), t4, t1, t5, t2, avatar, person_id
                )
            else:
                snapshot.official_people[person_id] = Official(
                    club, first, last, t1, avatar, person_id
                )
        return club_ids

    async def load_clubs(
        self, snapshot: RegistrationSnapshot, club_ids: set[int], *, with_deductions: bool
    ) -> None:
        """The clubs (even those without registrations) and their deductions;
        ``with_deductions``: also every club with a deduction for the tournament."""
        tournament_id = snapshot.tournament.id
        assert tournament_id is not None
        statement = registration_rows.clubs(tournament_id, club_ids, with_deductions)
        for row in await self.rows(statement):
            snapshot.clubs[row.id] = mappers.CLUBS.from_columns(row)
            if row.deduction_id is not None:
                snapshot.deductions[row.id] = ClubDeduction(
                    tournament_id, row.id, row.deduction, row.deduction_id
                )

    async def load_catalogue(self, snapshot: RegistrationSnapshot) -> None:
        """Every category and discipline (few rows: cheaper than asking for the ones used)."""
        snapshot.categories, snapshot.disciplines = await self.catalogue()

    async def catalogue(self) -> tuple[dict[int, Category], dict[int, Discipline]]:
        """Every category and discipline by id, in one statement."""
        categories: dict[int, Category] = {}
        disciplines: dict[int, Discipline] = {}
        for row in await self.rows(registration_rows.catalogue()):
            kind, item_id, name, no_pay, is_archived = row[:5]
            if kind == 1:
                categories[item_id] = Category(name, no_pay, is_archived, item_id)
                continue
            discipline = disciplines.get(item_id)
            if discipline is None:
                always_pay, kata_a, kata_b, is_deleted, for_sex = row[5:10]
                discipline = disciplines[item_id] = Discipline(
                    name,
                    [],
                    for_sex,
                    no_pay,
                    always_pay,
                    kata_a,
                    kata_b,
                    is_archived,
                    is_deleted,
                    item_id,
                )
            if row[10] is not None:
                discipline.category_ids.append(row[10])
        return categories, disciplines

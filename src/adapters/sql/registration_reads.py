"""``RegistrationReads``: a tournament's registrations and what they refer to, in 6 statements
however many registrations there are (the statements: ``registration_rows``).

Rows are read as the statements' records (``registration_rows``, ``reference_rows``) and
turned into entities here, without the ORM: a snapshot of 30,000 registrations is mostly this
loop, so it builds each object once.
"""

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql import club_rows, mappers, reference_rows, tournament_views
from adapters.sql import registration_rows as rows
from adapters.sql.reference_cache import CATALOGUE, CachedRows
from adapters.sql.registration_rows import CompetitorLine, Scope, TeamLine
from fedreg_core.domain.by_name import built_from
from fedreg_core.domain.entities import (
    DEFAULT_TEAM_MEMBERS,
    Category,
    CategoryEntry,
    ClubDeduction,
    Coach,
    CompetitorRegistration,
    Discipline,
    Official,
    Referee,
    TeamRegistration,
    TournamentPerson,
)
from fedreg_core.domain.enums import AgeBy, RefereeRang, TeamType
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.registrations import RegistrationSnapshot


def add_entry(
    categories: list[CategoryEntry],
    by_category: dict[int, CategoryEntry],
    category_id: int | None,
    discipline_id: int,
) -> None:
    """Add the (category, discipline), grouped by category; nothing without a category."""
    if category_id is None:
        return
    entry = by_category.get(category_id)
    if entry is None:
        entry = by_category[category_id] = CategoryEntry(category_id, [])
        categories.append(entry)
    entry.discipline_ids.append(discipline_id)


def _names_only_known(snapshot: RegistrationSnapshot) -> bool:
    """Every category and discipline the registrations name is in the snapshot's catalogue."""
    named = [entry for r in snapshot.competitors for entry in r.categories]
    named += [entry for t in snapshot.teams for entry in t.categories]
    return all(entry.category_id in snapshot.categories for entry in named) and all(
        d in snapshot.disciplines for entry in named for d in entry.discipline_ids
    )


class SqlRegistrationReads:
    def __init__(self, session: AsyncSession, cached: CachedRows | None = None) -> None:
        self.session = session
        self.cached = cached if cached is not None else CachedRows(None)

    async def rows(self, statement: Any, parameters: dict[str, Any] | None = None) -> Any:
        """Core rows on the session's connection (the ORM's row handling costs twice as much)."""
        connection = await self.session.connection()
        return (await connection.execute(statement, parameters)).all()

    async def empty_snapshot(self, tournament_id: int) -> RegistrationSnapshot:
        """The tournament alone (1 statement); ``NotFound`` when there is none."""
        connection = await self.session.connection()
        found = await tournament_views.tournament(connection, tournament_id, self.cached.cache)
        if found is None:
            raise NotFound(what="tournament", key=tournament_id)
        return RegistrationSnapshot(tournament=found)

    async def snapshot(
        self, tournament_id: int, club_id: int | None = None
    ) -> RegistrationSnapshot:
        snapshot = await self.empty_snapshot(tournament_id)
        scope, parameters = rows.scope_of(club_id), rows.params(tournament_id, club_id)
        if club_id is None:
            self.add_competitors(snapshot, await self.competitor_lines(scope, parameters))
            self.add_teams(snapshot, await self.team_lines(scope, parameters))
            club_ids = await self._people(snapshot, scope, parameters)
            club_ids |= {r.club_id for r in snapshot.competitors}
            club_ids |= {t.club_id for t in snapshot.teams}
        else:  # one statement
            lines = club_rows.club_lines(
                await self.rows(club_rows.club_registrations(), parameters)
            )
            self.add_competitors(snapshot, lines.competitors)
            self.add_teams(snapshot, lines.teams)
            self._add_people(snapshot, lines.people)
            club_ids = {club_id}
        await self.load_clubs(snapshot, club_ids, with_deductions=club_id is None)
        await self.load_catalogue(snapshot)
        return snapshot

    async def staff_snapshot(self, tournament_id: int) -> RegistrationSnapshot:
        """3 statements: the tournament, its people with their links, their clubs."""
        snapshot = await self.empty_snapshot(tournament_id)
        scope, parameters = rows.scope_of(None), rows.params(tournament_id)
        club_ids = await self._people(snapshot, scope, parameters)
        await self.load_clubs(snapshot, club_ids, with_deductions=False)
        return snapshot

    async def competitor_lines(
        self, scope: Scope, parameters: dict[str, Any]
    ) -> list[CompetitorLine]:
        return rows.competitor_lines(await self.rows(rows.competitors(scope), parameters))

    async def team_lines(self, scope: Scope, parameters: dict[str, Any]) -> list[TeamLine]:
        return rows.team_lines(await self.rows(rows.teams(scope), parameters))

    @staticmethod
    def add_competitors(snapshot: RegistrationSnapshot, lines: list[CompetitorLine]) -> None:
        """Lines of ``registration_rows.competitors`` are by registration, then entry: a new
        id starts a new registration."""
        tournament_id = snapshot.tournament.id
        assert tournament_id is not None
        members, found = snapshot.members, snapshot.competitors
        current: int | None = None
        categories: list[CategoryEntry] = []
        by_category: dict[int, CategoryEntry] = {}
        entry: CategoryEntry | None = None
        for line in lines:
            if line.id != current:
                current, categories, by_category, entry = line.id, [], {}, None
                member_id = line.member_id
                if member_id not in members:
                    members[member_id] = rows.member(line)
                found.append(
                    CompetitorRegistration(
                        tournament_id,
                        line.club_id,
                        member_id,
                        categories,
                        line.assigned_number,
                        line.created_at,
                        current,
                        rows.rules_of(line.overridden_rules),
                        line.withdrawn_at,
                    )
                )
            category_id = line.category_id
            if category_id is None:
                continue
            if entry is None or entry.category_id != category_id:  # inlined ``add_entry``
                entry = by_category.get(category_id)
                if entry is None:
                    entry = by_category[category_id] = CategoryEntry(category_id, [])
                    categories.append(entry)
            entry.discipline_ids.append(line.discipline_id)
            if line.entry_waiting:
                found[-1].waiting.append((category_id, line.discipline_id))

    @staticmethod
    def add_teams(snapshot: RegistrationSnapshot, lines: list[TeamLine]) -> None:
        """Lines of ``registration_rows.teams`` are by team: its members (part 0) then its
        entries (part 1)."""
        tournament_id = snapshot.tournament.id
        assert tournament_id is not None
        members, found = snapshot.members, snapshot.teams
        team: TeamRegistration | None = None
        by_category: dict[int, CategoryEntry] = {}
        for line in lines:
            if team is None or line.id != team.id:
                by_category = {}
                team = TeamRegistration(
                    tournament_id,
                    line.club_id,
                    TeamType(line.type),
                    [],
                    [],
                    line.no_pay,
                    line.always_pays,
                    line.created_at,
                    line.id,
                    rows.rules_of(line.overridden_rules),
                    line.withdrawn_at,
                )
                found.append(team)
            if line.part == rows.TEAM_MEMBER:
                member_id = line.member_id
                team.member_ids.append(member_id)
                if member_id not in members:
                    members[member_id] = rows.member(line)
            elif line.part == rows.TEAM_ENTRY:
                add_entry(team.categories, by_category, line.category_id, line.discipline_id)
                if line.entry_waiting and line.category_id is not None:
                    team.waiting.append((line.category_id, line.discipline_id))

    async def _people(
        self, snapshot: RegistrationSnapshot, scope: Scope, parameters: dict[str, Any]
    ) -> set[int]:
        """The tournament's coaches, referees and officials in ``scope``; answers their clubs."""
        people = await self.rows(reference_rows.people(scope), parameters)
        return self._add_people(snapshot, reference_rows.person_lines(people))

    @staticmethod
    def _add_people(
        snapshot: RegistrationSnapshot, lines: list[reference_rows.PersonLine]
    ) -> set[int]:
        """Coaches, referees and officials with their people; answers their clubs."""
        tournament_id = snapshot.tournament.id
        assert tournament_id is not None
        club_ids: set[int] = set()
        links = (snapshot.coaches, snapshot.referees, snapshot.officials)
        for p in lines:
            links[p.kind].append(
                TournamentPerson(tournament_id, p.link_club_id, p.person_id, p.link_id)
            )
            club_ids.add(p.link_club_id)
            club_id, person_id = p.person_club_id, p.person_id
            if p.kind == reference_rows.COACH:
                coach = built_from(Coach, p, club_id=club_id, id=person_id)
                snapshot.coach_people[person_id] = coach
            elif p.kind == reference_rows.REFEREE:
                rang = RefereeRang(p.rang)
                referee = built_from(Referee, p, club_id=club_id, rang=rang, id=person_id)
                snapshot.referee_people[person_id] = referee
            else:
                official = built_from(Official, p, club_id=club_id, id=person_id)
                snapshot.official_people[person_id] = official
        return club_ids

    async def load_clubs(
        self, snapshot: RegistrationSnapshot, club_ids: set[int], *, with_deductions: bool
    ) -> None:
        """The clubs (even those without registrations) and their deductions;
        ``with_deductions``: also every club with a deduction for the tournament."""
        tournament_id = snapshot.tournament.id
        assert tournament_id is not None
        for row in await self._club_rows(tournament_id, club_ids, with_deductions):
            snapshot.clubs[row.id] = mappers.CLUBS.from_columns(row)
            if row.deduction_id is not None:
                snapshot.deductions[row.id] = ClubDeduction(
                    tournament_id, row.id, row.deduction, row.deduction_id
                )

    async def _club_rows(
        self, tournament_id: int, club_ids: set[int], with_deductions: bool
    ) -> Any:
        """Rows of ``registration_rows.clubs``; one club's cached, by tournament and club."""
        parameters = {"tournament_id": tournament_id, "club_ids": list(club_ids)}
        cache = self.cached.cache
        if cache is None or with_deductions or len(club_ids) != 1:
            return await self.rows(rows.clubs(with_deductions), parameters)
        (club_id,) = club_ids
        lookup = cache.clubs.lookup((tournament_id, club_id))
        if lookup.value is None:
            lookup.cache(await self.rows(rows.clubs(with_deductions), parameters))
        return lookup.value

    async def load_catalogue(self, snapshot: RegistrationSnapshot) -> None:
        """Every category and discipline (few rows: cheaper than asking for the ones used).
        A cached catalogue that lacks one the registrations name was cached before it was added
        (its announcement is on its way): then it is read from the database."""
        snapshot.categories, snapshot.disciplines = await self.catalogue()
        if self.cached.cache is not None and not _names_only_known(snapshot):
            snapshot.categories, snapshot.disciplines = await self.catalogue(cached=False)

    async def catalogue_lines(self, *, cached: bool = True) -> list[reference_rows.CatalogueLine]:
        """The catalogue's lines: 1 statement (none when cached)."""
        cache = self.cached.cache if cached else None
        if cache is None:
            return reference_rows.catalogue_lines(await self.rows(reference_rows.catalogue()))
        lookup = cache.catalogue.lookup(CATALOGUE)
        if lookup.value is None:
            lookup.cache(
                reference_rows.catalogue_lines(await self.rows(reference_rows.catalogue()))
            )
        assert lookup.value is not None
        return lookup.value

    async def catalogue(
        self, *, cached: bool = True
    ) -> tuple[dict[int, Category], dict[int, Discipline]]:
        """Every category and discipline by id, in one statement (none when cached)."""
        categories: dict[int, Category] = {}
        disciplines: dict[int, Discipline] = {}
        for c in await self.catalogue_lines(cached=cached):
            if c.kind == reference_rows.CATEGORY:
                categories[c.id] = Category(
                    c.name,
                    c.no_pay,
                    c.is_archived,
                    c.id,
                    c.min_age,
                    c.max_age,
                    AgeBy(c.age_by or AgeBy.DATE),
                    c.min_belt,
                    c.max_belt,
                )
                continue
            discipline = disciplines.get(c.id)
            if discipline is None:
                discipline = disciplines[c.id] = Discipline(
                    c.name,
                    [],
                    c.for_sex,
                    c.no_pay,
                    c.always_pay,
                    c.is_kata_a,
                    c.is_kata_b,
                    c.is_archived,
                    c.is_deleted,
                    c.id,
                    c.min_weight_hg,
                    c.max_weight_hg,
                    c.draw_format,
                    c.is_team,
                    c.team_min_members or DEFAULT_TEAM_MEMBERS[0],
                    c.team_max_members or DEFAULT_TEAM_MEMBERS[1],
                )
            if c.category_id is not None:
                discipline.category_ids.append(c.category_id)
        return categories, disciplines

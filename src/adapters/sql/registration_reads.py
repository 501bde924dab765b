"""``RegistrationReads``: a tournament's registrations and what they refer to, in a fixed
number of statements (17) however many registrations there are."""

from typing import Any

from sqlalchemy import ColumnElement, select, true
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from adapters.sql import mappers
from adapters.sql.models import (
    CategoryRow,
    ClubDeductionRow,
    ClubRow,
    CoachRow,
    CompetitorRegistrationRow,
    DisciplineRow,
    MemberRow,
    OfficialRow,
    RefereeRow,
    TeamRegistrationRow,
    TournamentCoachRow,
    TournamentOfficialRow,
    TournamentRefereeRow,
    TournamentRow,
)
from adapters.sql.registration_repositories import competitor_of, team_of
from fedreg_core.domain.entities import TournamentPerson
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.registrations import RegistrationSnapshot

# (snapshot list, snapshot dict of people, link row, person row, person id column, mapper)
PEOPLE: tuple[tuple[str, str, Any, Any, str, mappers.RowMapper[Any, Any]], ...] = (
    ("coaches", "coach_people", TournamentCoachRow, CoachRow, "coach_id", mappers.COACHES),
    (
        "referees",
        "referee_people",
        TournamentRefereeRow,
        RefereeRow,
        "referee_id",
        mappers.REFEREES,
    ),
    (
        "officials",
        "official_people",
        TournamentOfficialRow,
        OfficialRow,
        "official_id",
        mappers.OFFICIALS,
    ),
)


class SqlRegistrationReads:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def _of(self, row_class: Any, tournament_id: int, club_id: int | None) -> ColumnElement[bool]:
        mine: ColumnElement[bool] = row_class.tournament_id == tournament_id
        return mine & (row_class.club_id == club_id if club_id is not None else true())

    async def snapshot(
        self, tournament_id: int, club_id: int | None = None
    ) -> RegistrationSnapshot:
        tournament = await self._tournament(tournament_id)
        snapshot = RegistrationSnapshot(tournament=tournament)
        await self._registrations(snapshot, tournament_id, club_id)
        club_ids: set[int] = {r.club_id for r in snapshot.competitors}
        club_ids |= {t.club_id for t in snapshot.teams}
        for name, people_name, link_class, person_class, column, mapper in PEOPLE:
            statement = (
                select(link_class, person_class)
                .join(person_class, getattr(link_class, column) == person_class.id)
                .where(self._of(link_class, tournament_id, club_id))
                .order_by(person_class.last_name, person_class.first_name, link_class.id)
            )
            links: list[TournamentPerson] = getattr(snapshot, name)
            people = getattr(snapshot, people_name)
            for link, person in await self.session.execute(statement):
                person_id = getattr(link, column)
                links.append(TournamentPerson(link.tournament_id, link.club_id, person_id, link.id))
                people[person_id] = mapper.to_entity(person)
                club_ids.add(link.club_id)
        await self._references(snapshot, tournament_id, club_ids)
        return snapshot

    async def _tournament(self, tournament_id: int) -> Any:
        statement = (
            select(TournamentRow)
            .where(TournamentRow.id == tournament_id)
            .options(*mappers.TOURNAMENTS.load_options())
            .execution_options(populate_existing=True)
        )
        row = (await self.session.scalars(statement)).first()
        if row is None:
            raise NotFound
        return mappers.TOURNAMENTS.to_entity(row)

    async def _registrations(
        self, snapshot: RegistrationSnapshot, tournament_id: int, club_id: int | None
    ) -> None:
        competitors = (
            select(CompetitorRegistrationRow)
            .where(self._of(CompetitorRegistrationRow, tournament_id, club_id))
            .options(selectinload(CompetitorRegistrationRow.entries))
            .order_by(CompetitorRegistrationRow.id)
            .execution_options(populate_existing=True)
        )
        snapshot.competitors = [competitor_of(r) for r in await self.session.scalars(competitors)]
        teams = (
            select(TeamRegistrationRow)
            .where(self._of(TeamRegistrationRow, tournament_id, club_id))
            .options(
                selectinload(TeamRegistrationRow.members),
                selectinload(TeamRegistrationRow.entries),
            )
            .order_by(TeamRegistrationRow.id)
            .execution_options(populate_existing=True)
        )
        snapshot.teams = [team_of(r) for r in await self.session.scalars(teams)]

    async def _references(
        self, snapshot: RegistrationSnapshot, tournament_id: int, club_ids: set[int]
    ) -> None:
        member_ids = {r.member_id for r in snapshot.competitors}
        member_ids |= {m for t in snapshot.teams for m in t.member_ids}
        members = select(MemberRow).where(MemberRow.id.in_(member_ids))
        for member in await self.session.scalars(members):
            snapshot.members[member.id] = mappers.MEMBERS.to_entity(member)
        for club in await self.session.scalars(select(ClubRow).where(ClubRow.id.in_(club_ids))):
            snapshot.clubs[club.id] = mappers.CLUBS.to_entity(club)
        for category in await self.session.scalars(select(CategoryRow)):
            snapshot.categories[category.id] = mappers.CATEGORIES.to_entity(category)
        disciplines = select(DisciplineRow).options(*mappers.DISCIPLINES.load_options())
        for discipline in await self.session.scalars(disciplines):
            snapshot.disciplines[discipline.id] = mappers.DISCIPLINES.to_entity(discipline)
        deductions = select(ClubDeductionRow).where(ClubDeductionRow.tournament_id == tournament_id)
        for deduction in await self.session.scalars(deductions):
            snapshot.deductions[deduction.club_id] = mappers.CLUB_DEDUCTIONS.to_entity(deduction)

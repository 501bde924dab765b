"""In-memory fakes of the registration ports, with the unique indexes of the database."""

from typing import Any

from fedreg_core.domain.entities import (
    ClubDeduction,
    CompetitorRegistration,
    HistoryEntry,
    TeamRegistration,
    TournamentPerson,
    User,
)
from fedreg_core.domain.errors import Conflict, NotFound
from fedreg_core.ports.registrations import RegistrationSnapshot
from tests.fakes import FakeRepository


class FakeCompetitorRegistrationRepository(FakeRepository[CompetitorRegistration]):
    async def find_member(
        self, tournament_id: int, member_id: int
    ) -> CompetitorRegistration | None:
        for row in self.all():
            if row.tournament_id == tournament_id and row.member_id == member_id:
                return row
        return None

    def _check_unique(self, entity: CompetitorRegistration) -> None:
        for row in self._rows.values():
            same = (row.tournament_id, row.member_id) == (entity.tournament_id, entity.member_id)
            if same and row.id != entity.id:
                raise Conflict("error_already_registered", field="memberId")


class FakeTeamRegistrationRepository(FakeRepository[TeamRegistration]):
    pass


class FakeTournamentPersonRepository(FakeRepository[TournamentPerson]):
    async def find(self, tournament_id: int, person_id: int) -> TournamentPerson | None:
        for row in self.all():
            if (row.tournament_id, row.person_id) == (tournament_id, person_id):
                return row
        return None

    def _check_unique(self, entity: TournamentPerson) -> None:
        for row in self._rows.values():
            same = (row.tournament_id, row.person_id) == (entity.tournament_id, entity.person_id)
            if same and row.id != entity.id:
                raise Conflict("error_already_registered")


class FakeClubDeductionRepository(FakeRepository[ClubDeduction]):
    def _check_unique(self, entity: ClubDeduction) -> None:
        for row in self._rows.values():
            same = (row.tournament_id, row.club_id) == (entity.tournament_id, entity.club_id)
            if same and row.id != entity.id:
                raise Conflict("error_deduction_exists", field="clubId")


class FakeHistoryRepository(FakeRepository[HistoryEntry]):
    def __init__(self, users: FakeRepository[User]) -> None:
        super().__init__()
        self._users = users

    async def list_for_tournament(self, tournament_id: int) -> list[HistoryEntry]:
        entries = [e for e in self.all() if e.tournament_id == tournament_id]
        entries.sort(key=lambda e: (e.created_at, e.id or 0), reverse=True)
        for entry in entries:
            user = await self._users.get(entry.user_id) if entry.user_id is not None else None
            entry.user_name = user.name if user is not None else None
        return entries


def _by_id(rows: list[Any]) -> dict[int, Any]:
    return {row.id: row for row in rows}


class FakeRegistrationReads:
    """Answers snapshots from the fake tables of one ``FakeDatabase``."""

    def __init__(self, db: Any) -> None:
        self.db = db

    async def catalogue(self) -> tuple[dict[int, Any], dict[int, Any]]:
        return _by_id(self.db.categories.all()), _by_id(self.db.disciplines.all())

    async def snapshot(
        self, tournament_id: int, club_id: int | None = None
    ) -> RegistrationSnapshot:
        db = self.db
        tournament = await db.tournaments.get(tournament_id)
        if tournament is None:
            raise NotFound

        def mine(row: Any) -> bool:
            return bool(row.tournament_id == tournament_id) and (
                club_id is None or row.club_id == club_id
            )

        return RegistrationSnapshot(
            tournament=tournament,
            competitors=[r for r in db.competitor_registrations.all() if mine(r)],
            teams=[r for r in db.team_registrations.all() if mine(r)],
            coaches=[r for r in db.tournament_coaches.all() if mine(r)],
            referees=[r for r in db.tournament_referees.all() if mine(r)],
            officials=[r for r in db.tournament_officials.all() if mine(r)],
            members=_by_id(db.members.all()),
            coach_people=_by_id(db.coaches.all()),
            referee_people=_by_id(db.referees.all()),
            official_people=_by_id(db.officials.all()),
            clubs=_by_id(db.clubs.all()),
            categories=_by_id(db.categories.all()),
            disciplines=_by_id(db.disciplines.all()),
            deductions={d.club_id: d for d in db.club_deductions.all() if mine(d)},
        )

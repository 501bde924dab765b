"""In-memory fakes of the registration ports, with the unique indexes of the database."""

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from fedreg_core.domain.entities import (
    ClubDeduction,
    CompetitorRegistration,
    HistoryEntry,
    TeamRegistration,
    TournamentPerson,
    User,
)
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict, NotFound
from fedreg_core.domain.registration_rules import is_same_team_entered_again, team_member_key
from fedreg_core.ports.registrations import RegistrationSnapshot
from tests.fakes import FakeRepository


def competitors() -> FakeRepository[CompetitorRegistration]:
    """Competitors; as the database's unique index, one registration per member."""
    return FakeRepository(
        lambda r: (r.tournament_id, r.member_id),
        lambda: Conflict("error_already_registered", field="memberId"),
    )


def deductions() -> FakeRepository[ClubDeduction]:
    return FakeRepository(
        lambda d: (d.tournament_id, d.club_id),
        lambda: Conflict("error_deduction_exists", field="clubId"),
    )


class FakeTournamentPersonRepository(FakeRepository[TournamentPerson]):
    """Coaches, referees or officials entered; each person once per tournament."""

    def __init__(self) -> None:
        key = lambda r: (r.tournament_id, r.person_id)  # noqa: E731
        super().__init__(key, lambda: Conflict("error_already_registered"))

    async def find(self, tournament_id: int, person_id: int) -> TournamentPerson | None:
        return next(iter(self.where(tournament_id=tournament_id, person_id=person_id)), None)


def _same_team(new: TeamRegistration, old: TeamRegistration) -> bool:
    """The database's unique index over (tournament, type, member key, category, discipline)."""
    same_tournament = new.tournament_id == old.tournament_id
    return same_tournament and is_same_team_entered_again(
        new.type, new.member_ids, new.categories, old
    )


class FakeTeamRegistrationRepository(FakeRepository[TeamRegistration]):
    """Teams, unique as in the database; the members held are logged in ``held``."""

    def __init__(self, held: list[list[int]]) -> None:
        clash = lambda: Conflict("error_team_already_registered", field="memberIds")  # noqa: E731
        super().__init__(clash=clash, same=_same_team)
        self.held = held

    async def hold_members(self, member_ids: list[int]) -> None:
        self.held.append(sorted(member_ids))

    async def same_team(
        self, tournament_id: int, team_type: TeamType, member_ids: list[int]
    ) -> list[TeamRegistration]:
        key = team_member_key(member_ids)
        found = self.where(tournament_id=tournament_id, type=team_type)
        return [t for t in found if team_member_key(t.member_ids) == key]


class FakeHistoryRepository(FakeRepository[HistoryEntry]):
    def __init__(self, users: FakeRepository[User]) -> None:
        super().__init__()
        self._users = users

    async def add_all(self, entries: Sequence[HistoryEntry]) -> None:
        for entry in entries:
            await self.add(entry)

    async def list_for_tournament(self, tournament_id: int) -> list[HistoryEntry]:
        entries = self.where(tournament_id=tournament_id)
        entries.sort(key=lambda e: (e.created_at, e.id or 0), reverse=True)
        for entry in entries:
            user = await self._users.get(entry.user_id) if entry.user_id is not None else None
            entry.user_name = user.name if user is not None else None
        return entries


class FakeRegistrationReads:
    """Answers snapshots from the fake tables of one ``FakeDatabase``."""

    def __init__(self, db: Any) -> None:
        self.db = db

    async def catalogue(self) -> tuple[dict[int, Any], dict[int, Any]]:
        return self.db.categories.by_id(), self.db.disciplines.by_id()

    async def staff_snapshot(self, tournament_id: int) -> RegistrationSnapshot:
        return replace(await self.snapshot(tournament_id), competitors=[], teams=[])

    async def snapshot(
        self, tournament_id: int, club_id: int | None = None
    ) -> RegistrationSnapshot:
        db = self.db
        tournament = await db.tournaments.get(tournament_id)
        if tournament is None:
            raise NotFound
        mine = {"tournament_id": tournament_id} | ({} if club_id is None else {"club_id": club_id})
        return RegistrationSnapshot(
            tournament=tournament,
            competitors=db.competitor_registrations.where(**mine),
            teams=db.team_registrations.where(**mine),
            coaches=db.tournament_coaches.where(**mine),
            referees=db.tournament_referees.where(**mine),
            officials=db.tournament_officials.where(**mine),
            members=db.members.by_id(),
            coach_people=db.coaches.by_id(),
            referee_people=db.referees.by_id(),
            official_people=db.officials.by_id(),
            clubs=db.clubs.by_id(),
            categories=db.categories.by_id(),
            disciplines=db.disciplines.by_id(),
            deductions={d.club_id: d for d in db.club_deductions.where(**mine)},
        )

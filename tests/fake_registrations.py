"""In-memory fakes of the registration ports, with the unique indexes of the database, and
the reads: the snapshot the SQL adapter reads, the core's lists (``domain.registration_lists``)
made of it."""

from dataclasses import replace
from typing import Any

from fedreg_core.domain import entities as e
from fedreg_core.domain import registration_lists as lists
from fedreg_core.domain.enums import TeamType
from fedreg_core.domain.errors import Conflict, NotFound
from fedreg_core.domain.registration_rules import is_same_team_entered_again, team_member_key
from fedreg_core.fees.inputs import ClubAlike, FeeCatalogue, StoredRegistration
from fedreg_core.ports import registration_lists as rl
from fedreg_core.ports.registrations import RegistrationSnapshot
from tests.fake_tables import FakeRepository, not_faked


def competitors() -> FakeRepository[e.CompetitorRegistration]:
    """Competitors; as the database's unique index, one registration per member."""
    clash = lambda: Conflict("error_already_registered", field="memberId")  # noqa: E731
    return FakeRepository(lambda r: (r.tournament_id, r.member_id), clash)


def deductions() -> FakeRepository[e.ClubDeduction]:
    clash = lambda: Conflict("error_deduction_exists", field="clubId")  # noqa: E731
    return FakeRepository(lambda d: (d.tournament_id, d.club_id), clash)


class FakeTournamentPersonRepository(FakeRepository[e.TournamentPerson]):
    """Coaches, referees or officials entered; each person once per tournament."""

    def __init__(self) -> None:
        key = lambda r: (r.tournament_id, r.person_id)  # noqa: E731
        super().__init__(key, lambda: Conflict("error_already_registered"))

    async def find(self, tournament_id: int, person_id: int) -> e.TournamentPerson | None:
        return next(iter(self.where(tournament_id=tournament_id, person_id=person_id)), None)


def _same_team(new: e.TeamRegistration, old: e.TeamRegistration) -> bool:
    """The database's unique index over (tournament, type, member key, category, discipline)."""
    same_tournament = new.tournament_id == old.tournament_id
    return same_tournament and is_same_team_entered_again(
        new.type, new.member_ids, new.categories, old
    )


class FakeTeamRegistrationRepository(FakeRepository[e.TeamRegistration]):
    """Teams, unique as in the database; the members held are logged in ``held``."""

    def __init__(self, held: list[list[int]]) -> None:
        clash = lambda: Conflict("error_team_already_registered", field="memberIds")  # noqa: E731
        super().__init__(clash=clash, same=_same_team)
        self.held = held

    async def hold_members(self, member_ids: list[int]) -> None:
        self.held.append(sorted(member_ids))

    async def same_team(
        self, tournament_id: int, team_type: TeamType, member_ids: list[int]
    ) -> list[e.TeamRegistration]:
        key = team_member_key(member_ids)
        found = self.where(tournament_id=tournament_id, type=team_type)
        return [t for t in found if team_member_key(t.member_ids) == key]


class FakeHistoryRepository(FakeRepository[e.HistoryEntry]):
    def __init__(self, users: FakeRepository[e.User]) -> None:
        super().__init__()
        self._users = users

    async def list_for_tournament(self, tournament_id: int) -> list[e.HistoryEntry]:
        users, entries = self._users.by_id(), self.where(tournament_id=tournament_id)
        entries.sort(key=lambda e: (e.created_at, e.id or 0), reverse=True)
        names = [users[e.user_id].name if e.user_id in users else None for e in entries]
        return [replace(e, user_name=name) for e, name in zip(entries, names, strict=True)]


ENTRIES = {"competitors": "competitor_registrations", "teams": "team_registrations"}
STAFF = {kind: f"tournament_{kind}" for kind in ("coaches", "referees", "officials")}
PEOPLE = {"coach_people": "coaches", "referee_people": "referees", "official_people": "officials"}
REFERRED = PEOPLE | {table: table for table in ("members", "clubs", "categories", "disciplines")}


class FakeRegistrationReads:
    """``RegistrationReads`` and ``RegistrationLists`` over the tables of one ``FakeDatabase``."""

    def __init__(self, db: Any) -> None:
        self.db = db

    def of(self, tournament_id: int, club_id: int | None = None) -> RegistrationSnapshot:
        """The snapshot: the tournament's (or the club's) entries and every row they name."""
        db, found = self.db, self.db.tournaments.where(id=tournament_id)
        if not found:
            raise NotFound
        mine = {"tournament_id": tournament_id} | ({} if club_id is None else {"club_id": club_id})
        rows: dict[str, Any] = {
            f: getattr(db, t).where(**mine) for f, t in (ENTRIES | STAFF).items()
        }
        rows |= {field: getattr(db, table).by_id() for field, table in REFERRED.items()}
        deductions = {d.club_id: d for d in db.club_deductions.where(**mine)}
        return RegistrationSnapshot(found[0], **rows, deductions=deductions)

    async def snapshot(
        self, tournament_id: int, club_id: int | None = None
    ) -> RegistrationSnapshot:
        return self.of(tournament_id, club_id)

    async def staff_snapshot(self, tournament_id: int) -> RegistrationSnapshot:
        return replace(self.of(tournament_id), competitors=[], teams=[])

    async def catalogue(self) -> tuple[dict[int, Any], dict[int, Any]]:
        return self.db.categories.by_id(), self.db.disciplines.by_id()

    async def tournament(self, tournament_id: int) -> e.Tournament:
        return self.of(tournament_id).tournament

    async def competitor_page(
        self, t: e.Tournament, query: rl.RegistrationPageQuery
    ) -> rl.RegistrationPage:
        return lists.page(self.of(t.id or 0), query, teams=False)

    async def team_page(
        self, t: e.Tournament, query: rl.RegistrationPageQuery
    ) -> rl.RegistrationPage:
        return lists.page(self.of(t.id or 0), query, teams=True)

    async def overview(self, t: e.Tournament, sight: rl.PrivateSight) -> rl.RegistrationOverview:
        return lists.overview(self.of(t.id or 0), sight)

    async def fee_registrations(self, tournament_id: int) -> list[StoredRegistration]:
        return lists.stored_registrations(self.of(tournament_id))

    async def fee_counts(self, tournament_id: int) -> list[ClubAlike]:
        stored = await self.fee_registrations(tournament_id)
        late = self.db.tournaments.by_id()[tournament_id].late_rule()
        return (await self.fee_catalogue()).counted(stored, late)

    async def fee_clubs(self, tournament_id: int) -> list[rl.FeeClub]:
        return lists.fee_clubs(self.of(tournament_id))

    async def fee_catalogue(self) -> FeeCatalogue:
        return FeeCatalogue.of(self.db.categories.all(), self.db.disciplines.all())

    club_counts = club_fee_registrations = not_faked

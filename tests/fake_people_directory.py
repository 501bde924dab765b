"""An in-memory ``PeopleDirectory`` over the fake database's people tables."""

from collections.abc import Collection, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.people_directory import (
    KnownPeople,
    KnownPerson,
    MemberEntries,
    PeopleKind,
    Person,
)
from fedreg_core.sheets.people import SHEETS
from tests.fakes import not_faked

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase, FakeRepository

KINDS = {sheet.make: kind for kind, sheet in SHEETS.items()}  # each kind's entity class
STAFF = {
    PeopleKind.COACHES: "tournament_coaches",
    PeopleKind.REFEREES: "tournament_referees",
    PeopleKind.OFFICIALS: "tournament_officials",
}


class FakePeopleDirectory:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.calls = db.directory_calls

    def _table(self, kind: PeopleKind) -> "FakeRepository[Any]":
        return getattr(self.db, kind.value)  # type: ignore[no-any-return]

    async def known(self, kind: PeopleKind, club_id: int, born: Collection[date]) -> KnownPeople:
        self.calls.append("known")
        clubs = self.db.clubs.by_id()
        in_club, elsewhere = [], []
        for p in self._table(kind).all():
            club, p_born = clubs[p.club_id], getattr(p, "born", None)
            known = KnownPerson(
                p.id, ClubRef(p.club_id, club.name), p.first_name, p.last_name, p_born
            )
            if p.club_id == club_id:
                in_club.append(known)
            elif not club.is_deleted and (p_born is None or p_born in born):
                elsewhere.append(known)
        return KnownPeople(in_club, elsewhere)

    async def add_all(self, people: Sequence[Person]) -> None:
        self.calls.append("add_all")
        for person in people:
            await self._table(KINDS[type(person)]).add(person)

    of_club = not_faked

    def _entered(self, kind: PeopleKind, person_id: int) -> set[int]:
        """The tournaments the person is entered in."""
        db = self.db
        if kind != PeopleKind.MEMBERS:
            return {p.tournament_id for p in getattr(db, STAFF[kind]).where(person_id=person_id)}
        ids = {r.tournament_id for r in db.competitor_registrations.where(member_id=person_id)}
        return ids | {
            t.tournament_id for t in db.team_registrations.all() if person_id in t.member_ids
        }

    async def tournaments_entered(
        self, kind: PeopleKind, person_id: int, *, archived_too: bool = True
    ) -> list[str]:
        self.calls.append("tournaments_entered")
        ids = self._entered(kind, person_id)
        entered = [t for t in self.db.tournaments.all() if t.id in ids]
        entered = [t for t in entered if archived_too or not t.is_archived]
        return [t.name for t in sorted(entered, key=lambda t: (t.start_date, t.id or 0))]

    async def member_entries(self, member_id: int) -> MemberEntries:
        open_ids = {t.id for t in self.db.tournaments.where(is_archived=False)}
        competitors = self.db.competitor_registrations.where(member_id=member_id)
        teams = self.db.team_registrations.all()
        return MemberEntries(
            [r for r in competitors if r.tournament_id in open_ids],
            [t for t in teams if member_id in t.member_ids and t.tournament_id in open_ids],
        )

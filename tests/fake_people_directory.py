"""An in-memory ``PeopleDirectory`` over the fake database's people tables."""

from collections.abc import Collection, Sequence
from datetime import date
from typing import TYPE_CHECKING, Any

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.people_directory import (
    ClubPeople,
    KnownPeople,
    KnownPerson,
    MemberEntries,
    PeopleKind,
    Person,
)

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase, FakeRepository


class FakePeopleDirectory:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.calls = db.directory_calls

    def _table(self, kind: PeopleKind) -> "FakeRepository[Any]":
        tables: dict[PeopleKind, FakeRepository[Any]] = {
            PeopleKind.MEMBERS: self.db.members,
            PeopleKind.COACHES: self.db.coaches,
            PeopleKind.REFEREES: self.db.referees,
            PeopleKind.OFFICIALS: self.db.officials,
        }
        return tables[kind]

    async def known(self, kind: PeopleKind, club_id: int, born: Collection[date]) -> KnownPeople:
        self.calls.append("known")
        clubs = {club.id: club for club in self.db.clubs.all()}
        in_club, elsewhere = [], []
        for person in self._table(kind).all():
            club = clubs[person.club_id]
            assert person.id is not None and club.id is not None
            person_born = getattr(person, "born", None)
            known = KnownPerson(
                person.id, ClubRef(club.id, club.name), person.first_name, person.last_name,
                person_born,
            )  # fmt: skip
            if person.club_id == club_id:
                in_club.append(known)
            elif not club.is_deleted and (person_born is None or person_born in born):
                elsewhere.append(known)
        return KnownPeople(in_club, elsewhere)

    async def add_all(self, people: Sequence[Person]) -> None:
        self.calls.append("add_all")
        for person in people:
            await self._table(_kind_of(person)).add(person)

    async def of_club(self, club_id: int) -> ClubPeople:
        self.calls.append("of_club")

        def of(kind: PeopleKind) -> list[Any]:
            people = [p for p in self._table(kind).all() if p.club_id == club_id]
            return sorted(
                people, key=lambda p: (serbian_key(p.last_name), serbian_key(p.first_name))
            )

        return ClubPeople(
            of(PeopleKind.MEMBERS),
            of(PeopleKind.COACHES),
            of(PeopleKind.REFEREES),
            of(PeopleKind.OFFICIALS),
        )

    async def tournaments_entered(
        self, kind: PeopleKind, person_id: int, *, archived_too: bool = True
    ) -> list[str]:
        self.calls.append("tournaments_entered")
        db = self.db
        if kind == PeopleKind.MEMBERS:
            ids = {
                r.tournament_id
                for r in db.competitor_registrations.all()
                if r.member_id == person_id
            }
            ids |= {
                t.tournament_id for t in db.team_registrations.all() if person_id in t.member_ids
            }
        else:
            links = {
                PeopleKind.COACHES: db.tournament_coaches,
                PeopleKind.REFEREES: db.tournament_referees,
                PeopleKind.OFFICIALS: db.tournament_officials,
            }[kind]
            ids = {link.tournament_id for link in links.all() if link.person_id == person_id}
        entered = [
            t for t in db.tournaments.all() if t.id in ids and (archived_too or not t.is_archived)
        ]
        return [t.name for t in sorted(entered, key=lambda t: (t.start_date, t.id or 0))]

    async def member_entries(self, member_id: int) -> MemberEntries:
        open_ids = {t.id for t in self.db.tournaments.all() if not t.is_archived}
        competitors = self.db.competitor_registrations.all()
        teams = self.db.team_registrations.all()
        return MemberEntries(
            [r for r in competitors if r.member_id == member_id and r.tournament_id in open_ids],
            [t for t in teams if member_id in t.member_ids and t.tournament_id in open_ids],
        )


def _kind_of(person: Person) -> PeopleKind:
    kinds: dict[type, PeopleKind] = {
        Member: PeopleKind.MEMBERS,
        Coach: PeopleKind.COACHES,
        Referee: PeopleKind.REFEREES,
        Official: PeopleKind.OFFICIALS,
    }
    return kinds[type(person)]

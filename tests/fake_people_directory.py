"""An in-memory ``PeopleDirectory`` over the fake database's people tables."""

from collections.abc import Collection, Sequence
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING, Any

from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import Member, Tournament
from fedreg_core.ports.listing import ClubRef
from fedreg_core.ports.people_directory import (
    KnownPeople,
    KnownPerson,
    MemberConsent,
    MemberEntries,
    PeopleKind,
    Person,
)
from fedreg_core.sheets.people import SHEETS
from tests.fake_tables import FakeRepository, not_faked

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase

KINDS = {sheet.make: kind for kind, sheet in SHEETS.items()}  # each kind's entity class


def _with_changes_known(known: KnownPerson, person: Any) -> KnownPerson:
    """What an import reads of the club's own people: a member's consent, an erasure."""
    day = getattr(person, "consent_date", None)
    consent = None if day is None else ParentalConsent(day, person.consent_by)
    return replace(known, consent=consent, erased=person.erased_at is not None)


class FakePeopleDirectory:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.calls = db.directory_calls

    def _table(self, kind: PeopleKind, prefix: str = "") -> FakeRepository[Any]:
        """The kind's people (``tournament_``: the kind's entries)."""
        return getattr(self.db, prefix + kind.value)  # type: ignore[no-any-return]

    async def known(self, kind: PeopleKind, club_id: int, born: Collection[date]) -> KnownPeople:
        self.calls.append("known")
        clubs, known = self.db.clubs.by_id(), KnownPeople([], [])
        for p in self._table(kind).all():
            club, p_born = clubs[p.club_id], getattr(p, "born", None)
            person = KnownPerson(
                p.id, ClubRef(p.club_id, club.name), p.first_name, p.last_name, p_born
            )
            if p.club_id == club_id:
                known.in_club.append(_with_changes_known(person, p))
            elif not club.is_deleted and (p_born is None or p_born in born):
                known.elsewhere.append(person)
        return known

    async def add_all(self, people: Sequence[Person]) -> None:
        self.calls.append("add_all")
        for person in people:
            await self._table(KINDS[type(person)]).add(person)

    async def member_ids(self, club_id: int, members: Sequence[Member]) -> list[int]:
        self.calls.append("member_ids")
        stored = {
            (m.first_name, m.last_name, m.born): m.id or 0
            for m in self.db.members.where(club_id=club_id)
        }
        return [stored[(m.first_name, m.last_name, m.born)] for m in members]

    async def record_consents(self, club_id: int, consents: Sequence[MemberConsent]) -> None:
        self.calls.append("record_consents")
        for change in consents:
            member = await self.db.members.get(change.member_id)
            if member is None or member.club_id != club_id or member.erased_at is not None:
                continue
            day, given_by = change.consent.day, change.consent.given_by
            await self.db.members.update(replace(member, consent_date=day, consent_by=given_by))

    of_club = not_faked

    async def tournaments_entered(
        self, kind: PeopleKind, person_id: int, *, archived_too: bool = True
    ) -> list[str]:
        self.calls.append("tournaments_entered")
        tournaments = self.db.tournaments.where(**({} if archived_too else {"is_archived": False}))
        if kind == PeopleKind.MEMBERS:
            ids = self._entries(person_id, tournaments).tournament_ids
        else:
            staff = self._table(kind, "tournament_").where(person_id=person_id)
            ids = [p.tournament_id for p in staff]
        tournaments.sort(key=lambda t: (t.start_date, t.id or 0))
        return [t.name for t in tournaments if t.id in ids]

    def _entries(self, member_id: int, tournaments: list[Tournament]) -> MemberEntries:
        """The member's entries in ``tournaments``."""
        ids = {t.id for t in tournaments}
        competitors = self.db.competitor_registrations.where(member_id=member_id)
        teams = [t for t in self.db.team_registrations.all() if member_id in t.member_ids]
        return MemberEntries(
            [r for r in competitors if r.tournament_id in ids],
            [t for t in teams if t.tournament_id in ids],
        )

    async def member_entries(self, member_id: int) -> MemberEntries:
        return self._entries(member_id, self.db.tournaments.where(is_archived=False))

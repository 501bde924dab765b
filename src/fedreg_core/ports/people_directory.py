"""Reads and writes of a club's people in bulk: spreadsheet imports and exports.

Each call costs a fixed number of statements whatever the number of people.
"""

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Protocol

from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import (
    Coach,
    CompetitorRegistration,
    Member,
    Official,
    Referee,
    TeamRegistration,
)
from fedreg_core.ports.listing import ClubRef


class PeopleKind(StrEnum):
    """The four kinds of a club's people, as the API and the CLI name them."""

    MEMBERS = "members"
    COACHES = "coaches"
    REFEREES = "referees"
    OFFICIALS = "officials"


@dataclass(frozen=True, slots=True)
class KnownPerson:
    """A stored person as duplicate detection compares them (``born`` of members only)."""

    id: int
    club: ClubRef
    first_name: str
    last_name: str
    born: date | None = None
    consent: ParentalConsent | None = None
    """A member's recorded parental consent (read for the club importing only)."""
    erased: bool = False
    """Erased (``domain.erasure``): the person takes no change (read for the club importing)."""


@dataclass(frozen=True, slots=True)
class KnownPeople:
    in_club: list[KnownPerson]
    """Every person of the kind in the club importing."""
    elsewhere: list[KnownPerson]
    """People of the kind in other clubs that are not deleted (members: only those born on
    one of the dates asked about)."""


@dataclass(frozen=True, slots=True)
class ClubPeople:
    """All of a club's people, each list by last and first name."""

    members: list[Member]
    coaches: list[Coach]
    referees: list[Referee]
    officials: list[Official]


@dataclass(frozen=True, slots=True)
class MemberEntries:
    """A member's registrations in tournaments that are not archived."""

    competitors: list[CompetitorRegistration]
    teams: list[TeamRegistration]

    @property
    def tournament_ids(self) -> list[int]:
        return [r.tournament_id for r in self.competitors] + [t.tournament_id for t in self.teams]


Person = Member | Coach | Referee | Official


@dataclass(frozen=True, slots=True)
class MemberConsent:
    """A stored member's parental consent, as an import records it."""

    member_id: int
    consent: ParentalConsent


class PeopleDirectory(Protocol):
    async def known(self, kind: PeopleKind, club_id: int, born: Collection[date]) -> KnownPeople:
        """The kind's people of the club and the candidates elsewhere: two statements."""
        ...

    async def add_all(self, people: Sequence[Person]) -> None:
        """Store new people (of one kind): one statement."""
        ...

    async def member_ids(self, club_id: int, members: Sequence[Member]) -> list[int]:
        """The ids of these members of the club as stored, in their order, found by their
        names and birth date (an import's new members, none of them alike): one statement."""
        ...

    async def record_consents(self, club_id: int, consents: Sequence[MemberConsent]) -> None:
        """Set the parental consents of these members of the club that are not erased (the
        day and who gave it; the scanned copy stays as it is): one statement."""
        ...

    async def of_club(self, club_id: int) -> ClubPeople:
        """Every member, coach, referee and official of the club: four statements."""
        ...

    async def tournaments_entered(
        self, kind: PeopleKind, person_id: int, *, archived_too: bool = True
    ) -> list[str]:
        """The names of the tournaments (archived ones too, unless told otherwise) the person
        is entered in, as a competitor or team member (members) or as staff (the others), by
        start date: one statement."""
        ...

    async def member_entries(self, member_id: int) -> MemberEntries:
        """The member's competitor and team registrations in tournaments that are not
        archived: two statements."""
        ...

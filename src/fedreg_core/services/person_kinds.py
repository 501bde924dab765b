"""The four kinds of a club's people: members, coaches, referees and officials.

A ``PersonKind`` says what differs between them for the one code path of ``people``:
the repository, the form rules, which fields other clubs do not see, which only admins
set, and whether the member locks of the settings apply.
"""

from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime, time
from typing import Generic, Protocol, TypeVar

from fedreg_core.domain.entities import Coach, Member, Official, Referee, User
from fedreg_core.domain.erasure import (
    Renaming,
    erased_coach,
    erased_member,
    erased_official,
    erased_referee,
)
from fedreg_core.domain.permissions import (
    MEMBER_ADMIN_FIELDS,
    MEMBER_PRIVATE_FIELDS,
    PERSON_PRIVATE_FIELDS,
    may_see_private_fields,
)
from fedreg_core.domain.rules import (
    Validation,
    check_coach,
    check_member,
    check_official,
    check_referee,
)
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.repositories import Repository
from fedreg_core.ports.unit_of_work import PeopleWork
from fedreg_core.services.editing import Entity
from fedreg_core.services.listing import Filter, Listing
from fedreg_core.services.member_entries import (
    ensure_member_change_keeps_entries,
    member_open_entries,
)
from fedreg_core.services.pay_flags import change_member_no_pay


class Person(Entity, Protocol):
    """What every kind of club person has."""

    club_id: int
    first_name: str
    last_name: str
    avatar: str | None
    erased_at: datetime | None


P = TypeVar("P", bound=Person)

PEOPLE = Listing(
    search_fields=("first_name", "last_name"),
    order_by=("last_name", "first_name"),
    filters={"clubId": Filter("club_id", int)},
)


@dataclass(frozen=True, slots=True)
class FormContext:
    """What the rules of a person's form depend on besides the person."""

    belts: Iterable[str]
    today: date
    now: datetime | None = None
    """When the change is made, for the history (``None``: the start of ``today``)."""

    @property
    def at(self) -> datetime:
        return self.now if self.now is not None else datetime.combine(self.today, time())


OpenEntries = Callable[[PeopleWork, int], Awaitable[list[str]]]
"""What a person is entered in, in tournaments that are not archived, named for a message."""


def _staff_open_entries(kind: PeopleKind) -> OpenEntries:
    """The tournaments not archived a coach, referee or official is entered in."""

    async def entered(uow: PeopleWork, person_id: int) -> list[str]:
        return await uow.people_directory.tournaments_entered(kind, person_id, archived_too=False)

    return entered


@dataclass(frozen=True, slots=True)
class PersonKind(Generic[P]):
    name: str
    repository: Callable[[PeopleWork], Repository[P]]
    check: Callable[[Validation, P, FormContext], None]
    erase: Callable[[P, Renaming, datetime], P]
    """The person as erasure leaves them (``domain.erasure``)."""
    private_fields: frozenset[str] = frozenset()
    admin_fields: frozenset[str] = frozenset()
    locked_by_settings: bool = False
    open_entries: OpenEntries | None = None
    """What holds the person in their club (``people``: no move while there is any)."""
    moved_with_entries: str = "error_person_has_entries"
    check_change: Callable[[PeopleWork, User, P, P], Awaitable[None]] | None = None
    """What a change (before, after) must leave intact besides the form rules."""
    pay_flags: Callable[[PeopleWork, User, P | None, P, datetime], Awaitable[None]] | None = None
    """Who may set the pay flags a club sets, and their history (before ``None``: created)."""
    file_fields: tuple[str, ...] = ("avatar",)
    """The fields holding the paths of the person's stored files."""

    def stored_files(self, person: P) -> list[str]:
        """The paths of the person's stored files."""
        paths = (getattr(person, name) for name in self.file_fields)
        return [path for path in paths if path is not None]


def _check_member(v: Validation, member: Member, form: FormContext) -> None:
    check_member(v, member, form.belts, form.today)


def _check_coach(v: Validation, coach: Coach, _form: FormContext) -> None:
    check_coach(v, coach)


def _check_referee(v: Validation, referee: Referee, _form: FormContext) -> None:
    check_referee(v, referee)


def _check_official(v: Validation, official: Official, _form: FormContext) -> None:
    check_official(v, official)


def _members(uow: PeopleWork) -> Repository[Member]:
    return uow.members


def _coaches(uow: PeopleWork) -> Repository[Coach]:
    return uow.coaches


def _referees(uow: PeopleWork) -> Repository[Referee]:
    return uow.referees


def _officials(uow: PeopleWork) -> Repository[Official]:
    return uow.officials


MEMBERS: PersonKind[Member] = PersonKind(
    "members",
    _members,
    _check_member,
    erased_member,
    private_fields=MEMBER_PRIVATE_FIELDS,
    admin_fields=MEMBER_ADMIN_FIELDS,
    locked_by_settings=True,
    open_entries=member_open_entries,
    moved_with_entries="error_member_has_entries",
    check_change=ensure_member_change_keeps_entries,
    pay_flags=change_member_no_pay,
    file_fields=("avatar", "consent_document"),
)


def _staff_kind(
    kind: PeopleKind,
    repository: Callable[[PeopleWork], Repository[P]],
    check: Callable[[Validation, P, FormContext], None],
    erase: Callable[[P, Renaming, datetime], P],
) -> PersonKind[P]:
    """Coaches, referees and officials: a person's private fields, held by open entries."""
    return PersonKind(
        kind.value,
        repository,
        check,
        erase,
        private_fields=PERSON_PRIVATE_FIELDS,
        open_entries=_staff_open_entries(kind),
    )


COACHES: PersonKind[Coach] = _staff_kind(PeopleKind.COACHES, _coaches, _check_coach, erased_coach)
REFEREES: PersonKind[Referee] = _staff_kind(
    PeopleKind.REFEREES, _referees, _check_referee, erased_referee
)
OFFICIALS: PersonKind[Official] = _staff_kind(
    PeopleKind.OFFICIALS, _officials, _check_official, erased_official
)


def hidden_from(actor: User, kind: PersonKind[P]) -> Callable[[P], frozenset[str]]:
    """The fields of a person the actor may not see (other clubs' private fields)."""

    def hidden(person: P) -> frozenset[str]:
        if may_see_private_fields(actor, person.club_id):
            return frozenset()
        return kind.private_fields

    return hidden

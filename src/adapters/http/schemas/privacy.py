"""Answers of the access log (one row, one page); an erasure's body."""

from datetime import datetime

from adapters.http.schemas.accounts import Body
from adapters.http.schemas.registrations import Out
from fedreg_core.domain.access import AccessKind, AccessRecord
from fedreg_core.ports.listing import Page
from fedreg_core.ports.people_directory import PeopleKind


class AccessRecordOut(Out):
    """``userId`` ``null``: the command line; ``userName`` empty once the user is deleted;
    ``personKind``/``personId`` ``null`` for an export of many (``what`` names it)."""

    id: int
    at: datetime
    kind: AccessKind
    address: str
    user_id: int | None
    user_name: str
    user_email: str
    person_kind: PeopleKind | None
    person_id: int | None
    what: str


class AccessPageOut(Out):
    items: list[AccessRecordOut]
    total: int


def access_record_out(record: AccessRecord) -> AccessRecordOut:
    entry, person = record.entry, record.entry.person
    return AccessRecordOut(
        id=record.id,
        at=entry.at,
        kind=entry.kind,
        address=entry.address,
        user_id=entry.user_id,
        user_name=record.user_name,
        user_email=record.user_email,
        person_kind=PeopleKind(person.kind) if person else None,
        person_id=person.id if person else None,
        what=entry.what,
    )


def access_page_out(page: Page[AccessRecord]) -> AccessPageOut:
    return AccessPageOut(items=[access_record_out(r) for r in page.items], total=page.total)


class ErasureIn(Body):
    """An erasure asks for nothing more than its path names: ``{}``."""

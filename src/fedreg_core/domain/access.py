"""The access log's vocabulary: what was done to whose data, by whom, from where, when.

Rows are only ever appended (and, past their keeping period, purged): no route edits one.
"""

from dataclasses import dataclass
from datetime import date, datetime, timedelta
from enum import StrEnum


class AccessKind(StrEnum):
    """What an access was."""

    PERSON_READ = "person_read"
    """An admin read a person's full record (not their own club's)."""
    PHOTO_LINK = "photo_link"
    """A link to a person's photo was issued to an admin."""
    PEOPLE_EXPORT = "people_export"
    """A club's people workbook (people.xlsx) was exported."""
    ENTRIES_EXPORT = "entries_export"
    """A tournament's entries workbook was exported."""
    PERSON_EXPORT = "person_export"
    """Everything held on one person was exported."""
    ERASURE = "erasure"
    """A person's data was erased."""
    CONSENT_CHANGE = "consent_change"
    """A parental consent was recorded, changed or withdrawn."""


ACCESS_LOG_KEPT = timedelta(days=2 * 365)
"""How long the access log keeps a row."""


@dataclass(frozen=True, slots=True)
class AccessOrigin:
    """Where and when a use case was asked for: the client's address (behind trusted
    proxies, as the rate limits see it; ``cli`` on the command line) and the time."""

    address: str
    at: datetime


@dataclass(frozen=True, slots=True)
class PersonRef:
    """One of a club's people: the kind (``members``, ``coaches``, ``referees``,
    ``officials``) and the id."""

    kind: str
    id: int


@dataclass(frozen=True, slots=True)
class AccessEntry:
    """One row of the access log: ``user_id`` ``None`` for the command line; ``what`` names
    the thing read or exported besides the person (``club 3``, ``tournament 7``)."""

    kind: AccessKind
    at: datetime
    address: str
    user_id: int | None = None
    person: PersonRef | None = None
    what: str = ""


@dataclass(frozen=True, slots=True)
class AccessRecord:
    """A stored row as admins read it: the user's name and e-mail beside the id (empty
    once the user is deleted or for the command line)."""

    id: int
    entry: AccessEntry
    user_name: str = ""
    user_email: str = ""


@dataclass(frozen=True, slots=True)
class AccessFilter:
    """Which rows an admin asks for: each field ``None`` when not filtered; a person is
    named by both ``person_kind`` and ``person_id``; the dates are days in the federation's
    calendar, both included."""

    person_kind: str | None = None
    person_id: int | None = None
    user_id: int | None = None
    kind: AccessKind | None = None
    since: date | None = None
    until: date | None = None

    @property
    def person(self) -> PersonRef | None:
        """The one person asked for (both the kind and the id given), or ``None``."""
        if self.person_kind is None or self.person_id is None:
            return None
        return PersonRef(self.person_kind, self.person_id)

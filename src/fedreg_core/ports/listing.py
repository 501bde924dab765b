"""What list reads ask of a repository and what they answer: one page and the total.

Field names are the entities' own (``club_id``, ``last_name``); adapters map them to storage.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from fedreg_core.domain.entities import Club, User

T = TypeVar("T")

DEFAULT_LIMIT = 100
MAX_LIMIT = 1000
MAX_STORED_INT = 2**31 - 1
"""The largest value a database INTEGER column (ids, offsets) holds."""
MAX_SEARCH_TEXT = 200
"""The longest free-text search a list takes."""


@dataclass(frozen=True, slots=True)
class ListQuery:
    """One page of rows, filtered, searched and ordered.

    ``text`` is split into words; every word must occur (ignoring case) in at least one of
    ``search_fields``. ``equals`` keeps rows whose fields have exactly these values.
    Rows are ordered by ``order_by`` (text ignoring case), then by id.
    """

    search_fields: tuple[str, ...] = ()
    order_by: tuple[str, ...] = ()
    text: str = ""
    equals: Mapping[str, object] = field(default_factory=dict)
    skip: int = 0
    limit: int = DEFAULT_LIMIT

    @property
    def words(self) -> list[str]:
        return self.text.split() if self.search_fields else []


@dataclass(frozen=True, slots=True)
class Page(Generic[T]):
    items: list[T]
    total: int


@dataclass(frozen=True, slots=True)
class NamedRef:
    """A thing as other lists name it: its id and name."""

    id: int
    name: str


ClubRef = NamedRef
"""A club as other lists name it."""


@dataclass(frozen=True, slots=True)
class UserSummary:
    """A user as the users list shows them: no password, the club by name."""

    id: int
    name: str
    email: str
    club: ClubRef | None
    is_admin: bool
    is_blocked: bool

    @classmethod
    def of(cls, user: User, club: Club | None) -> "UserSummary":
        """``user`` as the list shows them, with ``club``, their club (``None``: none, or gone)."""
        assert user.id is not None
        ref = ClubRef(club.id, club.name) if club is not None and club.id is not None else None
        return cls(user.id, user.name, user.email, ref, user.is_admin, user.is_blocked)

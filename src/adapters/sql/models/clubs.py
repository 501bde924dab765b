"""Clubs and their people: members, coaches, referees, officials."""

from datetime import date, datetime
from typing import ClassVar

from sqlalchemy import Index
from sqlalchemy.orm import Mapped, mapped_column, validates

from adapters.sql.models.base import IdRow, local_now, parent_id, string_enum, table_args
from adapters.sql.models.plain_fields import add_plain_columns
from adapters.sql.models.search_keys import PersonNames
from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.folding import fold

LICENCE_UNIQUE = "uq_members_licence_number"
CLUB_NAME_UNIQUE = "uq_clubs_name_key"


class ClubRow(IdRow):
    """A club of the federation (soft-deleted through ``is_deleted``); no two clubs, deleted
    ones included, have names that fold alike (``name_key``)."""

    __tablename__ = "clubs"
    __table_args__ = table_args(Index(CLUB_NAME_UNIQUE, "name_key", unique=True))

    name: Mapped[str]
    name_key: Mapped[str]
    """The folded name, set with the name, searched for it (``FOLDED_SEARCH``). Two clubs
    that shared a name before the key existed keep distinct keys (migration 0019) until one
    of them changes its name."""
    short_name: Mapped[str]
    city: Mapped[str]
    address: Mapped[str]
    email: Mapped[str]
    contact: Mapped[str]
    mobile: Mapped[str]
    website: Mapped[str]
    logo: Mapped[str | None]
    is_blocked: Mapped[bool]
    is_deleted: Mapped[bool]

    FOLDED_SEARCH: ClassVar[dict[str, str]] = {"name": "name_key"}

    @validates("name")
    def _keep_name_key(self, _attribute: str, name: str) -> str:
        """A new name folds into a new key; one that folds as the old one keeps its key."""
        if self.name_key is None or fold(name) != fold(self.name):
            self.name_key = fold(name)
        return name


class MemberRow(PersonNames, IdRow):
    """A competitor of a club; a licence number is the federation's one member's."""

    __tablename__ = "members"
    __table_args__ = table_args(Index(LICENCE_UNIQUE, "licence_number", unique=True))

    club_id: Mapped[int] = parent_id("clubs.id")
    first_name: Mapped[str]
    last_name: Mapped[str]
    born: Mapped[date]
    is_male: Mapped[bool]
    belt: Mapped[str]
    no_pay: Mapped[bool]
    always_pays: Mapped[bool]
    avatar: Mapped[str | None]
    added_at: Mapped[datetime | None] = mapped_column(default=local_now)
    """When the person was added (``None``: before this was kept): the retention purge
    spares people added within its period."""
    erased_at: Mapped[datetime | None]
    """When an admin erased the person (``fedreg_core.domain.erasure``)."""
    weight_hg: Mapped[int | None]
    medical_valid_until: Mapped[date | None]
    licence_number: Mapped[str | None]
    consent_date: Mapped[date | None]
    consent_by: Mapped[str | None]
    consent_document: Mapped[str | None]


add_plain_columns(MemberRow, Member)


class CoachRow(PersonNames, IdRow):
    """A coach of a club."""

    __tablename__ = "coaches"

    club_id: Mapped[int] = parent_id("clubs.id")
    first_name: Mapped[str]
    last_name: Mapped[str]
    no_certificate_wff: Mapped[str]
    no_fudokan_passport: Mapped[str]
    avatar: Mapped[str | None]
    added_at: Mapped[datetime | None] = mapped_column(default=local_now)
    """When the person was added (``None``: before this was kept): the retention purge
    spares people added within its period."""
    erased_at: Mapped[datetime | None]
    """When an admin erased the person (``fedreg_core.domain.erasure``)."""


class RefereeRow(PersonNames, IdRow):
    """A referee of a club."""

    __tablename__ = "referees"

    club_id: Mapped[int] = parent_id("clubs.id")
    first_name: Mapped[str]
    last_name: Mapped[str]
    dan: Mapped[int]
    rang: Mapped[RefereeRang] = mapped_column(string_enum(RefereeRang))
    rang_other: Mapped[str]
    no_certificate_wff: Mapped[str]
    no_referee_certificate_wff: Mapped[str]
    no_fudokan_passport: Mapped[str]
    avatar: Mapped[str | None]
    added_at: Mapped[datetime | None] = mapped_column(default=local_now)
    """When the person was added (``None``: before this was kept): the retention purge
    spares people added within its period."""
    erased_at: Mapped[datetime | None]
    """When an admin erased the person (``fedreg_core.domain.erasure``)."""


class OfficialRow(PersonNames, IdRow):
    """An official (delegate, secretary, ...) of a club."""

    __tablename__ = "officials"

    club_id: Mapped[int] = parent_id("clubs.id")
    first_name: Mapped[str]
    last_name: Mapped[str]
    funct: Mapped[str]
    avatar: Mapped[str | None]
    added_at: Mapped[datetime | None] = mapped_column(default=local_now)
    """When the person was added (``None``: before this was kept): the retention purge
    spares people added within its period."""
    erased_at: Mapped[datetime | None]
    """When an admin erased the person (``fedreg_core.domain.erasure``)."""

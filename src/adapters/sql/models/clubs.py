"""Clubs and their people: members, coaches, referees, officials."""

from datetime import date

from sqlalchemy import Index
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import IdRow, parent_id, string_enum, table_args
from fedreg_core.domain.enums import RefereeRang

LICENCE_UNIQUE = "uq_members_licence_number"


class ClubRow(IdRow):
    """A club of the federation (soft-deleted through ``is_deleted``)."""

    __tablename__ = "clubs"

    name: Mapped[str]
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


class MemberRow(IdRow):
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
    weight_hg: Mapped[int | None]
    medical_valid_until: Mapped[date | None]
    licence_number: Mapped[str | None]


class CoachRow(IdRow):
    """A coach of a club."""

    __tablename__ = "coaches"

    club_id: Mapped[int] = parent_id("clubs.id")
    first_name: Mapped[str]
    last_name: Mapped[str]
    no_certificate_wff: Mapped[str]
    no_fudokan_passport: Mapped[str]
    avatar: Mapped[str | None]


class RefereeRow(IdRow):
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


class OfficialRow(IdRow):
    """An official (delegate, secretary, ...) of a club."""

    __tablename__ = "officials"

    club_id: Mapped[int] = parent_id("clubs.id")
    first_name: Mapped[str]
    last_name: Mapped[str]
    funct: Mapped[str]
    avatar: Mapped[str | None]

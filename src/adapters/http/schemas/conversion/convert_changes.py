"""Update bodies into the core's typed changes: a field not sent (``UNSET``) is ``KEEP``."""

from typing import TypeVar

import msgspec
from msgspec import UnsetType

from adapters.http.schemas.administration import UserStatusIn
from adapters.http.schemas.conversion.into_core import Conversion, made_from, values_of
from adapters.http.schemas.conversion.plain_fields import plain_values
from adapters.http.schemas.conversion.updates import SettingsUpdate
from adapters.http.schemas.limits import hectograms, licence
from fedreg_core.domain.changes import KEEP, Keep
from fedreg_core.domain.club_changes import ClubChanges, SettingsChanges
from fedreg_core.domain.entities import Member
from fedreg_core.domain.people_changes import (
    CoachChanges,
    MemberChanges,
    OfficialChanges,
    RefereeChanges,
)
from fedreg_core.domain.plain_fields import plain_fields
from fedreg_core.domain.tournament_changes import ClubDeductionChanges
from fedreg_core.services.users import StatusChange

T = TypeVar("T")


MEMBER_CONVERSIONS: dict[str, Conversion] = {
    "weight": ("weight_hg", hectograms),
    "licence_number": ("licence_number", licence),
}
"""A member's fields that the core keeps otherwise than the API writes them."""
PLAIN_MEMBER_FIELDS = frozenset(name for name, _ in plain_fields(Member))


def sent(value: T | UnsetType) -> T | Keep:
    """The value a client sent, or ``KEEP`` for a field it left out."""
    return KEEP if isinstance(value, UnsetType) else value


def member_changes(body: msgspec.Struct) -> MemberChanges:
    changes = values_of(body, MEMBER_CONVERSIONS, leave=PLAIN_MEMBER_FIELDS)
    return MemberChanges(**changes, plain=plain_values(body, Member))


def coach_changes(body: msgspec.Struct) -> CoachChanges:
    return made_from(CoachChanges, body)


def referee_changes(body: msgspec.Struct) -> RefereeChanges:
    return made_from(RefereeChanges, body)


def official_changes(body: msgspec.Struct) -> OfficialChanges:
    return made_from(OfficialChanges, body)


def club_changes(body: msgspec.Struct) -> ClubChanges:
    return made_from(ClubChanges, body)


def settings_changes(body: SettingsUpdate) -> SettingsChanges:
    return made_from(SettingsChanges, body)


def deduction_changes(body: msgspec.Struct) -> ClubDeductionChanges:
    return made_from(ClubDeductionChanges, body)


def _or_none(value: T | UnsetType) -> T | None:
    return None if isinstance(value, UnsetType) else value


def status_change(body: UserStatusIn) -> StatusChange:
    """The users list's action: a flag not sent is ``None`` (left as it is)."""
    return StatusChange(is_admin=_or_none(body.is_admin), is_blocked=_or_none(body.is_blocked))

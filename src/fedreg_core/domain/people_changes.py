"""The changes a client may make to a club's people: members, coaches, referees, officials."""

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import TypeVar

from fedreg_core.domain.changes import KEEP, Changes, Dataclass, Keep
from fedreg_core.domain.entities import Coach, Member, Official, Referee
from fedreg_core.domain.enums import RefereeRang

P = TypeVar("P", bound=Dataclass)


@dataclass(frozen=True, kw_only=True)
class PersonChanges(Changes[P]):
    """What every kind of person has: the club and the names."""

    club_id: int | Keep = KEEP
    first_name: str | Keep = KEEP
    last_name: str | Keep = KEEP


@dataclass(frozen=True, kw_only=True)
class MemberChanges(PersonChanges[Member]):
    born: date | Keep = KEEP
    is_male: bool | Keep = KEEP
    belt: str | Keep = KEEP
    no_pay: bool | Keep = KEEP
    always_pays: bool | Keep = KEEP
    weight_hg: int | Keep | None = KEEP
    medical_valid_until: date | Keep | None = KEEP
    licence_number: str | Keep | None = KEEP
    plain: Mapping[str, str | None] = field(default_factory=dict)
    """The plain fields sent (``plain_fields``), by name."""


@dataclass(frozen=True, kw_only=True)
class CoachChanges(PersonChanges[Coach]):
    no_certificate_wff: str | Keep = KEEP
    no_fudokan_passport: str | Keep = KEEP


@dataclass(frozen=True, kw_only=True)
class RefereeChanges(PersonChanges[Referee]):
    dan: int | Keep = KEEP
    rang: RefereeRang | Keep = KEEP
    rang_other: str | Keep = KEEP
    no_certificate_wff: str | Keep = KEEP
    no_referee_certificate_wff: str | Keep = KEEP
    no_fudokan_passport: str | Keep = KEEP


@dataclass(frozen=True, kw_only=True)
class OfficialChanges(PersonChanges[Official]):
    funct: str | Keep = KEEP

"""Shapes of a club's people as resources: create bodies and read answers (docs/product.md, API).

Update bodies are in updates.py.
The register call's person shapes are reused; here they also name their club.
"""

from datetime import date, datetime

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body, CoachIn, OfficialIn, RefereeIn, Text
from adapters.http.schemas.conversion import plain_fields
from adapters.http.schemas.limits import Kilograms, Licence
from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import RefereeRang


class MemberCreateFields(Body, kw_only=True):
    club_id: BodyId
    first_name: Text
    last_name: Text
    born: date
    is_male: bool
    belt: Text
    no_pay: bool = False
    always_pays: bool = False
    weight: Kilograms | None = None
    medical_valid_until: date | None = None
    licence_number: Licence | None = None


MemberCreate = plain_fields.create_body(MemberCreateFields, Member, "MemberCreate")


class CoachCreate(CoachIn, kw_only=True):
    club_id: BodyId


class RefereeCreate(RefereeIn, kw_only=True):
    club_id: BodyId


class OfficialCreate(OfficialIn, kw_only=True):
    club_id: BodyId


class PersonOut(msgspec.Struct, rename="camel", kw_only=True):
    id: int
    club_id: BodyId
    first_name: str
    last_name: str
    erased_at: datetime | None = None
    """When an admin erased the person's data (absent: never); the names are then a
    pseudonym and no change is taken."""


class MemberOutFields(PersonOut, kw_only=True, omit_defaults=True):
    """A member; other clubs' users get only id, clubId, names and belt."""

    belt: str
    born: date | UnsetType = UNSET
    is_male: bool | UnsetType = UNSET
    no_pay: bool | UnsetType = UNSET
    always_pays: bool | UnsetType = UNSET
    avatar: str | UnsetType | None = UNSET
    weight: float | UnsetType | None = UNSET
    """Kilograms, one decimal."""
    medical_valid_until: date | UnsetType | None = UNSET
    licence_number: str | UnsetType | None = UNSET
    adult_from: date | UnsetType = UNSET
    """The member's 18th birthday: a minor before it (parental consent)."""
    consent_date: date | UnsetType | None = UNSET
    """The day a parent gave their consent (``PUT /api/members/{id}/consent``)."""
    consent_by: str | UnsetType | None = UNSET
    """Who gave it."""
    consent_document: str | UnsetType | None = UNSET
    """A signed link to the scanned consent."""


MemberOut = plain_fields.answer(MemberOutFields, Member, "MemberOut")


class CoachOut(PersonOut, kw_only=True, omit_defaults=True):
    """A coach; like referees and officials, without the picture for other clubs' users."""

    no_certificate_wff: str
    no_fudokan_passport: str
    avatar: str | UnsetType | None = UNSET


class RefereeOut(PersonOut, kw_only=True, omit_defaults=True):
    dan: int
    rang: RefereeRang
    rang_other: str
    no_certificate_wff: str
    no_referee_certificate_wff: str
    no_fudokan_passport: str
    avatar: str | UnsetType | None = UNSET


class OfficialOut(PersonOut, kw_only=True, omit_defaults=True):
    funct: str
    avatar: str | UnsetType | None = UNSET

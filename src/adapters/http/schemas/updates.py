"""Update bodies of the generic resources: every field of the create body (or form), each
``UNSET`` unless sent. Names and JSON names are those of the create bodies."""

from datetime import date

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.params import BodyId
from adapters.http.schemas import plain_fields
from adapters.http.schemas.accounts import Body, Dan, LongText, Text
from adapters.http.schemas.catalog import Ids
from adapters.http.schemas.limits import Kilograms, Licence, Years
from adapters.http.schemas.registrations import Percent
from adapters.http.schemas.tournaments import Fee, Html, LocalDateTime
from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import AgeBy, DrawFormat, ForSex, RefereeRang


class PartialBody(Body, kw_only=True):
    """A partial change: fields that are not sent stay as they are."""


class MemberUpdateFields(PartialBody, kw_only=True):
    club_id: BodyId | UnsetType = UNSET
    first_name: Text | UnsetType = UNSET
    last_name: Text | UnsetType = UNSET
    born: date | UnsetType = UNSET
    is_male: bool | UnsetType = UNSET
    belt: Text | UnsetType = UNSET
    no_pay: bool | UnsetType = UNSET
    always_pays: bool | UnsetType = UNSET
    weight: Kilograms | UnsetType | None = UNSET
    medical_valid_until: date | UnsetType | None = UNSET
    licence_number: Licence | UnsetType | None = UNSET


MemberUpdate = plain_fields.update_body(MemberUpdateFields, Member, "MemberUpdate")


class CoachUpdate(PartialBody, kw_only=True):
    first_name: Text | UnsetType = UNSET
    last_name: Text | UnsetType = UNSET
    no_certificate_wff: Text | UnsetType = UNSET
    no_fudokan_passport: Text | UnsetType = UNSET
    club_id: BodyId | UnsetType = UNSET


class RefereeUpdate(PartialBody, kw_only=True):
    first_name: Text | UnsetType = UNSET
    last_name: Text | UnsetType = UNSET
    dan: Dan | UnsetType = UNSET
    rang: RefereeRang | UnsetType = UNSET
    rang_other: Text | UnsetType = UNSET
    no_certificate_wff: Text | UnsetType = UNSET
    no_referee_certificate_wff: Text | UnsetType = UNSET
    no_fudokan_passport: Text | UnsetType = UNSET
    club_id: BodyId | UnsetType = UNSET


class OfficialUpdate(PartialBody, kw_only=True):
    first_name: Text | UnsetType = UNSET
    last_name: Text | UnsetType = UNSET
    funct: Text | UnsetType = UNSET
    club_id: BodyId | UnsetType = UNSET


class CategoryUpdate(PartialBody, kw_only=True):
    name: Text | UnsetType = UNSET
    no_pay: bool | UnsetType = UNSET
    is_archived: bool | UnsetType = UNSET
    min_age: Years | UnsetType | None = UNSET
    max_age: Years | UnsetType | None = UNSET
    age_by: AgeBy | UnsetType = UNSET
    min_belt: Text | UnsetType | None = UNSET
    max_belt: Text | UnsetType | None = UNSET


class DisciplineUpdate(PartialBody, kw_only=True):
    name: Text | UnsetType = UNSET
    category_ids: Ids | UnsetType = UNSET
    for_sex: ForSex | UnsetType | None = UNSET
    no_pay: bool | UnsetType = UNSET
    always_pay: bool | UnsetType = UNSET
    is_kata_a: bool | UnsetType = UNSET
    is_kata_b: bool | UnsetType = UNSET
    is_archived: bool | UnsetType = UNSET
    min_weight: Kilograms | UnsetType | None = UNSET
    max_weight: Kilograms | UnsetType | None = UNSET
    draw_format: DrawFormat | UnsetType | None = UNSET
    is_team: bool | UnsetType = UNSET
    team_min_members: int | UnsetType = UNSET
    team_max_members: int | UnsetType = UNSET


class TournamentUpdate(PartialBody, kw_only=True):
    single_fee_1: Fee | UnsetType = msgspec.field(default=UNSET, name="single_fee_1")
    single_fee_1_break: Fee | UnsetType = msgspec.field(default=UNSET, name="single_fee_1_break")
    single_fee_2: Fee | UnsetType = msgspec.field(default=UNSET, name="single_fee_2")
    single_fee_2_break: Fee | UnsetType = msgspec.field(default=UNSET, name="single_fee_2_break")
    single_fee_other: Fee | UnsetType = msgspec.field(default=UNSET, name="single_fee_other")
    single_fee_other_break: Fee | UnsetType = msgspec.field(
        default=UNSET, name="single_fee_other_break"
    )
    team_fee: Fee | UnsetType = msgspec.field(default=UNSET, name="team_fee")
    team_fee_break: Fee | UnsetType = msgspec.field(default=UNSET, name="team_fee_break")
    name: Text | UnsetType = UNSET
    description: Html | UnsetType = UNSET
    start_date: LocalDateTime | UnsetType = UNSET
    end_date: LocalDateTime | UnsetType | None = UNSET
    registration_open: bool | UnsetType = UNSET
    is_public: bool | UnsetType = UNSET
    public_entries: bool | UnsetType = UNSET
    discipline_ids: Ids | UnsetType = UNSET
    team_discipline_ids: Ids | UnsetType = UNSET
    is_archived: bool | UnsetType = UNSET
    event_date: date | UnsetType | None = UNSET
    require_medical: bool | UnsetType = UNSET
    place: Text | UnsetType = UNSET


class ClubUpdate(PartialBody, kw_only=True):
    name: Text | UnsetType = UNSET
    short_name: Text | UnsetType = UNSET
    city: Text | UnsetType = UNSET
    address: Text | UnsetType = UNSET
    email: Text | UnsetType = UNSET
    contact: Text | UnsetType = UNSET
    mobile: Text | UnsetType = UNSET
    website: Text | UnsetType = UNSET
    is_blocked: bool | UnsetType = UNSET


class SettingsUpdate(PartialBody, kw_only=True):
    title: Text | UnsetType = UNSET
    description: LongText | UnsetType = UNSET
    disable_edit: bool | UnsetType = UNSET
    disable_create: bool | UnsetType = UNSET
    show_disciplines: bool | UnsetType = UNSET
    clubs_may_set_no_pay: bool | UnsetType = UNSET


class ClubDeductionUpdate(PartialBody, kw_only=True):
    club_id: BodyId | UnsetType = UNSET
    tournament_id: BodyId | UnsetType = UNSET
    deduction: Percent | UnsetType = UNSET

"""Update bodies of the generic resources: every field of the create body (or form), each
``UNSET`` unless sent, made from the create body (``partial_of``) so that a field is declared
once. Names and JSON names are those of the create bodies; a field only an update has (an
admin's flag) is added after them."""

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.schemas.accounts import Body, ClubIn, LongText, Text
from adapters.http.schemas.catalog import CategoryForm, DisciplineForm
from adapters.http.schemas.conversion import plain_fields
from adapters.http.schemas.people import (
    CoachCreate,
    MemberCreateFields,
    OfficialCreate,
    RefereeCreate,
)
from adapters.http.schemas.registrations import ClubDeductionCreate
from adapters.http.schemas.tournaments import TournamentForm
from fedreg_core.domain.entities import Member


class PartialBody(Body, kw_only=True):
    """A partial change: fields that are not sent stay as they are."""


def partial_of(create: type[msgspec.Struct], name: str, *, also: tuple[str, ...] = ()) -> Any:
    """The update body of ``create``: each of its fields optional and ``UNSET`` unless sent,
    then the ``also`` flags (``bool``)."""
    fields: list[tuple[str, Any, Any]] = [
        (field.name, field.type | UnsetType, msgspec.field(default=UNSET, name=field.encode_name))
        for field in msgspec.structs.fields(create)
    ]
    fields += [(flag, bool | UnsetType, UNSET) for flag in also]
    return msgspec.defstruct(name, fields, bases=(PartialBody,), kw_only=True, module=__name__)


MemberUpdate = plain_fields.update_body(
    partial_of(MemberCreateFields, "MemberUpdateFields"), Member, "MemberUpdate"
)
CoachUpdate = partial_of(CoachCreate, "CoachUpdate")
RefereeUpdate = partial_of(RefereeCreate, "RefereeUpdate")
OfficialUpdate = partial_of(OfficialCreate, "OfficialUpdate")
CategoryUpdate = partial_of(CategoryForm, "CategoryUpdate")
DisciplineUpdate = partial_of(DisciplineForm, "DisciplineUpdate")
TournamentUpdate = partial_of(TournamentForm, "TournamentUpdate", also=("is_archived",))
ClubUpdate = partial_of(ClubIn, "ClubUpdate", also=("is_blocked",))
ClubDeductionUpdate = partial_of(ClubDeductionCreate, "ClubDeductionUpdate")


class SettingsUpdate(PartialBody, kw_only=True):
    title: Text | UnsetType = UNSET
    description: LongText | UnsetType = UNSET
    disable_edit: bool | UnsetType = UNSET
    disable_create: bool | UnsetType = UNSET
    show_disciplines: bool | UnsetType = UNSET
    clubs_may_set_no_pay: bool | UnsetType = UNSET
    retention_years: int | UnsetType = UNSET
    admins_need_second_factor: bool | UnsetType = UNSET
    parental_consent_required: bool | UnsetType = UNSET

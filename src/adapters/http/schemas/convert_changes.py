"""Update bodies into the core's typed changes: a field not sent (``UNSET``) is ``KEEP``."""

from collections.abc import Callable
from typing import TypeVar

from msgspec import UnsetType

from adapters.http.schemas.administration import UserStatusIn
from adapters.http.schemas.limits import hectograms, licence
from adapters.http.schemas.plain_fields import plain_values
from adapters.http.schemas.updates import (
    ClubDeductionUpdate,
    ClubUpdate,
    CoachUpdate,
    MemberUpdateFields,
    OfficialUpdate,
    RefereeUpdate,
    SettingsUpdate,
)
from fedreg_core.domain.changes import KEEP, Keep
from fedreg_core.domain.club_changes import ClubChanges, SettingsChanges
from fedreg_core.domain.entities import Member
from fedreg_core.domain.people_changes import (
    CoachChanges,
    MemberChanges,
    OfficialChanges,
    RefereeChanges,
)
from fedreg_core.domain.tournament_changes import ClubDeductionChanges
from fedreg_core.services.users import StatusChange

T = TypeVar("T")
R = TypeVar("R")


def sent(value: T | UnsetType) -> T | Keep:
    """The value a client sent, or ``KEEP`` for a field it left out."""
    return KEEP if isinstance(value, UnsetType) else value


def sent_as(convert: Callable[[T], R], value: T | UnsetType) -> R | Keep:
    """``sent``, converted to the core's form (kilograms to hectograms, say)."""
    return KEEP if isinstance(value, UnsetType) else convert(value)


def member_changes(body: MemberUpdateFields) -> MemberChanges:
    return MemberChanges(
        club_id=sent(body.club_id),
        first_name=sent(body.first_name),
        last_name=sent(body.last_name),
        born=sent(body.born),
        is_male=sent(body.is_male),
        belt=sent(body.belt),
        no_pay=sent(body.no_pay),
        always_pays=sent(body.always_pays),
        weight_hg=sent_as(hectograms, body.weight),
        medical_valid_until=sent(body.medical_valid_until),
        licence_number=sent_as(licence, body.licence_number),
        plain=plain_values(body, Member),
    )


def coach_changes(body: CoachUpdate) -> CoachChanges:
    return CoachChanges(
        club_id=sent(body.club_id),
        first_name=sent(body.first_name),
        last_name=sent(body.last_name),
        no_certificate_wff=sent(body.no_certificate_wff),
        no_fudokan_passport=sent(body.no_fudokan_passport),
    )


def referee_changes(body: RefereeUpdate) -> RefereeChanges:
    return RefereeChanges(
        club_id=sent(body.club_id),
        first_name=sent(body.first_name),
        last_name=sent(body.last_name),
        dan=sent(body.dan),
        rang=sent(body.rang),
        rang_other=sent(body.rang_other),
        no_certificate_wff=sent(body.no_certificate_wff),
        no_referee_certificate_wff=sent(body.no_referee_certificate_wff),
        no_fudokan_passport=sent(body.no_fudokan_passport),
    )


def official_changes(body: OfficialUpdate) -> OfficialChanges:
    return OfficialChanges(
        club_id=sent(body.club_id),
        first_name=sent(body.first_name),
        last_name=sent(body.last_name),
        funct=sent(body.funct),
    )


def club_changes(body: ClubUpdate) -> ClubChanges:
    return ClubChanges(
        name=sent(body.name),
        short_name=sent(body.short_name),
        city=sent(body.city),
        address=sent(body.address),
        email=sent(body.email),
        contact=sent(body.contact),
        mobile=sent(body.mobile),
        website=sent(body.website),
        is_blocked=sent(body.is_blocked),
    )


def settings_changes(body: SettingsUpdate) -> SettingsChanges:
    return SettingsChanges(
        title=sent(body.title),
        description=sent(body.description),
        disable_edit=sent(body.disable_edit),
        disable_create=sent(body.disable_create),
        show_disciplines=sent(body.show_disciplines),
        clubs_may_set_no_pay=sent(body.clubs_may_set_no_pay),
    )


def deduction_changes(body: ClubDeductionUpdate) -> ClubDeductionChanges:
    return ClubDeductionChanges(
        club_id=sent(body.club_id),
        tournament_id=sent(body.tournament_id),
        deduction=sent(body.deduction),
    )


def _or_none(value: T | UnsetType) -> T | None:
    return None if isinstance(value, UnsetType) else value


def status_change(body: UserStatusIn) -> StatusChange:
    """The users list's action: a flag not sent is ``None`` (left as it is)."""
    return StatusChange(is_admin=_or_none(body.is_admin), is_blocked=_or_none(body.is_blocked))

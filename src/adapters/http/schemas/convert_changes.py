"""Update bodies into the core's typed changes: a field not sent (``UNSET``) is ``KEEP``."""

from typing import TypeVar

from msgspec import UnsetType

from adapters.http.schemas.updates import CoachUpdate, MemberUpdate, OfficialUpdate, RefereeUpdate
from fedreg_core.domain.changes import KEEP, Keep
from fedreg_core.domain.people_changes import (
    CoachChanges,
    MemberChanges,
    OfficialChanges,
    RefereeChanges,
)

T = TypeVar("T")


def sent(value: T | UnsetType) -> T | Keep:
    """The value a client sent, or ``KEEP`` for a field it left out."""
    return KEEP if isinstance(value, UnsetType) else value


def member_changes(body: MemberUpdate) -> MemberChanges:
    return MemberChanges(
        club_id=sent(body.club_id),
        first_name=sent(body.first_name),
        last_name=sent(body.last_name),
        born=sent(body.born),
        is_male=sent(body.is_male),
        belt=sent(body.belt),
        no_pay=sent(body.no_pay),
        always_pays=sent(body.always_pays),
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

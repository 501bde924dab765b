"""Conversions between account shapes and core entities."""

from msgspec import UNSET

from adapters.http.file_links import FileLinks
from adapters.http.schemas.accounts import (
    ClubIn,
    ClubOut,
    CoachIn,
    NotificationsIn,
    NotificationsOut,
    OfficialIn,
    ProfileIn,
    RefereeIn,
    RegisterIn,
    UserOut,
    UserSettingsOut,
)
from adapters.http.schemas.conversion.convert_changes import sent
from fedreg_core.domain.entities import Club, Coach, Official, Referee
from fedreg_core.ports.site import Account
from fedreg_core.services.accounts import Registration
from fedreg_core.services.profile import ProfileChanges

UNSAVED_CLUB = 0  # people of a club that is created in the same call


def club_from(data: ClubIn) -> Club:
    return Club(
        name=data.name,
        short_name=data.short_name,
        city=data.city,
        address=data.address,
        email=data.email,
        contact=data.contact,
        mobile=data.mobile,
        website=data.website,
    )


def coach_from(data: CoachIn) -> Coach:
    return Coach(
        UNSAVED_CLUB,
        data.first_name,
        data.last_name,
        no_certificate_wff=data.no_certificate_wff,
        no_fudokan_passport=data.no_fudokan_passport,
    )


def referee_from(data: RefereeIn) -> Referee:
    return Referee(
        UNSAVED_CLUB,
        data.first_name,
        data.last_name,
        dan=data.dan,
        rang=data.rang,
        rang_other=data.rang_other,
        no_certificate_wff=data.no_certificate_wff,
        no_referee_certificate_wff=data.no_referee_certificate_wff,
        no_fudokan_passport=data.no_fudokan_passport,
    )


def official_from(data: OfficialIn) -> Official:
    return Official(UNSAVED_CLUB, data.first_name, data.last_name, data.funct)


def registration_from(data: RegisterIn) -> Registration:
    return Registration(
        name=data.name,
        email=data.email,
        password=data.password,
        club=club_from(data.club),
        coaches=[coach_from(item) for item in data.coaches],
        referees=[referee_from(item) for item in data.referees],
        officials=[official_from(item) for item in data.officials],
    )


def club_out(club: Club) -> ClubOut:
    assert club.id is not None
    return ClubOut(
        id=club.id,
        name=club.name,
        short_name=club.short_name,
        city=club.city,
        address=club.address,
        email=club.email,
        website=club.website,
        contact=club.contact,
        mobile=club.mobile,
        logo=club.logo,
        is_blocked=club.is_blocked,
        is_deleted=club.is_deleted,
    )


def user_out(account: Account, links: FileLinks) -> UserOut:
    """The user for themselves; their photo, if any, as a signed link."""
    user = account.user
    assert user.id is not None
    return UserOut(
        id=user.id,
        name=user.name,
        email=user.email,
        avatar=links.link(user.avatar),
        is_admin=user.is_admin,
        is_blocked=user.is_blocked,
        club=club_out(account.club) if account.club is not None else None,
        settings=UserSettingsOut(),
        language=user.language,
        notifications=NotificationsOut(
            applications_open=user.mail_applications_open,
            entry_confirmation=user.mail_entry_confirmation,
            deadline_reminder=user.mail_deadline_reminder,
        ),
    )


def profile_changes(data: ProfileIn) -> ProfileChanges:
    notifications = data.notifications if data.notifications is not UNSET else NotificationsIn()
    assert isinstance(notifications, NotificationsIn)
    return ProfileChanges(
        name=sent(data.name),
        email=sent(data.email),
        language=sent(data.language),
        mail_applications_open=sent(notifications.applications_open),
        mail_entry_confirmation=sent(notifications.entry_confirmation),
        mail_deadline_reminder=sent(notifications.deadline_reminder),
    )

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
    SignedInOut,
    UserOut,
    UserSettingsOut,
)
from adapters.http.schemas.conversion.convert_changes import sent
from adapters.http.schemas.conversion.from_core import answer_from
from adapters.http.schemas.conversion.into_core import made_from, values_of
from fedreg_core.domain.entities import Club, Coach, Official, Referee
from fedreg_core.ports.site import Account
from fedreg_core.services.accounts import Registration, SignedIn
from fedreg_core.services.profile import ProfileChanges

UNSAVED_CLUB = 0  # people of a club that is created in the same call


def club_from(data: ClubIn) -> Club:
    return made_from(Club, data)


def coach_from(data: CoachIn) -> Coach:
    return Coach(club_id=UNSAVED_CLUB, **values_of(data))


def referee_from(data: RefereeIn) -> Referee:
    return Referee(club_id=UNSAVED_CLUB, **values_of(data))


def official_from(data: OfficialIn) -> Official:
    return Official(club_id=UNSAVED_CLUB, **values_of(data))


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
    return answer_from(ClubOut, club)


def user_out(account: Account, links: FileLinks) -> UserOut:
    """The user for themselves; their photo, if any, as a signed link."""
    user = account.user
    return answer_from(
        UserOut,
        user,
        avatar=links.link(user.avatar),
        club=club_out(account.club) if account.club is not None else None,
        settings=UserSettingsOut(),
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


def signed_in_out(signed_in: SignedIn, links: FileLinks) -> SignedInOut:
    """The user and their token (and whether it is good only to switch a second factor on)."""
    user = user_out(signed_in.account, links)
    return SignedInOut(user=user, token=signed_in.token, enrolment_only=signed_in.enrolment_only)

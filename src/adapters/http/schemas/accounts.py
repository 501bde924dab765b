"""Request and answer shapes of the auth and profile calls (docs/product.md, API)."""

from typing import Annotated

import msgspec
from msgspec import UNSET, UnsetType

from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.rules import DAN_MAX, DAN_MIN, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH
from fedreg_core.messages import LANGUAGES

NO_NUL = r"^[^\x00]*$"  # databases and bcrypt refuse NUL characters: a 400, never a 500
Text = Annotated[str, msgspec.Meta(max_length=200, pattern=NO_NUL)]
LongText = Annotated[str, msgspec.Meta(max_length=2000, pattern=NO_NUL)]
Password = Annotated[str, msgspec.Meta(max_length=200, pattern=NO_NUL)]
# Documented only (OpenAPI ``extra``): the core checks these, with messages of its own.
NewPassword = Annotated[
    str,
    msgspec.Meta(
        pattern=NO_NUL,
        description=f"At least {PASSWORD_MIN_LENGTH} characters, at most {PASSWORD_MAX_BYTES}"
        " bytes in UTF-8.",
        extra_json_schema={"extra": {"min_length": PASSWORD_MIN_LENGTH}},
    ),
]
Dan = Annotated[
    int, msgspec.Meta(extra_json_schema={"extra": {"minimum": DAN_MIN, "maximum": DAN_MAX}})
]


class Body(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """A request body: camelCase names, unknown fields refused."""


class LoginIn(Body):
    email: Text
    password: Password


class AccountIn(Body):
    name: Text
    email: Text
    password: NewPassword


class ClubIn(Body):
    name: Text
    short_name: Text
    city: Text
    address: Text
    email: Text
    contact: Text
    mobile: Text
    website: Text = ""


class CoachIn(Body):
    first_name: Text
    last_name: Text
    no_certificate_wff: Text = ""
    no_fudokan_passport: Text = ""


class RefereeIn(Body):
    first_name: Text
    last_name: Text
    dan: Dan
    rang: RefereeRang
    rang_other: Text = ""
    no_certificate_wff: Text = ""
    no_referee_certificate_wff: Text = ""
    no_fudokan_passport: Text = ""


class OfficialIn(Body):
    first_name: Text
    last_name: Text
    funct: Text


class RegisterIn(AccountIn):
    club: ClubIn
    coaches: Annotated[list[CoachIn], msgspec.Meta(max_length=100)] = []
    referees: Annotated[list[RefereeIn], msgspec.Meta(max_length=100)] = []
    officials: Annotated[list[OfficialIn], msgspec.Meta(max_length=100)] = []


Language = Annotated[
    str,
    msgspec.Meta(
        max_length=8,
        pattern=NO_NUL,
        description="The UI language (and of the mails sent to the user).",
        extra_json_schema={"extra": {"enum": list(LANGUAGES)}},
    ),
]


class NotificationsIn(Body):
    """Which notices the user gets by mail; a field not sent keeps its value."""

    applications_open: bool | UnsetType = UNSET
    entry_confirmation: bool | UnsetType = UNSET
    deadline_reminder: bool | UnsetType = UNSET


class ProfileIn(Body):
    """A partial change: a field not sent keeps its value."""

    name: Text | UnsetType = UNSET
    email: Text | UnsetType = UNSET
    language: Language | UnsetType = UNSET
    notifications: NotificationsIn | UnsetType = UNSET


class ChangePasswordIn(Body):
    current_password: Password
    new_password: NewPassword


class ResetRequestIn(Body):
    email: Text


class ResetPasswordIn(Body):
    token: Text
    password: NewPassword


class ClubOut(msgspec.Struct, rename="camel"):
    id: int
    name: str
    short_name: str
    city: str
    address: str
    email: str
    website: str
    contact: str
    mobile: str
    logo: str | None
    is_blocked: bool
    is_deleted: bool


class UserSettingsOut(msgspec.Struct):
    currency: str = "RSD"


class NotificationsOut(msgspec.Struct, rename="camel"):
    applications_open: bool
    entry_confirmation: bool
    deadline_reminder: bool


class UserOut(msgspec.Struct, rename="camel"):
    id: int
    name: str
    email: str
    avatar: str | None
    is_admin: bool
    is_blocked: bool
    club: ClubOut | None
    settings: UserSettingsOut
    language: str | None
    """The UI language the user chose; ``null``: never chosen (the site's default)."""
    notifications: NotificationsOut


class SignedInOut(msgspec.Struct, rename="camel"):
    user: UserOut
    token: str
    enrolment_only: bool = False
    """The token is good only to switch a second factor on (admins must have one)."""


class RegisteredOut(msgspec.Struct):
    user: UserOut
    club: ClubOut

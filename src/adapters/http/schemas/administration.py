"""Shapes of the club edit form, the users list and its actions, and the general settings."""

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.schemas.accounts import Body, NewPassword


class ClubRefOut(msgspec.Struct):
    id: int
    name: str


class UserSummaryOut(msgspec.Struct, rename="camel", omit_defaults=True, kw_only=True):
    """A user in the users list; e-mail and flags only for admins (docs/product.md, Permissions)."""

    id: int
    name: str
    club: ClubRefOut | None
    is_admin: bool | UnsetType = UNSET
    is_blocked: bool | UnsetType = UNSET
    email: str | UnsetType = UNSET


class UserPasswordIn(Body):
    password: NewPassword


class UserStatusIn(Body):
    is_admin: bool | UnsetType = UNSET
    is_blocked: bool | UnsetType = UNSET


class SiteSettingsOut(msgspec.Struct, rename="camel"):
    id: int
    title: str
    description: str
    logo: str | None
    disable_edit: bool
    disable_create: bool
    show_disciplines: bool
    clubs_may_set_no_pay: bool
    retention_years: int
    admins_need_second_factor: bool
    parental_consent_required: bool

"""The changes a club's users (and admins) may make to a club, and admins to the settings."""

from dataclasses import dataclass

from fedreg_core.domain.changes import KEEP, Changes, Keep
from fedreg_core.domain.entities import Club, Settings


@dataclass(frozen=True, kw_only=True)
class ClubChanges(Changes[Club]):
    name: str | Keep = KEEP
    short_name: str | Keep = KEEP
    city: str | Keep = KEEP
    address: str | Keep = KEEP
    email: str | Keep = KEEP
    contact: str | Keep = KEEP
    mobile: str | Keep = KEEP
    website: str | Keep = KEEP
    is_blocked: bool | Keep = KEEP


@dataclass(frozen=True, kw_only=True)
class SettingsChanges(Changes[Settings]):
    title: str | Keep = KEEP
    description: str | Keep = KEEP
    disable_edit: bool | Keep = KEEP
    disable_create: bool | Keep = KEEP
    show_disciplines: bool | Keep = KEEP
    clubs_may_set_no_pay: bool | Keep = KEEP
    retention_years: int | Keep = KEEP
    admins_need_second_factor: bool | Keep = KEEP
    parental_consent_required: bool | Keep = KEEP

"""The start-up data of the webapp (``GET /api/data``)."""

from datetime import datetime
from typing import Annotated

import msgspec

from fedreg_core.domain.enums import Variant


class SettingsOut(msgspec.Struct, rename="camel", omit_defaults=True):
    """Site settings; signed out, only title, description and logo are sent."""

    title: str
    description: str
    logo: str | None
    id: int | msgspec.UnsetType = msgspec.UNSET
    disable_edit: bool | msgspec.UnsetType = msgspec.UNSET
    disable_create: bool | msgspec.UnsetType = msgspec.UNSET
    show_disciplines: bool | msgspec.UnsetType = msgspec.UNSET
    clubs_may_set_no_pay: bool | msgspec.UnsetType = msgspec.UNSET
    admins_need_second_factor: bool | msgspec.UnsetType = msgspec.UNSET


class TournamentSummaryOut(msgspec.Struct, rename="camel"):
    id: int
    name: str
    is_active: bool
    registration_open: bool
    registration_by_clock: bool
    is_archived: bool
    start_date: datetime
    end_date: datetime | None


class FeaturesOut(msgspec.Struct, rename="camel"):
    registration_fee: bool = True


OPEN_TOURNAMENTS = (
    "Every tournament taking applications now, by start date (signed in; the menu lists them"
    " when there is more than one)"
)


TIME_ZONE = (
    "The federation's time zone (an IANA name such as Europe/Belgrade): every date and time the API"
    " gives and takes, without an offset, is its wall clock"
)


class AppDataOut(msgspec.Struct, rename="camel"):
    settings: SettingsOut
    active_tournament: TournamentSummaryOut | None
    variant: Variant
    features: FeaturesOut
    time_zone: Annotated[str, msgspec.Meta(description=TIME_ZONE)]
    open_tournaments: Annotated[
        list[TournamentSummaryOut], msgspec.Meta(description=OPEN_TOURNAMENTS)
    ] = msgspec.field(default_factory=list)

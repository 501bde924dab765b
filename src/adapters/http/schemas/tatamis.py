"""Shapes of the tatamis of a tournament: the plan as the admin sets it and as it is read,
with each tatami's running order."""

from datetime import datetime, time
from typing import Annotated

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.draws import GroupKey
from fedreg_core.draws.tatamis import DAY_START, TATAMIS_MAX
from fedreg_core.services.club_day import CompetitorDay
from fedreg_core.services.tatamis import TatamiIn, TatamiPlan

GROUPS_MAX = 1024
OFFICIALS_MAX = 16
DISCIPLINES_MAX = 1024
HourMinute = Annotated[str, msgspec.Meta(pattern=r"^([01]\d|2[0-3]):[0-5]\d$")]


def _hour_minute(at: time) -> str:
    return at.strftime("%H:%M")


class TatamiSetIn(Body, kw_only=True):
    """A tatami: its number, its table officials (user ids), the groups it fights
    (``groupKey``s) in the order they are fought, and when it starts (``09:00``)."""

    number: Annotated[int, msgspec.Meta(ge=1, le=TATAMIS_MAX)]
    official_ids: Annotated[list[BodyId], msgspec.Meta(max_length=OFFICIALS_MAX)] = msgspec.field(
        default_factory=list
    )
    group_keys: Annotated[list[GroupKey], msgspec.Meta(max_length=GROUPS_MAX)] = msgspec.field(
        default_factory=list
    )
    starts_at: HourMinute = _hour_minute(DAY_START)


class BoutMinutesIn(Body, kw_only=True):
    """The minutes a bout of a discipline takes on the tatami, change-over included."""

    discipline_id: BodyId
    minutes: Annotated[int, msgspec.Meta(ge=0, le=1000)]


class TatamisIn(Body, kw_only=True):
    """Every tatami of the tournament, and the bouts' minutes by discipline (a discipline
    left out takes the default), replacing the ones set before."""

    tatamis: Annotated[list[TatamiSetIn], msgspec.Meta(max_length=TATAMIS_MAX)]
    bout_minutes: Annotated[list[BoutMinutesIn], msgspec.Meta(max_length=DISCIPLINES_MAX)] = (
        msgspec.field(default_factory=list)
    )

    def wanted(self) -> list[TatamiIn]:
        return [
            TatamiIn(
                t.number,
                tuple(t.official_ids),
                tuple(t.group_keys),
                time.fromisoformat(t.starts_at),
            )
            for t in self.tatamis
        ]

    def minutes(self) -> dict[int, int]:
        return {b.discipline_id: b.minutes for b in self.bout_minutes}


class UserRefOut(msgspec.Struct):
    id: int
    name: str


class SlotOut(msgspec.Struct, rename="camel", kw_only=True):
    """A group in a tatami's running order: its bouts to fight and its estimated start."""

    group_key: str
    bouts: int
    starts_at: datetime


class TatamiOut(msgspec.Struct, rename="camel", kw_only=True):
    """A tatami with its running order; ``yours``: the reader is one of its table officials."""

    number: int
    starts_at: str
    officials: list[UserRefOut]
    groups: list[SlotOut]
    yours: bool


class BoutMinutesOut(msgspec.Struct, rename="camel"):
    discipline_id: int
    minutes: int


class TatamisOut(msgspec.Struct, rename="camel", kw_only=True):
    """The tatamis by number, a bout's minutes for each discipline with a drawn group;
    ``mayChange``: the reader may set them."""

    tatamis: list[TatamiOut]
    bout_minutes: list[BoutMinutesOut]
    may_change: bool


def tatamis_out(plan: TatamiPlan) -> TatamisOut:
    return TatamisOut(
        tatamis=[
            TatamiOut(
                number=t.number,
                starts_at=_hour_minute(t.starts_at),
                officials=[UserRefOut(o.id, o.name) for o in t.officials],
                groups=[
                    SlotOut(group_key=s.group_name, bouts=s.bouts, starts_at=s.starts_at)
                    for s in t.slots
                ],
                yours=t.yours,
            )
            for t in plan.tatamis
        ],
        bout_minutes=[BoutMinutesOut(d, m) for d, m in sorted(plan.bout_minutes.items())],
        may_change=plan.may_change,
    )


class NextBoutOut(msgspec.Struct, rename="camel", kw_only=True):
    """The bout to fight next; ``opponent`` ``null`` while not known yet."""

    round: int
    index: int
    opponent: str | None


class CompetitorDayOut(msgspec.Struct, rename="camel", kw_only=True):
    """A club's competitor on the day: its group, tatami and the group's estimated start
    (``null`` while on no tatami), its next bout, or its place once the group is decided."""

    registration_id: int
    name: str
    group_key: str
    tatami: int | None
    group_starts_at: datetime | None
    next_bout: NextBoutOut | None
    place: int | None


def competitor_day_out(day: CompetitorDay) -> CompetitorDayOut:
    bout = day.next_bout
    return CompetitorDayOut(
        registration_id=day.registration_id,
        name=day.name,
        group_key=day.group_name,
        tatami=day.tatami,
        group_starts_at=day.group_starts_at,
        next_bout=NextBoutOut(round=bout.round, index=bout.index, opponent=bout.opponent)
        if bout
        else None,
        place=day.place,
    )

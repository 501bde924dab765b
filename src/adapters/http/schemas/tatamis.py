"""Shapes of the tatamis of a tournament: the plan as the admin sets it and as it is read."""

from typing import Annotated

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.draws import GroupKey
from fedreg_core.draws.tatamis import TATAMIS_MAX
from fedreg_core.services.tatamis import TatamiIn, TatamiPlan

GROUPS_MAX = 1024
OFFICIALS_MAX = 16


class TatamiSetIn(Body, kw_only=True):
    """A tatami: its number, its table officials (user ids) and the groups it fights
    (``groupKey``s) in the order they are fought."""

    number: Annotated[int, msgspec.Meta(ge=1, le=TATAMIS_MAX)]
    official_ids: Annotated[list[BodyId], msgspec.Meta(max_length=OFFICIALS_MAX)] = msgspec.field(
        default_factory=list
    )
    group_keys: Annotated[list[GroupKey], msgspec.Meta(max_length=GROUPS_MAX)] = msgspec.field(
        default_factory=list
    )


class TatamisIn(Body):
    """Every tatami of the tournament, replacing the ones set before."""

    tatamis: Annotated[list[TatamiSetIn], msgspec.Meta(max_length=TATAMIS_MAX)]

    def wanted(self) -> list[TatamiIn]:
        return [
            TatamiIn(t.number, tuple(t.official_ids), tuple(t.group_keys)) for t in self.tatamis
        ]


class UserRefOut(msgspec.Struct):
    id: int
    name: str


class TatamiOut(msgspec.Struct, rename="camel", kw_only=True):
    """A tatami; ``yours``: the reader is one of its table officials."""

    number: int
    officials: list[UserRefOut]
    group_keys: list[str]
    yours: bool


class TatamisOut(msgspec.Struct, rename="camel", kw_only=True):
    """The tatamis by number; ``mayChange``: the reader may set them."""

    tatamis: list[TatamiOut]
    may_change: bool


def tatamis_out(plan: TatamiPlan) -> TatamisOut:
    return TatamisOut(
        tatamis=[
            TatamiOut(
                number=t.number,
                officials=[UserRefOut(o.id, o.name) for o in t.officials],
                group_keys=list(t.group_names),
                yours=t.yours,
            )
            for t in plan.tatamis
        ],
        may_change=plan.may_change,
    )

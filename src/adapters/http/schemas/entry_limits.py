"""Shapes of a tournament's entry caps, club quotas and waiting list. The limits' rules
(not below zero, not below the entries in) are the core's: a number decodes as given."""

from typing import Annotated

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body
from fedreg_core.domain.entry_limits import EntryKind, EntryLimits
from fedreg_core.services.waiting_list import NamedPlaces, WaitingPlace

GROUPS_MAX = 4096
LIMIT_MAX = 1_000_000
Limit = Annotated[int, msgspec.Meta(le=LIMIT_MAX)]


class GroupLimitIn(Body, kw_only=True):
    """A category and discipline's cap on its entries and each club's quota (null: none)."""

    category_id: BodyId
    discipline_id: BodyId
    cap: Limit | None = None
    quota: Limit | None = None


class EntryLimitsIn(Body, kw_only=True):
    """Every limit of the tournament, replacing the ones set before; ``totalCap``: the cap
    on all its entries (null: none)."""

    total_cap: Limit | None = None
    groups: Annotated[list[GroupLimitIn], msgspec.Meta(max_length=GROUPS_MAX)] = msgspec.field(
        default_factory=list
    )

    def limits(self) -> EntryLimits:
        caps = {(g.category_id, g.discipline_id): g.cap for g in self.groups if g.cap is not None}
        quotas = {
            (g.category_id, g.discipline_id): g.quota for g in self.groups if g.quota is not None
        }
        return EntryLimits(self.total_cap, caps, quotas)


class PlacesOut(msgspec.Struct, rename="camel", kw_only=True):
    """A limited category and discipline (both null: the tournament's total): its cap and
    club quota, entries in place and waiting; ``left``: places free (null: no cap);
    ``nextInLine``: the place on the waiting list a new entry takes when it is full."""

    category_id: int | None
    discipline_id: int | None
    category_name: str
    discipline_name: str
    cap: int | None
    quota: int | None
    entered: int
    waiting: int
    left: int | None
    next_in_line: int | None


def places_out(named: NamedPlaces) -> PlacesOut:
    found = named.places
    category_id, discipline_id = found.group if found.group is not None else (None, None)
    return PlacesOut(
        category_id=category_id, discipline_id=discipline_id, category_name=named.category,
        discipline_name=named.discipline, cap=found.cap, quota=found.quota,
        entered=found.entered, waiting=found.waiting, left=found.left,
        next_in_line=found.next_in_line,
    )  # fmt: skip


class WaitingOut(msgspec.Struct, rename="camel", kw_only=True):
    """An entry on the waiting list: ``kind`` and ``entry_id`` name it (the ids of the two
    kinds collide); ``registration_id``: the competitor's registration or the team;
    ``member_name``: the competitor, or the team's members; ``position`` is its place in its
    group's line."""

    kind: EntryKind
    entry_id: int
    registration_id: int
    member_name: str
    club_id: int
    club_name: str
    category_id: int
    discipline_id: int
    category_name: str
    discipline_name: str
    position: int


def waiting_out(place: WaitingPlace) -> WaitingOut:
    row = place.row
    category_id, discipline_id = row.entry.group
    return WaitingOut(
        kind=row.entry.kind, entry_id=row.entry.entry_id, registration_id=row.registration_id,
        member_name=row.member_name, club_id=row.entry.club_id, club_name=row.club_name,
        category_id=category_id, discipline_id=discipline_id, category_name=row.category_name,
        discipline_name=row.discipline_name, position=place.position,
    )  # fmt: skip

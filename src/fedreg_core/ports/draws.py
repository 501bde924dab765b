"""What the draws ask of storage: the groups' current entries, the admin's seeds and the
draws made, in a fixed number of statements whatever the tournament's size."""

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from fedreg_core.domain.enums import DrawFormat
from fedreg_core.draws.groups import Group


@dataclass(frozen=True, slots=True)
class GroupEntry:
    """A competitor's or a team's entry in a group, as registered now. ``name``: the
    competitor's first and last name, or the team members' last names; ``number``: the
    competitor's assigned number; ``chosen_format``: the discipline's draw format."""

    group: Group
    registration_id: int
    name: str
    number: int | None
    club_id: int
    club_name: str
    chosen_format: DrawFormat | None


@dataclass(frozen=True, slots=True)
class DrawnEntrant:
    """An entrant as drawn: its line (slot) in the draw and what it was drawn as."""

    registration_id: int
    line: int
    name: str
    club_id: int | None
    club_name: str
    seed: int | None
    withdrawn: bool = False
    """Gone from the group when the admin confirmed the draw: the others win its bouts."""


@dataclass(frozen=True, slots=True)
class StoredDraw:
    """A made draw: ``lines`` slots (a bracket's size, or a round robin's group), the
    ``fingerprint`` of the entries it was made from, its entrants when asked for, and
    ``confirmed``: the fingerprint of the entries the admin kept it for after they changed."""

    group: Group
    format: DrawFormat
    seed: int
    lines: int
    fingerprint: str
    entrants: tuple[DrawnEntrant, ...] = ()
    confirmed: str | None = None

    def is_stale(self, entries_now: str) -> bool:
        """Whether the group's entries (``entries_now``, their fingerprint) are neither those
        it was drawn from nor those it was confirmed for."""
        return entries_now not in (self.fingerprint, self.confirmed)


class DrawStore(Protocol):
    async def group_entries(
        self, tournament_id: int, group: Group | None = None
    ) -> list[GroupEntry]:
        """Every entry of the tournament (or of one group) in groups: 1 or 2 statements."""
        ...

    async def entry_keys(self, tournament_id: int, group: Group) -> list[int]:
        """The registration ids of ``group``'s entries now (what its fingerprint is made of,
        without their names): 1 statement."""
        ...

    async def seeds(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, dict[int, int]]:
        """The admin's seeds (group key -> registration id -> seed 1 to 4) of the tournament,
        or of one group: 1 statement."""
        ...

    async def set_seeds(self, tournament_id: int, group: Group, seeds: Mapping[int, int]) -> None:
        """Replace a group's seeds."""
        ...

    async def draws(
        self,
        tournament_id: int,
        group: Group | None = None,
        *,
        with_entrants: bool = False,
        of_club: int | None = None,
    ) -> list[StoredDraw]:
        """The draws made (of one group when given; ``of_club``: those with an entrant of that
        club), with their entrants when asked."""
        ...

    async def replace(self, tournament_id: int, draws: Sequence[StoredDraw]) -> None:
        """Store these draws in place of the same groups' earlier ones: 4 statements."""
        ...

    async def confirm(
        self, tournament_id: int, group: Group, entries_now: str, withdrawn: Collection[int]
    ) -> None:
        """Keep the group's draw for the entries of fingerprint ``entries_now``, its entrants
        ``withdrawn`` (registration ids) marked as gone and the others not: 2 statements."""
        ...

    async def published(self, tournament_id: int) -> bool:
        """Whether clubs may read the tournament's draws."""
        ...

    async def publish(self, tournament_id: int, published: bool) -> None:
        """Let clubs read the draws, or stop them."""
        ...

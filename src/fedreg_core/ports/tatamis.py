"""What tatamis ask of storage: a tournament's plan read and replaced whole, and the table
officials of the tatami a group is on."""

from typing import Protocol

from fedreg_core.draws.tatamis import DayPlan


class TatamiStore(Protocol):
    async def plan(self, tournament_id: int) -> DayPlan:
        """The tournament's tatamis by number, each with its officials and groups in order,
        and its bouts' minutes by discipline: a fixed number of statements."""
        ...

    async def replace_plan(self, tournament_id: int, plan: DayPlan) -> None:
        """Forget the tournament's tatamis and bout minutes and keep ``plan`` instead."""
        ...

    async def drawn_counts(self, tournament_id: int) -> dict[str, int]:
        """How many entrants each drawn group has, by group key: 1 statement."""
        ...

    async def officials_of(self, tournament_id: int, group_key: str) -> frozenset[int]:
        """The user ids of the table officials of the tatami fighting the group (none when
        the group is on no tatami): 1 statement."""
        ...

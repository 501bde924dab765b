"""Group names each worker remembers: ``GroupIds`` that keeps the name of every group it
names, so a request naming a group finds it without reading the tournament's groups and
computing each one's name (400 HMACs and a read of every draw at 400 groups: most of a
result's cost, docs/performance.md).

Nothing here goes stale: a name is a function of the server's secret, the tournament and the
group, so a remembered name stays true; whether the group has a draw is still read each
time. At most ``limit`` names are kept; past it the memory starts afresh."""

from fedreg_core.draws.group_ids import GroupIds
from fedreg_core.draws.groups import Group

LIMIT = 200_000


class RememberedGroupIds(GroupIds):
    def __init__(self, secret: bytes, limit: int = LIMIT) -> None:
        super().__init__(secret)
        self._limit = limit
        self._groups: dict[tuple[int, str], Group] = {}

    def of(self, tournament_id: int, group: Group) -> str:
        name = super().of(tournament_id, group)
        if len(self._groups) >= self._limit:
            self._groups.clear()
        self._groups[tournament_id, name] = group
        return name

    def recall(self, tournament_id: int, name: str) -> Group | None:
        return self._groups.get((tournament_id, name))

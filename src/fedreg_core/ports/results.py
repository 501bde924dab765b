"""What results on the day ask of storage: each drawn group's recorded bout results, read in
one statement, and written bout by bout with its version checked by the write itself."""

from collections.abc import Collection
from typing import Protocol

from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import BoutKey, RecordedResult

GroupResults = dict[BoutKey, RecordedResult]


class ResultStore(Protocol):
    async def results(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, GroupResults]:
        """The recorded results by group key, of the tournament or of one group: 1 statement."""
        ...

    async def put(
        self, tournament_id: int, group: Group, bout: BoutKey, result: RecordedResult
    ) -> bool:
        """Store ``result`` (its ``version`` one more than the stored one's, 1 for a first
        result) unless the bout's stored version is not ``result.version - 1`` any more:
        ``False`` then, and nothing written (another table was first)."""
        ...

    async def remove(self, tournament_id: int, group: Group, bouts: Collection[BoutKey]) -> None:
        """Forget the results of ``bouts`` (reset, or cleared by an admin)."""
        ...

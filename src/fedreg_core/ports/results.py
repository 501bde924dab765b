"""What results on the day ask of storage: each drawn group's recorded bout results (or kata
scores), read in one statement, and written one by one with its version checked by the write
itself."""

from collections.abc import Collection
from typing import Protocol

from fedreg_core.draws.groups import Group
from fedreg_core.draws.kata_day import KataRecord, Performance
from fedreg_core.draws.played import BoutKey, RecordedResult

GroupResults = dict[BoutKey, RecordedResult]


class Stamped(Protocol):
    async def stamps(self, tournament_id: int) -> dict[str, str]:
        """A stamp per group with anything recorded (by group key), that changes with every
        write to the group's records: 1 statement."""
        ...


class ResultStore(Stamped, Protocol):
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


GroupScores = dict[Performance, KataRecord]


class KataScoreStore(Stamped, Protocol):
    """Kata by points: each performance's recorded score, kept by (round, competitor)."""

    async def scores(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, GroupScores]:
        """The recorded performances by group key, of the tournament or of one group: 1
        statement."""
        ...

    async def put(
        self, tournament_id: int, group: Group, performance: Performance, record: KataRecord
    ) -> bool:
        """Store ``record`` unless the performance's stored version is not
        ``record.version - 1`` any more: ``False`` then, and nothing written."""
        ...

    async def remove(
        self, tournament_id: int, group: Group, performances: Collection[Performance]
    ) -> None:
        """Forget ``performances`` (reset by a correction, or cleared by an admin)."""
        ...

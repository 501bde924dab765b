"""The result store on SQL: a tournament's recorded bout results in one statement, and each
write conditioned on the bout's version, so that of two tables recording the same bout at
once only the first is stored (the other's insert meets the key, its update no row)."""

from collections import defaultdict
from collections.abc import Collection
from typing import Any

from sqlalchemy import and_, delete, insert, select, tuple_, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import BoutResultRow
from fedreg_core.draws.groups import Group
from fedreg_core.draws.played import BoutKey, RecordedResult
from fedreg_core.ports.results import GroupResults

B = BoutResultRow


def _of(tournament_id: int, group: Group, bout: BoutKey) -> Any:
    return and_(
        B.tournament_id == tournament_id,
        B.group_key == group.key,
        B.round == bout[0],
        B.bout_index == bout[1],
    )


class SqlResultStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def results(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, GroupResults]:
        query = select(
            B.group_key, B.round, B.bout_index, B.winner_id, B.ending, B.red_points,
            B.blue_points, B.version,
        ).where(B.tournament_id == tournament_id)  # fmt: skip
        if group is not None:
            query = query.where(B.group_key == group.key)
        found: dict[str, GroupResults] = defaultdict(dict)
        for row in await self.session.execute(query):
            found[row.group_key][(row.round, row.bout_index)] = RecordedResult(
                row.winner_id, row.ending, row.red_points, row.blue_points, row.version
            )
        return dict(found)

    async def put(
        self, tournament_id: int, group: Group, bout: BoutKey, result: RecordedResult
    ) -> bool:
        values = {
            "winner_id": result.winner,
            "ending": result.ending,
            "red_points": result.red_points,
            "blue_points": result.blue_points,
            "version": result.version,
        }
        if result.version > 1:
            changed = await self.session.execute(
                update(B)
                .where(_of(tournament_id, group, bout), B.version == result.version - 1)
                .values(values)
            )
            return bool(changed.rowcount)  # type: ignore[attr-defined]
        key = {"tournament_id": tournament_id, "group_key": group.key}
        row = {**key, "round": bout[0], "bout_index": bout[1], **values}
        try:
            async with self.session.begin_nested():
                await self.session.execute(insert(B).values(row))
        except IntegrityError:
            return False
        return True

    async def remove(self, tournament_id: int, group: Group, bouts: Collection[BoutKey]) -> None:
        if not bouts:
            return
        await self.session.execute(
            delete(B).where(
                B.tournament_id == tournament_id,
                B.group_key == group.key,
                tuple_(B.round, B.bout_index).in_(list(bouts)),
            )
        )

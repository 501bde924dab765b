"""The result stores on SQL: a tournament's recorded bout results (or kata scores) in one
statement, and each write conditioned on the row's version, so that of two tables recording
the same bout or performance at once only the first is stored (the other's insert meets the
key and does nothing, its update no row). The bouts' statements are built once, their values
bound (a day's most frequent write)."""

from collections import defaultdict
from collections.abc import Collection, Mapping
from typing import Any

from sqlalchemy import (
    Integer,
    String,
    bindparam,
    delete,
    func,
    insert,
    select,
    tuple_,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import BoutResultRow, KataScoreRow
from fedreg_core.draws.groups import Group
from fedreg_core.draws.kata_day import KataRecord, Performance
from fedreg_core.draws.played import BoutKey, RecordedResult
from fedreg_core.ports.results import GroupResults, GroupScores

B = BoutResultRow
K = KataScoreRow
T = BoutResultRow.metadata.tables[BoutResultRow.__tablename__]
TOURNAMENT = bindparam("tournament", type_=Integer)
THE_GROUP = bindparam("the_group", type_=String)
ROWS = select(
    B.group_key, B.round, B.bout_index, B.winner_id, B.ending, B.red_points, B.blue_points,
    B.version,
).where(B.tournament_id == TOURNAMENT)  # fmt: skip
ROWS_OF_GROUP = ROWS.where(B.group_key == THE_GROUP)
CHANGE = (
    update(T)
    .where(
        T.c.tournament_id == TOURNAMENT,
        T.c.group_key == THE_GROUP,
        T.c.round == bindparam("the_round", type_=Integer),
        T.c.bout_index == bindparam("the_index", type_=Integer),
        T.c.version == bindparam("seen", type_=Integer),
    )
    .values({
        column: bindparam(f"new_{column}")
        for column in ("winner_id", "ending", "red_points", "blue_points", "version")
    })
)  # fmt: skip
"""A changed result, written only over the version the table saw."""
FIRST = {
    "postgresql": postgresql.insert(T).on_conflict_do_nothing(),
    "sqlite": sqlite.insert(T).on_conflict_do_nothing(),
}
"""A first result, written only when the bout has none: of two at once the database keeps one
and the other changes no row."""


async def _put_versioned(
    session: AsyncSession, row: type[B | K], key: Mapping[str, Any], values: Mapping[str, Any]
) -> bool:
    """Write ``values`` (their ``version`` one more than the stored one's) to the row of
    ``key``: an update of the row still at the version before, or the insert of a first
    version; ``False`` when another write came first."""
    version = values["version"]
    if version > 1:
        where = [getattr(row, column) == value for column, value in key.items()]
        changed = await session.execute(
            update(row).where(*where, row.version == version - 1).values(dict(values))
        )
        return bool(changed.rowcount)  # type: ignore[attr-defined]
    try:
        async with session.begin_nested():
            await session.execute(insert(row).values({**key, **values}))
    except IntegrityError:
        return False
    return True


async def _remove(
    session: AsyncSession,
    tournament_id: int,
    group: Group,
    pairs: Collection[tuple[int, int]],
    second: Any,
) -> None:
    """Delete the group's rows whose (round, ``second``) is one of ``pairs``."""
    if not pairs:
        return
    row = second.class_
    await session.execute(
        delete(row).where(
            row.tournament_id == tournament_id,
            row.group_key == group.key,
            tuple_(row.round, second).in_(list(pairs)),
        )
    )


async def _stamps(
    session: AsyncSession, tournament_id: int, second: Any, value: Any
) -> dict[str, str]:
    """Per group of the tournament: how many rows, the sums of their versions, of their keys
    (round, ``second``) and of their ``value``; a write changes at least one."""
    row = second.class_
    query = (
        select(
            row.group_key,
            func.count(),
            func.sum(row.version),
            func.sum(row.round * 65_536 + second),
            func.sum(value),
        )
        .where(row.tournament_id == tournament_id)
        .group_by(row.group_key)
    )
    found = await session.execute(query)
    return {key: "/".join(map(str, sums)) for key, *sums in found}


class SqlResultStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def results(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, GroupResults]:
        params: dict[str, Any] = {"tournament": tournament_id}
        if group is not None:
            params["the_group"] = group.key
        query = ROWS if group is None else ROWS_OF_GROUP
        found: dict[str, GroupResults] = defaultdict(dict)
        for row in await self.session.execute(query, params):
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
            params = {f"new_{column}": value for column, value in values.items()}
            where = {"the_round": bout[0], "the_index": bout[1], "seen": result.version - 1}
            key = {"tournament": tournament_id, "the_group": group.key}
            changed = await self.session.execute(CHANGE, {**params, **where, **key})
            return bool(changed.rowcount)  # type: ignore[attr-defined]
        row = {"tournament_id": tournament_id, "group_key": group.key, "round": bout[0],
               "bout_index": bout[1], **values}  # fmt: skip
        dialect = self.session.get_bind().dialect.name
        written = await self.session.execute(FIRST[dialect], row)
        return bool(written.rowcount)  # type: ignore[attr-defined]

    async def remove(self, tournament_id: int, group: Group, bouts: Collection[BoutKey]) -> None:
        await _remove(self.session, tournament_id, group, bouts, B.bout_index)

    async def stamps(self, tournament_id: int) -> dict[str, str]:
        points = func.coalesce(B.red_points, 0) * 128 + func.coalesce(B.blue_points, 0)
        return await _stamps(self.session, tournament_id, B.bout_index, B.winner_id + points)


class SqlKataScoreStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def scores(
        self, tournament_id: int, group: Group | None = None
    ) -> dict[str, GroupScores]:
        query = select(
            K.group_key, K.round, K.registration_id, K.score, K.tie_break, K.version
        ).where(K.tournament_id == tournament_id)
        if group is not None:
            query = query.where(K.group_key == group.key)
        found: dict[str, GroupScores] = defaultdict(dict)
        for row in await self.session.execute(query):
            found[row.group_key][(row.round, row.registration_id)] = KataRecord(
                row.score, row.tie_break, row.version
            )
        return dict(found)

    async def put(
        self, tournament_id: int, group: Group, performance: Performance, record: KataRecord
    ) -> bool:
        key = {
            "tournament_id": tournament_id,
            "group_key": group.key,
            "round": performance[0],
            "registration_id": performance[1],
        }
        values = {"score": record.total, "tie_break": record.tie_break, "version": record.version}
        return await _put_versioned(self.session, K, key, values)

    async def remove(
        self, tournament_id: int, group: Group, performances: Collection[Performance]
    ) -> None:
        await _remove(self.session, tournament_id, group, performances, K.registration_id)

    async def stamps(self, tournament_id: int) -> dict[str, str]:
        value = K.score + func.coalesce(K.tie_break, 0)
        return await _stamps(self.session, tournament_id, K.registration_id, value)

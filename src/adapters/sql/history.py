"""Tournament history entries, read newest first with the name of the user who acted."""

from collections.abc import Sequence
from functools import cache
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.errors import integrity_errors_as_conflicts
from adapters.sql.models import HistoryRow, UserRow
from adapters.sql.repositories import flush
from fedreg_core.domain.by_name import built_from
from fedreg_core.domain.entities import HistoryEntry


def _entry(row: HistoryRow, user_name: str | None) -> HistoryEntry:
    return built_from(HistoryEntry, row, user_name=user_name)


@cache
def _insert() -> Any:
    return insert(HistoryRow).returning(HistoryRow.id)


class SqlHistoryRepository:
    """Implements the core's ``HistoryRepository``: entries are added, never changed."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, entry: HistoryEntry) -> HistoryEntry:
        """One Core insert, after what the unit of work holds (as on autoflush)."""
        values = {
            "tournament_id": entry.tournament_id,
            "type": entry.type,
            "item": entry.item,
            "user_id": entry.user_id,
            "created_at": entry.created_at,
        }
        await flush(self.session)
        connection = await self.session.connection()
        with integrity_errors_as_conflicts():
            entry.id = (await connection.execute(_insert(), values)).scalar_one()
        return entry

    async def add_all(self, entries: Sequence[HistoryEntry]) -> None:
        """One Core insert of them all."""
        if not entries:
            return
        rows = [
            {"tournament_id": e.tournament_id, "type": e.type, "item": e.item,
             "user_id": e.user_id, "created_at": e.created_at}
            for e in entries
        ]  # fmt: skip
        await flush(self.session)
        connection = await self.session.connection()
        with integrity_errors_as_conflicts():
            await connection.execute(insert(HistoryRow), rows)

    async def list_for_tournament(self, tournament_id: int) -> list[HistoryEntry]:
        """Newest first (ties by id), the user's name ``None`` once deleted: 1 statement."""
        statement = (
            select(HistoryRow, UserRow.name)
            .outerjoin(UserRow, HistoryRow.user_id == UserRow.id)
            .where(HistoryRow.tournament_id == tournament_id)
            .order_by(HistoryRow.created_at.desc(), HistoryRow.id.desc())
        )
        return [_entry(row, name) for row, name in await self.session.execute(statement)]

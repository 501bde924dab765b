"""Tournament history entries, read newest first with the name of the user who acted."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import HistoryRow, UserRow
from adapters.sql.repositories import flush
from fedreg_core.domain.entities import HistoryEntry


def _entry(row: HistoryRow, user_name: str | None) -> HistoryEntry:
    return HistoryEntry(
        tournament_id=row.tournament_id,
        type=row.type,
        item=row.item,
        user_id=row.user_id,
        created_at=row.created_at,
        user_name=user_name,
        id=row.id,
    )


class SqlHistoryRepository:
    """Implements the core's ``HistoryRepository``: entries are added, never changed."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, entry: HistoryEntry) -> HistoryEntry:
        row = HistoryRow(
            tournament_id=entry.tournament_id,
            type=entry.type,
            item=entry.item,
            user_id=entry.user_id,
            created_at=entry.created_at,
        )
        self.session.add(row)
        await flush(self.session)
        entry.id = row.id
        return entry

    async def list_for_tournament(self, tournament_id: int) -> list[HistoryEntry]:
        """Newest first (ties by id), the user's name ``None`` once deleted: 1 statement."""
        statement = (
            select(HistoryRow, UserRow.name)
            .outerjoin(UserRow, HistoryRow.user_id == UserRow.id)
            .where(HistoryRow.tournament_id == tournament_id)
            .order_by(HistoryRow.created_at.desc(), HistoryRow.id.desc())
        )
        return [_entry(row, name) for row, name in await self.session.execute(statement)]

"""Tournament history entries, read newest first with the name of the user who acted."""

from collections.abc import Sequence
from functools import cache
from typing import Any

from sqlalchemy import ColumnElement, and_, insert, or_, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession

from adapters.sql.errors import integrity_errors_as_conflicts
from adapters.sql.models import HistoryPersonRow, HistoryRow, UserRow
from adapters.sql.repositories import flush
from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.by_name import built_from
from fedreg_core.domain.entities import HistoryEntry


def about_person(person: PersonRef, named: ColumnElement[bool]) -> ColumnElement[bool]:
    """History rows about ``person``: those written naming them among their people, and
    those whose writer did not say (``people_known`` false) whose text ``named`` matches. A
    namesake's rows that say whom they are about are not theirs."""
    linked = select(HistoryPersonRow.history_id).where(
        HistoryPersonRow.person_kind == str(person.kind), HistoryPersonRow.person_id == person.id
    )
    return or_(HistoryRow.id.in_(linked), and_(HistoryRow.people_known.is_(False), named))


def _entry(row: HistoryRow, user_name: str | None) -> HistoryEntry:
    return built_from(HistoryEntry, row, user_name=user_name)


def _values(entry: HistoryEntry) -> dict[str, Any]:
    return {
        "tournament_id": entry.tournament_id,
        "type": entry.type,
        "item": entry.item,
        "user_id": entry.user_id,
        "created_at": entry.created_at,
        "people_known": entry.people is not None,
    }


@cache
def _insert() -> Any:
    """Inserts answering the ids, in the order of the rows given (many at once too)."""
    return insert(HistoryRow).returning(HistoryRow.id, sort_by_parameter_order=True)


class SqlHistoryRepository:
    """Implements the core's ``HistoryRepository``: entries are added, never changed; the
    people an entry is about in ``history_people`` (one more insert when it names any)."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add(self, entry: HistoryEntry) -> HistoryEntry:
        """One Core insert, after what the unit of work holds (as on autoflush)."""
        await flush(self.session)
        connection = await self.session.connection()
        with integrity_errors_as_conflicts():
            entry.id = (await connection.execute(_insert(), _values(entry))).scalar_one()
            await self._people(connection, [entry])
        return entry

    async def add_all(self, entries: Sequence[HistoryEntry]) -> None:
        """One Core insert of them all (and one of the people they name)."""
        if not entries:
            return
        await flush(self.session)
        connection = await self.session.connection()
        with integrity_errors_as_conflicts():
            if any(e.people for e in entries):  # their ids are needed
                ids = await connection.scalars(_insert(), [_values(e) for e in entries])
                for entry, entry_id in zip(entries, ids, strict=True):
                    entry.id = entry_id
                await self._people(connection, entries)
            else:
                await connection.execute(insert(HistoryRow), [_values(e) for e in entries])

    @staticmethod
    async def _people(connection: AsyncConnection, entries: Sequence[HistoryEntry]) -> None:
        rows = [
            {"history_id": e.id, "person_kind": str(person.kind), "person_id": person.id}
            for e in entries
            for person in dict.fromkeys(e.people or ())
        ]
        if rows:
            await connection.execute(insert(HistoryPersonRow), rows)

    async def list_for_tournament(self, tournament_id: int) -> list[HistoryEntry]:
        """Newest first (ties by id), the user's name ``None`` once deleted: 1 statement."""
        statement = (
            select(HistoryRow, UserRow.name)
            .outerjoin(UserRow, HistoryRow.user_id == UserRow.id)
            .where(HistoryRow.tournament_id == tournament_id)
            .order_by(HistoryRow.created_at.desc(), HistoryRow.id.desc())
        )
        return [_entry(row, name) for row, name in await self.session.execute(statement)]

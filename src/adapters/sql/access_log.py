"""The access log on SQL: one statement appends any number of rows; a page is two (the
rows with their users' names, and the total); a person's rows are one."""

from datetime import datetime, time, timedelta
from typing import Any

from sqlalchemy import ColumnElement, delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.models import AccessLogRow, UserRow
from fedreg_core.domain.access import (
    AccessEntry,
    AccessFilter,
    AccessKind,
    AccessRecord,
    PersonRef,
)
from fedreg_core.ports.listing import Page

A, U = AccessLogRow, UserRow
RECORDS = (
    select(A, U.name, U.email).outerjoin(U, U.id == A.user_id).order_by(A.at.desc(), A.id.desc())
)


def _values(entry: AccessEntry) -> dict[str, Any]:
    person = entry.person
    return {
        "at": entry.at,
        "kind": entry.kind,
        "address": entry.address,
        "user_id": entry.user_id,
        "person_kind": person.kind if person else None,
        "person_id": person.id if person else None,
        "what": entry.what,
    }


def _record(row: AccessLogRow, name: str | None, email: str | None) -> AccessRecord:
    person = (
        PersonRef(row.person_kind, row.person_id) if row.person_kind and row.person_id else None
    )
    entry = AccessEntry(AccessKind(row.kind), row.at, row.address, row.user_id, person, row.what)
    return AccessRecord(row.id, entry, name or "", email or "")


def _conditions(where: AccessFilter) -> list[ColumnElement[bool]]:
    kept: list[ColumnElement[bool]] = []
    if where.person is not None:
        kept += [A.person_kind == where.person.kind, A.person_id == where.person.id]
    if where.user_id is not None:
        kept.append(A.user_id == where.user_id)
    if where.kind is not None:
        kept.append(A.kind == where.kind)
    if where.since is not None:
        kept.append(A.at >= datetime.combine(where.since, time()))
    if where.until is not None:
        kept.append(A.at < datetime.combine(where.until + timedelta(days=1), time()))
    return kept


class SqlAccessLog:
    """Implements ``fedreg_core.ports.access_log.AccessLog`` in the unit of work's session."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def append(self, entries: list[AccessEntry]) -> None:
        if entries:
            await self.session.execute(insert(A), [_values(entry) for entry in entries])

    async def page(self, where: AccessFilter, skip: int, limit: int) -> Page[AccessRecord]:
        kept = _conditions(where)
        rows = await self.session.execute(RECORDS.where(*kept).offset(skip).limit(limit))
        items = [_record(row[0], row[1], row[2]) for row in rows]
        total = await self.session.scalar(select(func.count()).select_from(A).where(*kept))
        return Page(items, int(total or 0))

    async def every(self, where: AccessFilter) -> list[AccessRecord]:
        rows = await self.session.execute(RECORDS.where(*_conditions(where)))
        return [_record(row[0], row[1], row[2]) for row in rows]

    async def about(self, person: PersonRef) -> list[AccessRecord]:
        ordered = RECORDS.order_by(None).order_by(A.at, A.id)
        rows = await self.session.execute(
            ordered.where(A.person_kind == person.kind, A.person_id == person.id)
        )
        return [_record(row[0], row[1], row[2]) for row in rows]

    async def older_than(self, cutoff: datetime) -> int:
        count = await self.session.scalar(select(func.count()).where(A.at < cutoff))
        return int(count or 0)

    async def purge(self, cutoff: datetime) -> int:
        result = await self.session.execute(delete(A).where(A.at < cutoff))
        return int(getattr(result, "rowcount", 0) or 0)

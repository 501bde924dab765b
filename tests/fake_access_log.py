"""An in-memory access log: the rows in a list, filtered the way the SQL one filters."""

from dataclasses import replace
from datetime import datetime, time, timedelta
from typing import TYPE_CHECKING

from fedreg_core.domain.access import (
    AccessEntry,
    AccessFilter,
    AccessOrigin,
    AccessRecord,
    PersonRef,
)
from fedreg_core.ports.listing import Page
from fedreg_core.ports.person_records import PersonHoldings

if TYPE_CHECKING:
    from tests.fakes import FakeDatabase


def _kept(where: AccessFilter, entry: AccessEntry) -> bool:
    since = datetime.combine(where.since, time()) if where.since else None
    until = datetime.combine(where.until + timedelta(days=1), time()) if where.until else None
    return (
        (where.person is None or entry.person == where.person)
        and (where.user_id is None or entry.user_id == where.user_id)
        and (where.kind is None or entry.kind == where.kind)
        and (since is None or entry.at >= since)
        and (until is None or entry.at < until)
    )


class FakeAccessLog:
    def __init__(self, db: "FakeDatabase") -> None:
        self.db = db
        self.rows: list[AccessEntry] = []

    def _record(self, number: int, entry: AccessEntry) -> AccessRecord:
        user = self.db.users._rows.get(entry.user_id) if entry.user_id is not None else None
        return AccessRecord(number, entry, user.name if user else "", user.email if user else "")

    def _numbered(self) -> list[AccessRecord]:
        return [self._record(n, entry) for n, entry in enumerate(self.rows, start=1)]

    async def append(self, entries: list[AccessEntry]) -> None:
        self.rows.extend(entries)

    async def page(self, where: AccessFilter, skip: int, limit: int) -> Page[AccessRecord]:
        kept = [r for r in self._numbered() if _kept(where, r.entry)]
        kept.sort(key=lambda r: (r.entry.at, r.id), reverse=True)
        return Page(kept[skip : skip + limit], len(kept))

    async def every(self, where: AccessFilter) -> list[AccessRecord]:
        return (await self.page(where, 0, len(self.rows))).items

    async def about(self, person: PersonRef) -> list[AccessRecord]:
        return [r for r in self._numbered() if r.entry.person == person]

    async def older_than(self, cutoff: datetime) -> int:
        return sum(1 for entry in self.rows if entry.at < cutoff)

    async def purge(self, cutoff: datetime) -> int:
        before = len(self.rows)
        self.rows = [entry for entry in self.rows if entry.at >= cutoff]
        return before - len(self.rows)


ORIGIN = AccessOrigin("203.0.113.7", datetime(2026, 3, 1, 10, 0))
"""Where the tests' reads come from (a documentation address) and when."""


class FakePersonRecords:
    """What a test stored on each person (``held``: entries, draws, the groups they are on,
    kata scores...) with the access log's rows about them; how those are read from the
    tables is the SQL tests'."""

    def __init__(self, log: FakeAccessLog) -> None:
        self.log = log
        self.held: dict[PersonRef, PersonHoldings] = {}

    async def holdings(self, person: PersonRef, full_name: str) -> PersonHoldings:
        del full_name
        stored = self.held.get(person, PersonHoldings())
        return replace(stored, access=await self.log.about(person))

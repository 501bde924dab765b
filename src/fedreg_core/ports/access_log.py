"""The access log: appended to in the unit of work of the read it records."""

from datetime import datetime
from typing import Protocol

from fedreg_core.domain.access import AccessEntry, AccessFilter, AccessRecord, PersonRef
from fedreg_core.ports.listing import Page


class AccessLog(Protocol):
    async def append(self, entries: list[AccessEntry]) -> None:
        """Add the rows (one statement however many)."""
        ...

    async def page(self, where: AccessFilter, skip: int, limit: int) -> Page[AccessRecord]:
        """The rows ``where`` keeps, newest first, and their total: two statements."""
        ...

    async def every(self, where: AccessFilter) -> list[AccessRecord]:
        """Every row ``where`` keeps, newest first: one statement."""
        ...

    async def about(self, person: PersonRef) -> list[AccessRecord]:
        """Every row about one person, oldest first."""
        ...

    async def older_than(self, cutoff: datetime) -> int:
        """How many rows were written before ``cutoff``."""
        ...

    async def purge(self, cutoff: datetime) -> int:
        """Delete the rows written before ``cutoff``; how many were."""
        ...

"""What a worker caches of the rows nearly every club request reads and only admins change:
each tournament's row (with its discipline links), the rest of its view but the counts
(disciplines named, files, club deductions), each club's row with its deduction, and the
catalogue of categories and disciplines.

On deadline day every request of a club reads both, and each read is a round trip to the
database, which costs more than anything else a request does (docs/performance.md). They
are cached like the site reads (``cached_site_reads``): only while PostgreSQL announces every
committed change to their tables (migration 0007, heard by ``change_notifications``), and
only in read-only units of work (``CachedRows``): a unit of work that writes reads them from
its own transaction, so it sees its own changes and checks its rules against the database.
"""

from typing import Any

from adapters.sql.change_aware_cache import ChangeAwareCache
from adapters.sql.models import (
    CategoryRow,
    ClubDeductionRow,
    ClubRow,
    DisciplineCategoryRow,
    DisciplineRow,
    DocumentRow,
    TournamentDisciplineRow,
    TournamentImageRow,
    TournamentRow,
    TournamentTeamDisciplineRow,
)
from adapters.sql.reference_rows import CatalogueLine

CATALOGUE = "catalogue"
"""The catalogue's one key."""


class ReferenceCache:
    """Per worker: rows by tournament id (immutable ``Row``s of ``tournament_views``) and the
    catalogue's lines (immutable records of ``reference_rows``): readers build their own
    entities from them, so no reader changes what another gets."""

    def __init__(self) -> None:
        self.tournaments: ChangeAwareCache[int, Any] = ChangeAwareCache()
        self.catalogue: ChangeAwareCache[str, list[CatalogueLine]] = ChangeAwareCache()
        self.clubs: ChangeAwareCache[tuple[int, int], Any] = ChangeAwareCache()
        """A club's row with its deduction for a tournament (``registration_rows.clubs``),
        by (tournament id, club id)."""
        self.views: ChangeAwareCache[int, Any] = ChangeAwareCache()
        """A tournament's view but its counts (``tournament_views.Parts``): its disciplines
        named, files and club deductions."""

    def by_table(self) -> dict[str, list[ChangeAwareCache[Any, Any]]]:
        """Which of the caches is filled from which table."""
        links = [TournamentRow, TournamentDisciplineRow, TournamentTeamDisciplineRow]
        catalogue = [CategoryRow, DisciplineRow, DisciplineCategoryRow]
        parts = [TournamentImageRow, DocumentRow, ClubDeductionRow]
        return {
            **{row.__tablename__: [self.tournaments, self.views] for row in links},
            **{row.__tablename__: [self.catalogue, self.views] for row in catalogue},
            **{row.__tablename__: [self.views] for row in parts},
            ClubRow.__tablename__: [self.clubs],
            ClubDeductionRow.__tablename__: [self.views, self.clubs],
        }


class CachedRows:
    """One unit of work's access to the worker's ``ReferenceCache``: ``cache`` is ``None``
    (read the database) until the unit of work is made read-only."""

    def __init__(self, cache: ReferenceCache | None) -> None:
        self._cache = cache
        self.read_only = False

    @property
    def cache(self) -> ReferenceCache | None:
        return self._cache if self.read_only else None

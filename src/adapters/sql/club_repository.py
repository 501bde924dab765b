"""Clubs, found by id or by a name written with other case, diacritics or script."""

from functools import cache
from typing import Any

from sqlalchemy import bindparam
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.mappers import CLUBS
from adapters.sql.models import ClubRow
from adapters.sql.repositories import SqlRepository, rows_where
from fedreg_core.domain.entities import Club
from fedreg_core.domain.folding import fold


class SqlClubRepository(SqlRepository[Club, ClubRow]):
    """Clubs; each row keeps its folded name under a unique index (``ClubRow.name_key``)."""

    def __init__(self, session: AsyncSession) -> None:
        super().__init__(session, CLUBS)

    async def get_by_name(self, name: str) -> Club | None:
        """One statement on the unique index."""
        row = (await self.session.scalars(_club_by_name_key(), {"key": fold(name)})).first()
        return None if row is None else self.mapper.to_entity(row)


@cache
def _club_by_name_key() -> Any:
    return rows_where(CLUBS, ClubRow.name_key == bindparam("key")).limit(1)

"""Repositories of the core's ports over one ``AsyncSession``; they flush, never commit."""

from collections.abc import Iterable
from datetime import datetime
from functools import cache
from typing import Any, Generic, TypeVar

from sqlalchemy import Integer, bindparam, delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.errors import integrity_errors_as_conflicts
from adapters.sql.listing import count, one_page
from adapters.sql.mappers import PASSWORD_RESETS, SETTINGS, USERS, Identified, RowMapper
from adapters.sql.models import (
    SETTINGS_ID,
    ClubRow,
    IdRow,
    PasswordResetRow,
    SettingsRow,
    UserRow,
)
from fedreg_core.domain.entities import DEFAULT_SETTINGS, PasswordReset, Settings, User
from fedreg_core.domain.errors import NotFound
from fedreg_core.ports.listing import ClubRef, ListQuery, Page, UserSummary

E = TypeVar("E", bound=Identified)
R = TypeVar("R", bound=IdRow)


async def flush(session: AsyncSession) -> None:
    """Send pending changes now, so constraint violations surface as ``Conflict`` here."""
    with integrity_errors_as_conflicts():
        await session.flush()


def rows_where(mapper: RowMapper[Any, Any], criterion: Any) -> Any:
    """The mapper's rows (link lists loaded, rows already in the session refreshed: bulk
    statements and database-side cascades are seen) where ``criterion`` holds."""
    return (
        select(mapper.row)
        .where(criterion)
        .options(*mapper.load_options())
        .execution_options(populate_existing=True)
    )


@cache
def by_id(mapper: RowMapper[Any, Any]) -> Any:
    """The row of the parameter ``id`` (built once per mapper)."""
    return rows_where(mapper, mapper.row.id == bindparam("id", type_=Integer)).limit(1)


@cache
def delete_by_id(row_class: type[IdRow]) -> Any:
    """Delete the row of the parameter ``id`` (built once per row class)."""
    return delete(row_class).where(row_class.id == bindparam("id", type_=Integer))


@cache
def by_ids(mapper: RowMapper[Any, Any]) -> Any:
    """The rows of the parameter ``ids``, in id order (built once per mapper)."""
    ids = bindparam("ids", expanding=True, type_=Integer)
    return rows_where(mapper, mapper.row.id.in_(ids)).order_by(mapper.row.id)


class SqlRepository(Generic[E, R]):
    """Get, add, update and delete one kind of entity by id (with its link lists)."""

    def __init__(self, session: AsyncSession, mapper: RowMapper[E, R]) -> None:
        self.session = session
        self.mapper = mapper

    async def get(self, entity_id: int) -> E | None:
        row = await self._row(entity_id)
        return None if row is None else self.mapper.to_entity(row)

    async def get_many(self, entity_ids: Iterable[int]) -> list[E]:
        """The entities with these ids that exist, in id order: 1 statement + 1 per list."""
        parameters = {"ids": list(set(entity_ids))}
        rows = await self.session.scalars(by_ids(self.mapper), parameters)
        return [self.mapper.to_entity(row) for row in rows]

    async def add(self, entity: E) -> E:
        """Insert the entity; its ``id`` (and any defaulted column) is filled in."""
        row = self.mapper.to_row(entity)
        self.session.add(row)
        await flush(self.session)
        stored = self.mapper.to_entity(row)
        entity.id = stored.id
        return stored

    async def update(self, entity: E) -> E:
        """Store every field of an entity that exists; ``NotFound`` when it does not."""
        row = None if entity.id is None else await self._row(entity.id)
        if row is None:
            raise NotFound
        self.mapper.apply(entity, row)
        await flush(self.session)
        return self.mapper.to_entity(row)

    async def delete(self, entity_id: int) -> None:
        """Delete by id (child rows go with it); deleting a missing id does nothing."""
        with integrity_errors_as_conflicts():
            await self.session.execute(delete_by_id(self.mapper.row), {"id": entity_id})

    async def page(self, query: ListQuery) -> Page[E]:
        """One page of entities (link lists included) and the total: 2 statements + 1 per list."""
        items = [self.mapper.to_entity(row) for row in await self._rows_of_page(query)]
        return Page(items, await count(self.session, self.mapper.row, query))

    async def _rows_of_page(self, query: ListQuery) -> list[R]:
        """The rows of one page, link lists loaded: 1 statement + 1 per list."""
        rows_of = select(self.mapper.row).options(*self.mapper.load_options())
        statement = one_page(rows_of, self.mapper.row, query)
        rows = await self.session.scalars(statement.execution_options(populate_existing=True))
        return list(rows)

    async def _row(self, entity_id: int) -> R | None:
        return (await self.session.scalars(by_id(self.mapper), {"id": entity_id})).first()


class SqlUserRepository(SqlRepository[User, UserRow]):
    """Users; e-mails are stored lower-cased and looked up ignoring case."""

    def __init__(self, session: AsyncSession) -> None:
        super().__init__(session, USERS)

    async def get_by_email(self, email: str) -> User | None:
        parameters = {"email": email.strip().lower()}
        row = (await self.session.scalars(_user_by_email(), parameters)).first()
        return None if row is None else self.mapper.to_entity(row)

    async def summary_page(self, query: ListQuery) -> Page[UserSummary]:
        """One page of users with their club's name, and the total: 2 statements."""
        with_club = select(UserRow, ClubRow.name).outerjoin(ClubRow, UserRow.club_id == ClubRow.id)
        rows = await self.session.execute(one_page(with_club, UserRow, query))
        items = [_summary(user, club_name) for user, club_name in rows]
        return Page(items, await count(self.session, UserRow, query))


@cache
def _user_by_email() -> Any:
    return rows_where(USERS, UserRow.email == bindparam("email")).limit(1)


@cache
def _reset_by_digest() -> Any:
    return rows_where(PASSWORD_RESETS, PasswordResetRow.token_digest == bindparam("digest")).limit(
        1
    )


def _summary(user: UserRow, club_name: str | None) -> UserSummary:
    club = None
    if user.club_id is not None and club_name is not None:
        club = ClubRef(user.club_id, club_name)
    return UserSummary(user.id, user.name, user.email, club, user.is_admin, user.is_blocked)


class SqlPasswordResetRepository(SqlRepository[PasswordReset, PasswordResetRow]):
    """Password-reset tokens, found by their digest."""

    def __init__(self, session: AsyncSession) -> None:
        super().__init__(session, PASSWORD_RESETS)

    async def get_by_digest(self, token_digest: str) -> PasswordReset | None:
        parameters = {"digest": token_digest}
        row = (await self.session.scalars(_reset_by_digest(), parameters)).first()
        return None if row is None else self.mapper.to_entity(row)

    async def use_all_of(self, user_id: int, at: datetime) -> list[int]:
        """One ``UPDATE ... WHERE used_at IS NULL RETURNING id``: of two concurrent calls the
        second waits for the first's row locks and then finds nothing left to mark."""
        statement = (
            update(PasswordResetRow)
            .where(PasswordResetRow.user_id == user_id, PasswordResetRow.used_at.is_(None))
            .values(used_at=at)
            .returning(PasswordResetRow.id)
        )
        return list(await self.session.scalars(statement))

    async def count_unexpired(self, user_id: int, now: datetime) -> int:
        mine = (PasswordResetRow.user_id == user_id, PasswordResetRow.expires_at > now)
        return int(await self.session.scalar(select(func.count()).where(*mine)) or 0)


class SqlSettingsRepository:
    """The single settings row, inserted with defaults by the first update; until then reads
    answer the defaults without writing (they may run in a read-only transaction)."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self) -> Settings:
        row = await self.session.get(SettingsRow, SETTINGS_ID)
        if row is None:
            row = SETTINGS.to_row(DEFAULT_SETTINGS)
            row.id = SETTINGS_ID
        return SETTINGS.to_entity(row)

    async def update(self, settings: Settings) -> Settings:
        row = await self._row()
        SETTINGS.apply(settings, row)
        await flush(self.session)
        settings.id = row.id
        return SETTINGS.to_entity(row)

    async def _row(self) -> SettingsRow:
        row = await self.session.get(SettingsRow, SETTINGS_ID)
        return row if row is not None else await self._insert_default()

    async def _insert_default(self) -> SettingsRow:
        row = SETTINGS.to_row(DEFAULT_SETTINGS)
        row.id = SETTINGS_ID
        try:
            async with self.session.begin_nested():
                self.session.add(row)
        except IntegrityError:  # a concurrent first caller inserted it: use theirs
            stored = await self.session.get(SettingsRow, SETTINGS_ID)
            if stored is None:
                raise
            return stored
        return row

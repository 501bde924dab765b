"""The core's ``SiteReads``: one SELECT per call, built once, outside any ORM session.

Each statement reads one consistent snapshot on its own, so it runs without a transaction
around it where the database allows (``single_read_options``): no BEGIN and ROLLBACK round
trips for the reads every request makes.
"""

from dataclasses import fields, replace
from typing import Any, ClassVar, Protocol, TypeVar

from sqlalchemy import Integer, RowMapping, Select, String, and_, bindparam, literal, or_, select
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.sql import ColumnElement, FromClause

from adapters.sql.engine import single_read_options
from adapters.sql.models import (
    SETTINGS_ID,
    ClubRow,
    SettingsRow,
    TournamentRow,
    UserRow,
    UserSessionRow,
)
from fedreg_core.domain.entities import DEFAULT_SETTINGS, Club, Settings, User
from fedreg_core.ports.site import Account, ActiveTournament, Site


class Record(Protocol):
    """A dataclass whose fields are named like its table's columns."""

    __dataclass_fields__: ClassVar[dict[str, Any]]


T = TypeVar("T", bound=Record)

SETTINGS = SettingsRow.__table__
TOURNAMENTS = TournamentRow.__table__
OPEN = TournamentRow.__table__.alias("open_tournaments")
USERS = UserRow.__table__
CLUBS = ClubRow.__table__
SESSIONS = UserSessionRow.__table__


def columns_of(record: type[Any], table: FromClause) -> list[ColumnElement[Any]]:
    """The columns of ``table`` named like the fields of the dataclass ``record``."""
    return [table.c[field.name] for field in fields(record)]


def record_of(record: type[T], table: FromClause, row: RowMapping) -> T | None:
    """``record`` from its table's columns in ``row``; ``None`` when an outer join found none."""
    if row[table.c.id] is None:
        return None
    return record(**{field.name: row[table.c[field.name]] for field in fields(record)})


_ONE_ROW = select(literal(1).label("one")).subquery("one")
"""Always one row to outer-join the rest to: the settings row may not exist yet."""

TAKES_APPLICATIONS = or_(OPEN.c.registration_open.is_(True), OPEN.c.registration_by_clock.is_(True))
"""Open by the switch, or by the clock (whether the window holds now is decided in Python)."""

SITE_FOR: Select[Any] = (
    select(
        *columns_of(Settings, SETTINGS),
        *columns_of(ActiveTournament, TOURNAMENTS),
        *columns_of(User, USERS),
        *columns_of(Club, CLUBS),
        *columns_of(ActiveTournament, OPEN),
    )
    .select_from(_ONE_ROW)
    .outerjoin(SETTINGS, SETTINGS.c.id == SETTINGS_ID)
    .outerjoin(TOURNAMENTS, TOURNAMENTS.c.id == SETTINGS.c.active_tournament_id)
    .outerjoin(USERS, USERS.c.id == bindparam("user_id", type_=Integer))
    .outerjoin(CLUBS, CLUBS.c.id == USERS.c.club_id)
    .outerjoin(OPEN, and_(TAKES_APPLICATIONS, OPEN.c.is_archived.is_(False)))
    .order_by(OPEN.c.start_date, OPEN.c.id)
)
"""Settings, active tournament and one user (none for a ``NULL`` id) with their club, on
each row one of the tournaments with applications open and not archived (a federation has
a few): one row when there is none."""

ACCOUNT: Select[Any] = (
    select(*columns_of(User, USERS), *columns_of(Club, CLUBS), SESSIONS.c.id.label("session_id"))
    .add_columns(SETTINGS.c.admins_need_second_factor)
    .select_from(USERS)
    .outerjoin(CLUBS, CLUBS.c.id == USERS.c.club_id)
    .outerjoin(SETTINGS, SETTINGS.c.id == SETTINGS_ID)
    .outerjoin(
        SESSIONS,
        and_(
            SESSIONS.c.id == bindparam("session_id", type_=String),
            SESSIONS.c.user_id == USERS.c.id,
        ),
    )
    .where(USERS.c.id == bindparam("user_id", type_=Integer))
)
"""A user with their club, the session asked about when it is theirs, and the site's setting
that admins must have a second factor: no row when there is no such user."""


class SqlSiteReads:
    """Reads on the engine's own connections; each call checks one out and gives it back."""

    def __init__(self, engine: AsyncEngine) -> None:
        self._engine = engine.execution_options(**single_read_options(engine.dialect.name))

    async def site_for(self, user_id: int | None) -> Site:
        rows = await self._all(SITE_FOR, user_id)
        row = rows[0]  # the statement always answers a row
        settings = record_of(Settings, SETTINGS, row)
        opened = (record_of(ActiveTournament, OPEN, each) for each in rows)
        return Site(
            settings if settings is not None else replace(DEFAULT_SETTINGS, id=SETTINGS_ID),
            record_of(ActiveTournament, TOURNAMENTS, row),
            record_of(User, USERS, row),
            record_of(Club, CLUBS, row),
            tuple(tournament for tournament in opened if tournament is not None),
        )

    async def account(self, user_id: int, session_id: str = "") -> Account | None:
        row = await self._first(ACCOUNT, {"user_id": user_id, "session_id": session_id})
        user = None if row is None else record_of(User, USERS, row)
        if row is None or user is None:
            return None
        need = row["admins_need_second_factor"] is True
        return Account(user, record_of(Club, CLUBS, row), row["session_id"], need)

    async def _all(self, statement: Select[Any], user_id: int | None) -> list[RowMapping]:
        async with self._engine.connect() as connection:
            result = await connection.execute(statement, {"user_id": user_id})
            return list(result.mappings().all())

    async def _first(self, statement: Select[Any], values: dict[str, Any]) -> RowMapping | None:
        async with self._engine.connect() as connection:
            result = await connection.execute(statement, values)
            row: RowMapping | None = result.mappings().first()
            return row

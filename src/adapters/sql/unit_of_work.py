"""The unit of work over one ``AsyncSession``: nothing is committed unless asked."""

from types import TracebackType
from typing import TYPE_CHECKING, Self

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from adapters.sql import mappers
from adapters.sql.errors import integrity_errors_as_conflicts
from adapters.sql.repositories import (
    SqlPasswordResetRepository,
    SqlRepository,
    SqlSettingsRepository,
    SqlUserRepository,
)
from fedreg_core.ports.repositories import (
    CategoryRepository,
    ClubDeductionRepository,
    ClubRepository,
    CoachRepository,
    DisciplineRepository,
    MemberRepository,
    OfficialRepository,
    PasswordResetRepository,
    RefereeRepository,
    SettingsRepository,
    TournamentRepository,
    UserRepository,
)
from fedreg_core.ports.unit_of_work import UnitOfWorkFactory


class SqlUnitOfWork:
    """One transaction: use as ``async with``; on exit whatever was not committed is undone.

    Integrity errors on flush or commit are raised as ``fedreg_core`` ``Conflict``.
    ``session`` is public for adapter-side query services that share the transaction.
    """

    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self.session = session = sessions()
        self.users: UserRepository = SqlUserRepository(session)
        self.settings: SettingsRepository = SqlSettingsRepository(session)
        self.password_resets: PasswordResetRepository = SqlPasswordResetRepository(session)
        self.clubs: ClubRepository = SqlRepository(session, mappers.CLUBS)
        self.members: MemberRepository = SqlRepository(session, mappers.MEMBERS)
        self.coaches: CoachRepository = SqlRepository(session, mappers.COACHES)
        self.referees: RefereeRepository = SqlRepository(session, mappers.REFEREES)
        self.officials: OfficialRepository = SqlRepository(session, mappers.OFFICIALS)
        self.categories: CategoryRepository = SqlRepository(session, mappers.CATEGORIES)
        self.disciplines: DisciplineRepository = SqlRepository(session, mappers.DISCIPLINES)
        self.tournaments: TournamentRepository = SqlRepository(session, mappers.TOURNAMENTS)
        self.club_deductions: ClubDeductionRepository = SqlRepository(
            session, mappers.CLUB_DEDUCTIONS
        )

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Roll back whatever was not committed and give the connection back."""
        try:
            await self.session.rollback()
        finally:
            await self.session.close()

    async def commit(self) -> None:
        with integrity_errors_as_conflicts():
            await self.session.commit()

    async def rollback(self) -> None:
        await self.session.rollback()


class SqlUnitOfWorkFactory:
    """Makes a fresh ``SqlUnitOfWork`` per use case (the core's ``UnitOfWorkFactory``)."""

    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self.sessions = sessions

    def __call__(self) -> SqlUnitOfWork:
        return SqlUnitOfWork(self.sessions)


if TYPE_CHECKING:  # mypy proves the adapter satisfies the core's ports

    def _conforms(factory: SqlUnitOfWorkFactory) -> UnitOfWorkFactory:
        return factory

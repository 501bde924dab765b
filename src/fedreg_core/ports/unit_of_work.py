"""The unit of work: one transaction, rolled back on exit unless ``commit()`` was called."""

from types import TracebackType
from typing import Protocol, Self

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


class UnitOfWork(Protocol):
    users: UserRepository
    clubs: ClubRepository
    members: MemberRepository
    coaches: CoachRepository
    referees: RefereeRepository
    officials: OfficialRepository
    settings: SettingsRepository
    password_resets: PasswordResetRepository
    categories: CategoryRepository
    disciplines: DisciplineRepository
    tournaments: TournamentRepository
    club_deductions: ClubDeductionRepository

    async def __aenter__(self) -> Self: ...

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        """Roll back whatever was not committed."""
        ...

    async def commit(self) -> None: ...

    async def rollback(self) -> None: ...


class UnitOfWorkFactory(Protocol):
    def __call__(self) -> UnitOfWork:
        """A fresh unit of work (one transaction) per use case."""
        ...

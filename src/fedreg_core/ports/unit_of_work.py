"""The unit of work: one transaction, rolled back on exit unless ``commit()`` was called."""

from types import TracebackType
from typing import Protocol, Self

from fedreg_core.ports.draws import DrawStore
from fedreg_core.ports.frozen_fees import FrozenFeeStore
from fedreg_core.ports.notices import NoticeQueue
from fedreg_core.ports.people_directory import PeopleDirectory
from fedreg_core.ports.registration_lists import RegistrationLists
from fedreg_core.ports.registrations import (
    CompetitorRegistrationRepository,
    RegistrationReads,
    TeamRegistrationRepository,
    TournamentPersonRepository,
)
from fedreg_core.ports.repositories import (
    CategoryRepository,
    ClubDeductionRepository,
    ClubRepository,
    CoachRepository,
    DisciplineCategoryRepository,
    DisciplineRepository,
    HistoryRepository,
    MemberRepository,
    OfficialRepository,
    PasswordResetRepository,
    RefereeRepository,
    SettingsRepository,
    TournamentDisciplineRepository,
    TournamentFileRepository,
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
    discipline_categories: DisciplineCategoryRepository
    tournament_disciplines: TournamentDisciplineRepository
    tournament_team_disciplines: TournamentDisciplineRepository
    tournament_images: TournamentFileRepository
    documents: TournamentFileRepository
    competitor_registrations: CompetitorRegistrationRepository
    team_registrations: TeamRegistrationRepository
    tournament_coaches: TournamentPersonRepository
    tournament_referees: TournamentPersonRepository
    tournament_officials: TournamentPersonRepository
    history: HistoryRepository
    registration_reads: RegistrationReads
    registration_lists: RegistrationLists
    people_directory: PeopleDirectory
    draws: DrawStore
    notices: NoticeQueue
    frozen_fees: FrozenFeeStore

    def read_only(self, *, one_snapshot: bool = True) -> Self:
        """Mark this unit of work, before ``async with``, as one that only reads: it takes
        no write lock (SQLite) and ``commit()`` refuses. ``async with uow.read_only():``
        ``one_snapshot=False``: its reads need not see one state of the database (each
        stands alone), which spares the database a transaction."""
        ...

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

"""The unit of work over one ``AsyncSession``: nothing is committed unless asked."""

from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, Self

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from adapters.sql import link_mappers, mappers
from adapters.sql.access_log import SqlAccessLog
from adapters.sql.catalog import SqlDisciplineRepository
from adapters.sql.club_repository import SqlClubRepository
from adapters.sql.draws import SqlDrawStore
from adapters.sql.engine import read_only_options, single_read_options
from adapters.sql.entry_limits import SqlEntryLimitStore
from adapters.sql.erasure import SqlErasureStore
from adapters.sql.errors import integrity_errors_as_conflicts
from adapters.sql.frozen_fees import SqlFrozenFeeStore
from adapters.sql.history import SqlHistoryRepository
from adapters.sql.idempotency import write_claim
from adapters.sql.models import TournamentCoachRow, TournamentOfficialRow, TournamentRefereeRow
from adapters.sql.notices import SqlNoticeQueue, WaitingNotices
from adapters.sql.own_writes import written_tables
from adapters.sql.payments import SqlInvoiceStore, SqlPaymentSettingsStore, SqlPaymentStore
from adapters.sql.people_directory import SqlPeopleDirectory
from adapters.sql.person_records import SqlPersonRecords
from adapters.sql.reference_cache import CachedRows, ReferenceCache
from adapters.sql.registration_lists import SqlRegistrationLists
from adapters.sql.registration_reads import SqlRegistrationReads
from adapters.sql.registration_repositories import (
    SqlCompetitorRegistrationRepository,
    SqlTeamRegistrationRepository,
    SqlTournamentPersonRepository,
)
from adapters.sql.repositories import (
    SqlPasswordResetRepository,
    SqlRepository,
    SqlSettingsRepository,
    SqlUserRepository,
)
from adapters.sql.results import SqlKataScoreStore, SqlResultStore
from adapters.sql.retention import SqlRetentionStore
from adapters.sql.seasons import SqlSeasonStore
from adapters.sql.second_factors import SqlSecondFactorRepository
from adapters.sql.sessions import SqlSessionRepository
from adapters.sql.tatamis import SqlTatamiStore
from adapters.sql.tournaments import SqlTournamentRepository
from adapters.unit_of_work import Factory, Repositories


class SqlUnitOfWork(Repositories):
    """One transaction: use as ``async with``; on exit whatever was not committed is undone.

    Integrity errors on flush or commit are raised as ``fedreg_core`` ``Conflict``.
    ``session`` is public for adapter-side query services that share the transaction.
    """

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        reference_cache: ReferenceCache | None = None,
        waiting: WaitingNotices | None = None,
        committed: Callable[[set[str]], None] | None = None,
    ) -> None:
        self.session = session = sessions()
        self._waiting = waiting
        self._committed = committed
        self._read_only = False
        self._options = read_only_options
        self._cached = CachedRows(reference_cache)
        self.users = SqlUserRepository(session)
        self.settings = SqlSettingsRepository(session)
        self.password_resets = SqlPasswordResetRepository(session)
        self.second_factors = SqlSecondFactorRepository(session)
        self.sign_ins = SqlSessionRepository(session)
        self.clubs = SqlClubRepository(session)
        self.members = SqlRepository(session, mappers.MEMBERS)
        self.coaches = SqlRepository(session, mappers.COACHES)
        self.referees = SqlRepository(session, mappers.REFEREES)
        self.officials = SqlRepository(session, mappers.OFFICIALS)
        self.categories = SqlRepository(session, mappers.CATEGORIES)
        disciplines = SqlDisciplineRepository(session)
        self.disciplines = disciplines
        self.tournaments = SqlTournamentRepository(session, disciplines, self._cached)
        self.club_deductions = SqlRepository(session, mappers.CLUB_DEDUCTIONS)
        self._add_catalog_repositories(session)
        self._add_registration_repositories(session)
        self.invoices = SqlInvoiceStore(session)
        self.payments = SqlPaymentStore(session)
        self.payment_settings = SqlPaymentSettingsStore(session)
        self.access_log = SqlAccessLog(session)
        self.person_records = SqlPersonRecords(session)
        self.erasure = SqlErasureStore(session)
        self.retention = SqlRetentionStore(session)

    def _add_catalog_repositories(self, session: AsyncSession) -> None:
        """Links, tournament files and history."""
        self.discipline_categories = SqlRepository(session, link_mappers.DISCIPLINE_CATEGORIES)
        self.tournament_disciplines = SqlRepository(session, link_mappers.TOURNAMENT_DISCIPLINES)
        self.tournament_team_disciplines = SqlRepository(
            session, link_mappers.TOURNAMENT_TEAM_DISCIPLINES
        )
        self.tournament_images = SqlRepository(session, link_mappers.TOURNAMENT_IMAGES)
        self.documents = SqlRepository(session, link_mappers.DOCUMENTS)
        self.history = SqlHistoryRepository(session)

    def _add_registration_repositories(self, session: AsyncSession) -> None:
        """Competitor, team and people registrations and their reads."""
        self.competitor_registrations = SqlCompetitorRegistrationRepository(session)
        self.team_registrations = SqlTeamRegistrationRepository(session)
        self.tournament_coaches = SqlTournamentPersonRepository(
            session, TournamentCoachRow, "coach_id"
        )
        self.tournament_referees = SqlTournamentPersonRepository(
            session, TournamentRefereeRow, "referee_id"
        )
        self.tournament_officials = SqlTournamentPersonRepository(
            session, TournamentOfficialRow, "official_id"
        )
        self.registration_reads = SqlRegistrationReads(session, self._cached)
        self.entry_limits = SqlEntryLimitStore(session)
        self.registration_lists = SqlRegistrationLists(session, self._cached)
        self.people_directory = SqlPeopleDirectory(session)
        self.draws = SqlDrawStore(session)
        self.results = SqlResultStore(session)
        self.kata = SqlKataScoreStore(session)
        self.tatamis = SqlTatamiStore(session)
        self.seasons = SqlSeasonStore(session)
        self.frozen_fees = SqlFrozenFeeStore(session)
        self._notice_queue = SqlNoticeQueue(session, self._waiting)
        self.notices = self._notice_queue

    def read_only(self, *, one_snapshot: bool = True) -> Self:
        """Only reads follow: SQLite takes no write lock, PostgreSQL refuses writes (or, not
        ``one_snapshot``, runs each read on its own: no BEGIN and ROLLBACK round trips); the
        rows of the worker's ``ReferenceCache`` may answer."""
        if self.session.in_transaction():
            raise RuntimeError("read_only() must come before `async with uow`")
        self._read_only = self._cached.read_only = True
        self._options = read_only_options if one_snapshot else single_read_options
        return self

    async def __aenter__(self) -> Self:
        if self._read_only:
            bind = self.session.get_bind()
            await self.session.connection(execution_options=self._options(bind.dialect.name))
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
        if self._read_only:
            raise RuntimeError("a read-only unit of work cannot commit")
        with integrity_errors_as_conflicts():
            claim = await write_claim(self.session)
            await self.session.commit()
        written = written_tables(self.session.sync_session)
        if written and self._committed is not None:
            self._committed(written)  # the worker's caches, before anything is answered
        if claim is not None:
            claim.written = True
        self._notice_queue.committed()

    async def rollback(self) -> None:
        await self.session.rollback()


class SqlUnitOfWorkFactory:
    """Makes a fresh ``SqlUnitOfWork`` per use case (``adapters.unit_of_work.Factory``); all
    of them share the worker's ``ReferenceCache``, when given, and its ``WaitingNotices``;
    ``committed`` hears the tables each commit wrote (``own_writes``)."""

    def __init__(
        self,
        sessions: async_sessionmaker[AsyncSession],
        reference_cache: ReferenceCache | None = None,
        committed: Callable[[set[str]], None] | None = None,
    ) -> None:
        self.sessions = sessions
        self.reference_cache = reference_cache
        self.waiting = WaitingNotices()
        self.committed = committed

    def __call__(self) -> SqlUnitOfWork:
        return SqlUnitOfWork(self.sessions, self.reference_cache, self.waiting, self.committed)


if TYPE_CHECKING:  # mypy proves the adapter satisfies the core's ports

    def _conforms(factory: SqlUnitOfWorkFactory) -> Factory:
        return factory

"""Units of work: one transaction, rolled back on exit unless ``commit()`` was called.

Each context's services ask for the repositories they use and no more: ``AccountWork``,
``ClubWork``, ``PeopleWork``, ``CatalogWork``, ``TournamentWork``, ``EntriesWork`` and
``StaffEntriesWork`` (both an ``EntryWork``), ``FeeWork``, ``DrawWork``, ``NoticeWork``,
``DemoWork``, ``InvoicingWork`` and ``PaymentWork`` (both reading fees as ``FeeReads``). A
step shared by several contexts takes the repository it uses. Protocols are
structural: one adapter class is every context's unit of work; the type of all of them at
once, what the wiring hands the HTTP and CLI adapters, is theirs (``adapters.unit_of_work``),
not a port: no service asks for it. ``UnitOfWorkFactory[W]`` makes units of work of kind ``W``.
"""

from types import TracebackType
from typing import Protocol, Self, TypeVar

from fedreg_core.ports.access_log import AccessLog
from fedreg_core.ports.draws import DrawStore
from fedreg_core.ports.entry_limits import EntryLimitStore
from fedreg_core.ports.erasure import ErasureStore
from fedreg_core.ports.frozen_fees import FrozenFeeStore
from fedreg_core.ports.notices import NoticeQueue
from fedreg_core.ports.payments import InvoiceStore, PaymentSettingsStore, PaymentStore
from fedreg_core.ports.people_directory import PeopleDirectory
from fedreg_core.ports.person_records import PersonRecords
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
from fedreg_core.ports.results import KataScoreStore, ResultStore
from fedreg_core.ports.retention import RetentionStore
from fedreg_core.ports.seasons import SeasonStore
from fedreg_core.ports.second_factor import SecondFactorRepository
from fedreg_core.ports.sessions import SessionRepository
from fedreg_core.ports.tatamis import TatamiStore


class Transaction(Protocol):
    """What every unit of work is, whatever repositories it holds."""

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


class AccessWork(Transaction, Protocol):
    """The access log: reads and exports of people's data append to it."""

    access_log: AccessLog


class PrivacyWork(AccessWork, Protocol):
    """The retention purge: the site's retention period, what is past it."""

    settings: SettingsRepository
    retention: RetentionStore
    sign_ins: SessionRepository


class AccountWork(Transaction, Protocol):
    """Accounts, sign-in, password resets, users, the site's settings; a club registering
    brings its first people."""

    users: UserRepository
    clubs: ClubRepository
    password_resets: PasswordResetRepository
    settings: SettingsRepository
    coaches: CoachRepository
    referees: RefereeRepository
    officials: OfficialRepository
    second_factors: SecondFactorRepository
    sign_ins: SessionRepository


class LimitWork(Transaction, Protocol):
    """Caps and the waiting list: what promoting the first in line asks (the history, the
    club's mail)."""

    entry_limits: EntryLimitStore
    history: HistoryRepository
    notices: NoticeQueue


class ClubWork(LimitWork, Protocol):
    """Clubs; deleting one withdraws its entries (competitors, teams, staff) from open
    tournaments, promoting the first in line."""

    clubs: ClubRepository
    tournaments: TournamentRepository
    competitor_registrations: CompetitorRegistrationRepository
    team_registrations: TeamRegistrationRepository
    tournament_coaches: TournamentPersonRepository
    tournament_referees: TournamentPersonRepository
    tournament_officials: TournamentPersonRepository
    history: HistoryRepository
    registration_reads: RegistrationReads


class PayFlagWork(Transaction, Protocol):
    """Who may waive a fee, and the history of the waivers (``pay_flags``)."""

    settings: SettingsRepository
    history: HistoryRepository
    people_directory: PeopleDirectory


class PeopleWork(PayFlagWork, AccessWork, Protocol):
    """A club's members, coaches, referees and officials, what their changes may do to
    their entries, and everything held on one of them (their export)."""

    person_records: PersonRecords

    clubs: ClubRepository
    members: MemberRepository
    coaches: CoachRepository
    referees: RefereeRepository
    officials: OfficialRepository
    registration_reads: RegistrationReads
    tournaments: TournamentRepository


class ErasureWork(PeopleWork, Protocol):
    """Erasing a person: their record, the copies of their name, the invoices reprinted."""

    erasure: ErasureStore
    invoices: InvoiceStore


class CatalogWork(Transaction, Protocol):
    """Categories, disciplines and their links to each other and to tournaments."""

    categories: CategoryRepository
    disciplines: DisciplineRepository
    discipline_categories: DisciplineCategoryRepository
    tournaments: TournamentRepository
    tournament_disciplines: TournamentDisciplineRepository
    tournament_team_disciplines: TournamentDisciplineRepository
    registration_reads: RegistrationReads


class TournamentWork(Transaction, Protocol):
    """Tournaments, their files, the active one, archiving (which freezes the fees)."""

    tournaments: TournamentRepository
    categories: CategoryRepository
    disciplines: DisciplineRepository
    tournament_images: TournamentFileRepository
    documents: TournamentFileRepository
    history: HistoryRepository
    notices: NoticeQueue
    settings: SettingsRepository
    frozen_fees: FrozenFeeStore
    registration_lists: RegistrationLists


class EntryWork(Transaction, Protocol):
    """What every entry into a tournament asks: may the club's entries change, the
    history, the club's confirmation mail."""

    clubs: ClubRepository
    tournaments: TournamentRepository
    history: HistoryRepository
    notices: NoticeQueue


class EntriesWork(EntryWork, PayFlagWork, AccessWork, Protocol):
    """Competitors and teams entered into a tournament, and the reads of the entries."""

    members: MemberRepository
    competitor_registrations: CompetitorRegistrationRepository
    team_registrations: TeamRegistrationRepository
    registration_reads: RegistrationReads
    entry_limits: EntryLimitStore


class StaffEntriesWork(EntryWork, Protocol):
    """Coaches, referees and officials entered into a tournament."""

    coaches: CoachRepository
    referees: RefereeRepository
    officials: OfficialRepository
    tournament_coaches: TournamentPersonRepository
    tournament_referees: TournamentPersonRepository
    tournament_officials: TournamentPersonRepository


class FeeWork(Transaction, Protocol):
    """Fees, deductions, invoices, the registration lists and starting numbers."""

    clubs: ClubRepository
    tournaments: TournamentRepository
    club_deductions: ClubDeductionRepository
    competitor_registrations: CompetitorRegistrationRepository
    registration_reads: RegistrationReads
    registration_lists: RegistrationLists
    frozen_fees: FrozenFeeStore
    settings: SettingsRepository


class DrawWork(Transaction, Protocol):
    """Draws: seeds, the draws made and published, their printing, their results, the
    tatamis that fight them and their table officials; seasons and their rankings."""

    draws: DrawStore
    seasons: SeasonStore
    results: ResultStore
    kata: KataScoreStore
    tatamis: TatamiStore
    users: UserRepository
    tournaments: TournamentRepository
    history: HistoryRepository
    registration_reads: RegistrationReads
    settings: SettingsRepository


class NoticeWork(Transaction, Protocol):
    """The mail notices: queued, claimed, sent, failed."""

    notices: NoticeQueue
    clubs: ClubRepository
    tournaments: TournamentRepository
    registration_reads: RegistrationReads
    invoices: InvoiceStore
    payments: PaymentStore


class DemoWork(Transaction, Protocol):
    """The demo data: clubs with their users and people, the catalogue, a tournament."""

    users: UserRepository
    clubs: ClubRepository
    members: MemberRepository
    coaches: CoachRepository
    referees: RefereeRepository
    officials: OfficialRepository
    settings: SettingsRepository
    categories: CategoryRepository
    disciplines: DisciplineRepository
    tournaments: TournamentRepository


class FeeReads(Transaction, Protocol):
    """What pricing a club or a tournament reads (``fee_report``'s reads)."""

    clubs: ClubRepository
    registration_reads: RegistrationReads
    registration_lists: RegistrationLists
    frozen_fees: FrozenFeeStore
    settings: SettingsRepository


class InvoicingWork(FeeReads, Protocol):
    """Issuing prices the club as the fee report does, then numbers, stores and records."""

    invoices: InvoiceStore
    payment_settings: PaymentSettingsStore
    history: HistoryRepository


class PaymentWork(FeeReads, Protocol):
    """Payments in, matched to invoices, and who owes what (beside the fee as it is now);
    reminders to clubs that owe, through the outbox."""

    tournaments: TournamentRepository
    notices: NoticeQueue
    history: HistoryRepository
    invoices: InvoiceStore
    payments: PaymentStore
    payment_settings: PaymentSettingsStore


Work = TypeVar("Work", bound=Transaction, covariant=True)


class UnitOfWorkFactory(Protocol[Work]):
    """Makes a fresh unit of work (one transaction) per use case: ``UnitOfWorkFactory[NoticeWork]``
    for the notice sender; the wiring's factory makes units of work that are every context's."""

    def __call__(self) -> Work:
        """A fresh unit of work (one transaction) per use case."""
        ...

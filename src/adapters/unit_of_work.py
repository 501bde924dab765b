"""The unit of work the wiring hands the HTTP and CLI adapters: every context's at once.

Not a port of the core (no service asks for it): each service takes its context's small unit
of work (``fedreg_core.ports.unit_of_work``); the SQL unit of work is all of them, its
repositories declared once, as their ports, in ``Repositories`` (the tests' in-memory unit of
work declares its own with it).
"""

from typing import Protocol

from fedreg_core.ports import registrations as rg
from fedreg_core.ports import repositories as rp
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
from fedreg_core.ports.results import KataScoreStore, ResultStore
from fedreg_core.ports.retention import RetentionStore
from fedreg_core.ports.seasons import SeasonStore
from fedreg_core.ports.second_factor import SecondFactorRepository
from fedreg_core.ports.sessions import SessionRepository
from fedreg_core.ports.tatamis import TatamiStore
from fedreg_core.ports.unit_of_work import (
    AccountWork,
    CatalogWork,
    ClubWork,
    DemoWork,
    DrawWork,
    EntriesWork,
    ErasureWork,
    FeeWork,
    InvoicingWork,
    NoticeWork,
    PaymentWork,
    PeopleWork,
    PrivacyWork,
    StaffEntriesWork,
    TournamentWork,
    UnitOfWorkFactory,
)


class UnitOfWork(
    ErasureWork,
    AccountWork,
    ClubWork,
    PeopleWork,
    CatalogWork,
    TournamentWork,
    EntriesWork,
    StaffEntriesWork,
    FeeWork,
    DrawWork,
    NoticeWork,
    DemoWork,
    InvoicingWork,
    PaymentWork,
    PrivacyWork,
    Protocol,
):
    """Every context's unit of work at once: the wiring's, never a service's."""


Factory = UnitOfWorkFactory[UnitOfWork]
"""What the wiring hands the HTTP and CLI adapters: a fresh ``UnitOfWork`` per use case."""


class Repositories:
    """Every repository a unit of work of all contexts holds, typed as its port."""

    users: rp.UserRepository
    clubs: rp.ClubRepository
    members: rp.MemberRepository
    coaches: rp.CoachRepository
    referees: rp.RefereeRepository
    officials: rp.OfficialRepository
    settings: rp.SettingsRepository
    password_resets: rp.PasswordResetRepository
    second_factors: SecondFactorRepository
    sign_ins: SessionRepository
    categories: rp.CategoryRepository
    disciplines: rp.DisciplineRepository
    tournaments: rp.TournamentRepository
    club_deductions: rp.ClubDeductionRepository
    discipline_categories: rp.DisciplineCategoryRepository
    tournament_disciplines: rp.TournamentDisciplineRepository
    tournament_team_disciplines: rp.TournamentDisciplineRepository
    tournament_images: rp.TournamentFileRepository
    documents: rp.TournamentFileRepository
    competitor_registrations: rg.CompetitorRegistrationRepository
    team_registrations: rg.TeamRegistrationRepository
    tournament_coaches: rg.TournamentPersonRepository
    tournament_referees: rg.TournamentPersonRepository
    tournament_officials: rg.TournamentPersonRepository
    history: rp.HistoryRepository
    registration_reads: rg.RegistrationReads
    registration_lists: RegistrationLists
    people_directory: PeopleDirectory
    draws: DrawStore
    results: ResultStore
    kata: KataScoreStore
    tatamis: TatamiStore
    seasons: SeasonStore
    notices: NoticeQueue
    frozen_fees: FrozenFeeStore
    invoices: InvoiceStore
    payments: PaymentStore
    payment_settings: PaymentSettingsStore
    entry_limits: EntryLimitStore
    access_log: AccessLog
    person_records: PersonRecords
    erasure: ErasureStore
    retention: RetentionStore

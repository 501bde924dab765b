"""SQLAlchemy models of every table; importing this package fills ``Base.metadata``."""

from adapters.sql.models.access_log import AccessLogRow
from adapters.sql.models.accounts import SETTINGS_ID, PasswordResetRow, SettingsRow, UserRow
from adapters.sql.models.attempts import AttemptRow, RequestCountRow
from adapters.sql.models.base import Base, IdRow
from adapters.sql.models.catalog import CategoryRow, DisciplineCategoryRow, DisciplineRow
from adapters.sql.models.clubs import ClubRow, CoachRow, MemberRow, OfficialRow, RefereeRow
from adapters.sql.models.draws import (
    BoutLengthRow,
    BoutResultRow,
    DrawEntrantRow,
    DrawPublicationRow,
    DrawRow,
    DrawSeedRow,
    KataScoreRow,
    TatamiGroupRow,
    TatamiOfficialRow,
    TatamiRow,
)
from adapters.sql.models.frozen_fees import FrozenFeesRow
from adapters.sql.models.idempotency import IdempotentRequestRow
from adapters.sql.models.notices import NoticeRow
from adapters.sql.models.payments import (
    PAYMENT_SETTINGS_ID,
    BankMappingRow,
    InvoiceRow,
    InvoiceSequenceRow,
    PaymentRow,
    PaymentSettingsRow,
)
from adapters.sql.models.registrations import (
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    EntryLimitRow,
    TeamEntryRow,
    TeamMemberRow,
    TeamRegistrationRow,
    TournamentClubCountRow,
    TournamentCoachRow,
    TournamentOfficialRow,
    TournamentRefereeRow,
)
from adapters.sql.models.seasons import SeasonPointsRow, SeasonRow
from adapters.sql.models.second_factor import RecoveryCodeRow, SecondFactorRow
from adapters.sql.models.sessions import UserSessionRow
from adapters.sql.models.tournaments import (
    ClubDeductionRow,
    DocumentRow,
    HistoryPersonRow,
    HistoryRow,
    TournamentDisciplineRow,
    TournamentImageRow,
    TournamentRow,
    TournamentTeamDisciplineRow,
)

__all__ = [
    "PAYMENT_SETTINGS_ID",
    "SETTINGS_ID",
    "AccessLogRow",
    "AttemptRow",
    "BankMappingRow",
    "Base",
    "BoutLengthRow",
    "BoutResultRow",
    "CategoryRow",
    "ClubDeductionRow",
    "ClubRow",
    "CoachRow",
    "CompetitorEntryRow",
    "CompetitorRegistrationRow",
    "DisciplineCategoryRow",
    "DisciplineRow",
    "DocumentRow",
    "DrawEntrantRow",
    "DrawPublicationRow",
    "DrawRow",
    "DrawSeedRow",
    "EntryLimitRow",
    "FrozenFeesRow",
    "HistoryPersonRow",
    "HistoryRow",
    "IdRow",
    "IdempotentRequestRow",
    "InvoiceRow",
    "InvoiceSequenceRow",
    "KataScoreRow",
    "MemberRow",
    "NoticeRow",
    "OfficialRow",
    "PasswordResetRow",
    "PaymentRow",
    "PaymentSettingsRow",
    "RecoveryCodeRow",
    "RefereeRow",
    "RequestCountRow",
    "SeasonPointsRow",
    "SeasonRow",
    "SecondFactorRow",
    "SettingsRow",
    "TatamiGroupRow",
    "TatamiOfficialRow",
    "TatamiRow",
    "TeamEntryRow",
    "TeamMemberRow",
    "TeamRegistrationRow",
    "TournamentClubCountRow",
    "TournamentCoachRow",
    "TournamentDisciplineRow",
    "TournamentImageRow",
    "TournamentOfficialRow",
    "TournamentRefereeRow",
    "TournamentRow",
    "TournamentTeamDisciplineRow",
    "UserRow",
    "UserSessionRow",
]

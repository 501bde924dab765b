"""Tournaments with their fees, discipline links, files, club deductions and history."""

from datetime import date, datetime

from sqlalchemy import CheckConstraint, ForeignKey, Index, String, Text, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import (
    Base,
    IdRow,
    created_at_column,
    optional_id,
    owned_children,
    parent_id,
    string_enum,
    table_args,
)
from fedreg_core.domain.enums import HistoryType
from fedreg_core.fees import LatePer


class TournamentDisciplineRow(IdRow):
    """Link: an individual discipline of a tournament."""

    __tablename__ = "tournament_disciplines"
    __table_args__ = table_args(UniqueConstraint("tournament_id", "discipline_id"))

    tournament_id: Mapped[int] = parent_id("tournaments.id", index=False)
    discipline_id: Mapped[int] = parent_id("disciplines.id")


class TournamentTeamDisciplineRow(IdRow):
    """Link: a team discipline of a tournament."""

    __tablename__ = "tournament_team_disciplines"
    __table_args__ = table_args(UniqueConstraint("tournament_id", "discipline_id"))

    tournament_id: Mapped[int] = parent_id("tournaments.id", index=False)
    discipline_id: Mapped[int] = parent_id("disciplines.id")


class TournamentRow(IdRow):
    """A tournament: registration window, state flags, the eight fee fields (whole RSD)."""

    __tablename__ = "tournaments"

    name: Mapped[str]
    description: Mapped[str] = mapped_column(Text)
    start_date: Mapped[datetime]
    end_date: Mapped[datetime | None]
    registration_open: Mapped[bool]
    registration_by_clock: Mapped[bool] = mapped_column(server_default=false())
    opening_announced_at: Mapped[datetime | None]
    """When the applications-open notice of an opening by the clock was queued."""
    is_archived: Mapped[bool]
    is_public: Mapped[bool] = mapped_column(server_default=false())
    public_entries: Mapped[bool] = mapped_column(server_default=false())
    cover: Mapped[str | None]
    single_fee_1: Mapped[int]
    single_fee_1_break: Mapped[int]
    single_fee_2: Mapped[int]
    single_fee_2_break: Mapped[int]
    single_fee_other: Mapped[int]
    single_fee_other_break: Mapped[int]
    team_fee: Mapped[int]
    team_fee_break: Mapped[int]
    created_at: Mapped[datetime] = created_at_column()
    event_date: Mapped[date | None]
    require_medical: Mapped[bool] = mapped_column(server_default=false())
    place: Mapped[str] = mapped_column(server_default="")
    late_from: Mapped[datetime | None]
    late_fee: Mapped[int] = mapped_column(server_default="0")
    late_per: Mapped[LatePer] = mapped_column(string_enum(LatePer), server_default="entry")
    withdrawal_deadline: Mapped[datetime | None]

    discipline_links: Mapped[list[TournamentDisciplineRow]] = owned_children(
        TournamentDisciplineRow.id
    )
    team_discipline_links: Mapped[list[TournamentTeamDisciplineRow]] = owned_children(
        TournamentTeamDisciplineRow.id
    )


class TournamentFileColumns:
    """A file of a tournament: its name, where the store keeps it (none until it is uploaded,
    after the row exists) and its size in bytes."""

    tournament_id: Mapped[int] = parent_id("tournaments.id")
    name: Mapped[str]
    path: Mapped[str | None]
    size: Mapped[int]


class TournamentImageRow(TournamentFileColumns, IdRow):
    """An image of a tournament."""

    __tablename__ = "tournament_images"


class DocumentRow(TournamentFileColumns, IdRow):
    """A document (propositions, schedule, ...) of a tournament."""

    __tablename__ = "documents"


class ClubDeductionRow(IdRow):
    """A club's fee deduction in percent for one tournament (at most one per club)."""

    __tablename__ = "club_deductions"
    __table_args__ = table_args(
        UniqueConstraint("tournament_id", "club_id"),
        CheckConstraint("deduction >= 0 AND deduction <= 100", name="deduction_percent"),
    )

    tournament_id: Mapped[int] = parent_id("tournaments.id", index=False)
    club_id: Mapped[int] = parent_id("clubs.id")
    deduction: Mapped[int]


class HistoryRow(IdRow):
    """A history entry of a tournament; the user is kept as NULL once deleted."""

    __tablename__ = "history"
    __table_args__ = table_args(Index(None, "tournament_id", "created_at"))

    tournament_id: Mapped[int] = parent_id("tournaments.id", index=False)
    type: Mapped[HistoryType] = mapped_column(string_enum(HistoryType))
    item: Mapped[str] = mapped_column(Text)
    user_id: Mapped[int | None] = optional_id("users.id")
    created_at: Mapped[datetime] = created_at_column()
    people_known: Mapped[bool] = mapped_column(default=False, server_default=false())
    """Its writer named the people it is about (``history_people``, none for an entry about
    nobody); ``False``: only its text tells (entries from before revision 0046, and those
    whose writers do not name them)."""


class HistoryPersonRow(Base):
    """A person a history entry is about, by id: a namesake's entries are not theirs."""

    __tablename__ = "history_people"
    __table_args__ = (Index(None, "person_kind", "person_id"),)

    history_id: Mapped[int] = mapped_column(
        ForeignKey("history.id", ondelete="CASCADE"), primary_key=True
    )
    person_kind: Mapped[str] = mapped_column(String(16), primary_key=True)
    """``members``, ``coaches``, ``referees`` or ``officials``."""
    person_id: Mapped[int] = mapped_column(primary_key=True)

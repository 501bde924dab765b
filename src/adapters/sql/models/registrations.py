"""Registrations of a tournament: competitors, teams, coaches, referees, officials."""

from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, String, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import (
    CASCADE,
    Base,
    IdRow,
    created_at_column,
    owned_children,
    parent_id,
    reference_id,
    string_enum,
    table_args,
)
from fedreg_core.domain.enums import TeamType


def overridden_rules_column() -> Mapped[str]:
    """The eligibility rules an admin's override let through (``EntryRule`` values,
    comma-separated; '' for none): entries breaking them are admitted by override."""
    return mapped_column(String(200), server_default="")


class CompetitorEntryRow(IdRow):
    """One (category, discipline) pair of a competitor registration."""

    __tablename__ = "competitor_entries"
    __table_args__ = table_args(
        UniqueConstraint("registration_id", "category_id", "discipline_id"),
    )

    registration_id: Mapped[int] = parent_id("competitor_registrations.id", index=False)
    category_id: Mapped[int] = reference_id("categories.id")
    discipline_id: Mapped[int] = reference_id("disciplines.id")
    waiting: Mapped[bool] = mapped_column(server_default=false())
    """Past a cap: on the waiting list, in the order of ``ticket`` (docs/entries.md)."""
    ticket: Mapped[int | None]
    """Its place in the order of arrival on the tournament's waiting list (both kinds)."""


class EntryLimitRow(IdRow):
    """A tournament's cap and club quota of a category and discipline; the row without a
    category and discipline holds the cap on all entries. Entries lock the rows of their
    groups (PostgreSQL) before they count."""

    __tablename__ = "entry_limits"

    tournament_id: Mapped[int] = parent_id("tournaments.id")
    category_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id", ondelete=CASCADE))
    discipline_id: Mapped[int | None] = mapped_column(
        ForeignKey("disciplines.id", ondelete=CASCADE)
    )
    cap: Mapped[int | None]
    quota: Mapped[int | None]


class CompetitorRegistrationRow(IdRow):
    """A member registered for a tournament (at most once)."""

    __tablename__ = "competitor_registrations"
    __table_args__ = table_args(UniqueConstraint("tournament_id", "member_id"))

    tournament_id: Mapped[int] = parent_id("tournaments.id", index=False)
    club_id: Mapped[int] = parent_id("clubs.id")
    member_id: Mapped[int] = reference_id("members.id")
    assigned_number: Mapped[int | None]
    created_at: Mapped[datetime] = created_at_column()
    withdrawn_at: Mapped[datetime | None]
    overridden_rules: Mapped[str] = overridden_rules_column()

    entries: Mapped[list[CompetitorEntryRow]] = owned_children(CompetitorEntryRow.id)


class TeamMemberRow(IdRow):
    """A member of a team, in the order chosen at registration."""

    __tablename__ = "team_members"
    __table_args__ = table_args(UniqueConstraint("team_id", "member_id"))

    team_id: Mapped[int] = parent_id("team_registrations.id", index=False)
    member_id: Mapped[int] = reference_id("members.id")
    position: Mapped[int]


SAME_TEAM = "uq_team_entries_same_team"


class TeamEntryRow(IdRow):
    """One (category, discipline) pair of a team registration, with copies of its team's
    tournament, type and ``team_member_key``: the same set of members of the same type holds
    a category and discipline once per tournament (``SAME_TEAM``)."""

    __tablename__ = "team_entries"
    __table_args__ = table_args(
        UniqueConstraint("team_id", "category_id", "discipline_id"),
        UniqueConstraint(
            "tournament_id",
            "member_key",
            "team_type",
            "category_id",
            "discipline_id",
            name=SAME_TEAM,
        ),
    )

    team_id: Mapped[int] = parent_id("team_registrations.id", index=False)
    category_id: Mapped[int] = reference_id("categories.id")
    discipline_id: Mapped[int] = reference_id("disciplines.id")
    tournament_id: Mapped[int]
    team_type: Mapped[TeamType] = mapped_column(string_enum(TeamType))
    member_key: Mapped[str]
    waiting: Mapped[bool] = mapped_column(server_default=false())
    """Past a cap: on the waiting list, in the order of ``ticket`` (docs/entries.md)."""
    ticket: Mapped[int | None]
    """Its place in the order of arrival on the tournament's waiting list (both kinds)."""


class TeamRegistrationRow(IdRow):
    """A team of 2 to 4 members of one club registered for a tournament."""

    __tablename__ = "team_registrations"

    tournament_id: Mapped[int] = parent_id("tournaments.id")
    club_id: Mapped[int] = parent_id("clubs.id")
    type: Mapped[TeamType] = mapped_column(string_enum(TeamType))
    no_pay: Mapped[bool]
    always_pays: Mapped[bool]
    created_at: Mapped[datetime] = created_at_column()
    withdrawn_at: Mapped[datetime | None]
    overridden_rules: Mapped[str] = overridden_rules_column()

    members: Mapped[list[TeamMemberRow]] = owned_children(TeamMemberRow.position)
    entries: Mapped[list[TeamEntryRow]] = owned_children(TeamEntryRow.id)


class TournamentStaffColumns:
    """A tournament and the club that registered one of its people for it."""

    tournament_id: Mapped[int] = parent_id("tournaments.id", index=False)
    club_id: Mapped[int] = parent_id("clubs.id")


class TournamentCoachRow(TournamentStaffColumns, IdRow):
    """A coach registered for a tournament by their club."""

    __tablename__ = "tournament_coaches"
    __table_args__ = table_args(UniqueConstraint("tournament_id", "coach_id"))

    coach_id: Mapped[int] = reference_id("coaches.id")


class TournamentRefereeRow(TournamentStaffColumns, IdRow):
    """A referee registered for a tournament by their club."""

    __tablename__ = "tournament_referees"
    __table_args__ = table_args(UniqueConstraint("tournament_id", "referee_id"))

    referee_id: Mapped[int] = reference_id("referees.id")


class TournamentOfficialRow(TournamentStaffColumns, IdRow):
    """An official registered for a tournament by their club."""

    __tablename__ = "tournament_officials"
    __table_args__ = table_args(UniqueConstraint("tournament_id", "official_id"))

    official_id: Mapped[int] = reference_id("officials.id")


class TournamentClubCountRow(Base):
    """A club's registrations in a tournament, counted: what the tournament's counts sum.

    Kept by database triggers (migration 0009), never written by the code: every write of
    registrations and entries, cascades and plain SQL included, keeps it exact. A row whose
    counts fall to 0 stays (the club is counted only while it has a competitor or a team).
    """

    __tablename__ = "tournament_club_counts"

    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tournaments.id", ondelete=CASCADE), primary_key=True
    )
    club_id: Mapped[int] = mapped_column(
        ForeignKey("clubs.id", ondelete=CASCADE), primary_key=True, index=True
    )
    competitors: Mapped[int] = mapped_column(server_default="0")
    teams: Mapped[int] = mapped_column(server_default="0")
    competitor_entries: Mapped[int] = mapped_column(server_default="0")
    team_entries: Mapped[int] = mapped_column(server_default="0")
    changes: Mapped[int] = mapped_column(BigInteger, server_default="0")
    """Grows with every change of what the public page shows of these registrations
    (triggers of migration 0011): the public page's ETag sums it."""

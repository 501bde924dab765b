"""Draws of a tournament: one row per group, its entrants on their lines, the admin's seeds
and whether clubs may read the draws.

A draw keeps what it was made from (names, clubs, seeds) as a document does: it reads the
same after its registrations change, ``fingerprint`` tells that they changed, and
``confirmed_fingerprint`` for which entries the admin kept it as it is."""

from datetime import datetime, time

from sqlalchemy import (
    BigInteger,
    DateTime,
    ForeignKey,
    ForeignKeyConstraint,
    String,
    Time,
    false,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import CASCADE, Base, created_at_column, local_now, string_enum
from fedreg_core.domain.enums import BoutEnding, DrawFormat, SeenSex, TeamType

GROUP_KEY_LENGTH = 64


def _tournament_key() -> Mapped[int]:
    return mapped_column(ForeignKey("tournaments.id", ondelete=CASCADE), primary_key=True)


def _group_key() -> Mapped[str]:
    return mapped_column(String(GROUP_KEY_LENGTH), primary_key=True)


def _of_a_draw() -> ForeignKeyConstraint:
    """A row's ``(tournament_id, group_key)`` names its draw; it goes when the draw goes."""
    return ForeignKeyConstraint(
        ["tournament_id", "group_key"],
        ["draws.tournament_id", "draws.group_key"],
        ondelete=CASCADE,
    )


class DrawRow(Base):
    """The draw of one group (category x discipline x sex, or x team type)."""

    __tablename__ = "draws"

    tournament_id: Mapped[int] = _tournament_key()
    group_key: Mapped[str] = _group_key()
    category_id: Mapped[int] = mapped_column(ForeignKey("categories.id", ondelete=CASCADE))
    discipline_id: Mapped[int] = mapped_column(ForeignKey("disciplines.id", ondelete=CASCADE))
    sex: Mapped[SeenSex | None] = mapped_column(string_enum(SeenSex))
    team_type: Mapped[TeamType | None] = mapped_column(string_enum(TeamType))
    format: Mapped[DrawFormat] = mapped_column(string_enum(DrawFormat))
    seed: Mapped[int] = mapped_column(BigInteger)
    lines: Mapped[int]
    fingerprint: Mapped[str]
    confirmed_fingerprint: Mapped[str | None]
    """The entries' fingerprint the admin kept the draw for after they changed."""
    made_at: Mapped[datetime] = created_at_column()


class DrawEntrantRow(Base):
    """An entrant of a draw on its line, as it was when the draw was made."""

    __tablename__ = "draw_entrants"
    __table_args__ = (_of_a_draw(),)

    tournament_id: Mapped[int] = mapped_column(primary_key=True)
    group_key: Mapped[str] = _group_key()
    registration_id: Mapped[int] = mapped_column(primary_key=True)
    line: Mapped[int]
    seed: Mapped[int | None]
    name: Mapped[str]
    club_id: Mapped[int | None]
    club_name: Mapped[str]
    withdrawn: Mapped[bool] = mapped_column(default=False, server_default=false())
    """Gone from the group when the admin confirmed the draw."""


class DrawSeedRow(Base):
    """The admin's seed (1 to 4) of an entrant of a group, used when its draw is made."""

    __tablename__ = "draw_seeds"

    tournament_id: Mapped[int] = _tournament_key()
    group_key: Mapped[str] = _group_key()
    registration_id: Mapped[int] = mapped_column(primary_key=True)
    seed: Mapped[int]


class DrawPublicationRow(Base):
    """A tournament whose draws clubs may read."""

    __tablename__ = "draw_publications"

    tournament_id: Mapped[int] = _tournament_key()
    published_at: Mapped[datetime] = created_at_column()


class BoutResultRow(Base):
    """A bout's recorded result in a drawn group; it goes with its draw (a redraw of the
    group starts its results afresh)."""

    __tablename__ = "bout_results"
    __table_args__ = (_of_a_draw(),)

    tournament_id: Mapped[int] = mapped_column(primary_key=True)
    group_key: Mapped[str] = _group_key()
    round: Mapped[int] = mapped_column(primary_key=True)
    bout_index: Mapped[int] = mapped_column(primary_key=True)
    winner_id: Mapped[int]
    ending: Mapped[BoutEnding] = mapped_column(string_enum(BoutEnding))
    red_points: Mapped[int | None]
    blue_points: Mapped[int | None]
    version: Mapped[int]
    recorded_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=False), default=local_now, onupdate=local_now
    )


class KataScoreRow(Base):
    """A performance's recorded score in a kata-by-points group (hundredths of a point), by
    round (the medal bouts being the round after the last round of groups); it goes with its
    draw."""

    __tablename__ = "kata_scores"
    __table_args__ = (_of_a_draw(),)

    tournament_id: Mapped[int] = mapped_column(primary_key=True)
    group_key: Mapped[str] = _group_key()
    round: Mapped[int] = mapped_column(primary_key=True)
    registration_id: Mapped[int] = mapped_column(primary_key=True)
    score: Mapped[int]
    tie_break: Mapped[int | None]
    version: Mapped[int]
    recorded_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=False), default=local_now, onupdate=local_now
    )


class TatamiRow(Base):
    """A tatami of a tournament, by its number."""

    __tablename__ = "tatamis"

    tournament_id: Mapped[int] = _tournament_key()
    number: Mapped[int] = mapped_column(primary_key=True)
    starts_at: Mapped[time] = mapped_column(Time(), server_default="09:00:00")


def _of_a_tatami() -> ForeignKeyConstraint:
    """A row's ``(tournament_id, tatami)`` names its tatami; it goes when the tatami goes."""
    return ForeignKeyConstraint(
        ["tournament_id", "tatami"], ["tatamis.tournament_id", "tatamis.number"], ondelete=CASCADE
    )


class TatamiGroupRow(Base):
    """A group on a tatami, at its place in the tatami's order; a group is on one tatami at
    most. No key to its draw: a redraw keeps the group where it was."""

    __tablename__ = "tatami_groups"
    __table_args__ = (_of_a_tatami(),)

    tournament_id: Mapped[int] = mapped_column(primary_key=True)
    group_key: Mapped[str] = _group_key()
    tatami: Mapped[int]
    position: Mapped[int]


class TatamiOfficialRow(Base):
    """A table official of a tatami: a user who records its groups' results."""

    __tablename__ = "tatami_officials"
    __table_args__ = (_of_a_tatami(),)

    tournament_id: Mapped[int] = mapped_column(primary_key=True)
    tatami: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete=CASCADE), primary_key=True, index=True
    )


class BoutLengthRow(Base):
    """The minutes a bout of a discipline takes on the tatamis of a tournament."""

    __tablename__ = "bout_lengths"

    tournament_id: Mapped[int] = _tournament_key()
    discipline_id: Mapped[int] = mapped_column(
        ForeignKey("disciplines.id", ondelete=CASCADE), primary_key=True
    )
    minutes: Mapped[int]

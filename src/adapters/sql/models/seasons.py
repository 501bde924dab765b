"""Seasons: a named range of days, and the points each place earns in its ranking."""

from datetime import date

from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import CASCADE, Base, IdRow, table_args
from fedreg_core.domain.seasons import SEASON_NAME_MAX


class SeasonRow(IdRow):
    """A season from ``starts_on`` to ``ends_on``, both days included."""

    __tablename__ = "seasons"
    __table_args__ = table_args(UniqueConstraint("name"))

    name: Mapped[str] = mapped_column(String(SEASON_NAME_MAX))
    starts_on: Mapped[date]
    ends_on: Mapped[date]


class SeasonPointsRow(Base):
    """A row of a season's points table: a place and its points."""

    __tablename__ = "season_points"

    season_id: Mapped[int] = mapped_column(
        ForeignKey("seasons.id", ondelete=CASCADE), primary_key=True
    )
    place: Mapped[int] = mapped_column(primary_key=True)
    points: Mapped[int]

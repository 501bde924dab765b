"""Archived tournaments' fee inputs, as they were when archived (``fedreg_core.fees.frozen``)."""

from sqlalchemy import ForeignKey, Text
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import CASCADE, Base


class FrozenFeesRow(Base):
    """``inputs``: JSON of the registrations' payment flags and the entered categories' and
    disciplines' (``adapters.sql.frozen_fees``); one row per archived tournament."""

    __tablename__ = "frozen_fees"

    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tournaments.id", ondelete=CASCADE), primary_key=True
    )
    inputs: Mapped[str] = mapped_column(Text)

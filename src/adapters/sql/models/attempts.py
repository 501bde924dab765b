"""Recent sign-in and password-reset attempts, and the public pages' request counts, kept
for the rate limiters."""

from datetime import datetime

from sqlalchemy import Index
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import Base, IdRow, table_args


class AttemptRow(IdRow):
    """One attempt at ``action`` by ``key`` (``ip:<address>`` or ``email:<e-mail>``), UTC."""

    __tablename__ = "sign_in_attempts"
    __table_args__ = table_args(Index(None, "action", "key", "at"))

    action: Mapped[str]
    key: Mapped[str]
    at: Mapped[datetime]


class RequestCountRow(Base):
    """How many requests ``key`` made at ``action`` in the window that began at
    ``window_start`` (UTC), added up by every worker of every host."""

    __tablename__ = "request_counts"

    action: Mapped[str] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(primary_key=True)
    window_start: Mapped[datetime] = mapped_column(primary_key=True)
    count: Mapped[int]

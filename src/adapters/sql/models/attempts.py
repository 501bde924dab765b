"""Recent sign-in and password-reset attempts, counted by the rate limiter."""

from datetime import datetime

from sqlalchemy import Index
from sqlalchemy.orm import Mapped

from adapters.sql.models.base import IdRow, table_args


class AttemptRow(IdRow):
    """One attempt at ``action`` by ``key`` (``ip:<address>`` or ``email:<e-mail>``), UTC."""

    __tablename__ = "sign_in_attempts"
    __table_args__ = table_args(Index(None, "action", "key", "at"))

    action: Mapped[str]
    key: Mapped[str]
    at: Mapped[datetime]

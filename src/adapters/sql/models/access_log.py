"""The access log: who read or exported whose data, when, from where (append-only)."""

from datetime import datetime

from sqlalchemy import Index
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import IdRow, string_enum, table_args
from fedreg_core.domain.access import AccessKind


class AccessLogRow(IdRow):
    """One access; ``user_id`` is kept as a plain number (no foreign key): the row outlives
    the user, and ``None`` is the command line. ``person_kind``/``person_id`` likewise outlive
    the person."""

    __tablename__ = "access_log"
    __table_args__ = table_args(
        Index(None, "at"), Index(None, "person_kind", "person_id"), Index(None, "user_id")
    )

    at: Mapped[datetime]
    kind: Mapped[AccessKind] = mapped_column(string_enum(AccessKind))
    address: Mapped[str]
    user_id: Mapped[int | None]
    person_kind: Mapped[str | None]
    person_id: Mapped[int | None]
    what: Mapped[str]

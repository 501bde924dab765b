"""The notices waiting to be mailed (``fedreg_core.ports.notices``): a durable outbox."""

from datetime import datetime

from sqlalchemy import BigInteger, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import IdRow, parent_id, table_args


class NoticeRow(IdRow):
    """One notice per (kind, tournament, club, period); ``due_at`` set while it waits,
    ``claimed_at`` while a sender holds it, ``version`` grows with a change queued while it is
    held, ``sent_through`` is the last recipient (user id) mailed in the current round;
    ``failures`` in a row since it was last sent, the last one's ``last_error`` and time."""

    __tablename__ = "notices"
    __table_args__ = table_args(
        UniqueConstraint("kind", "tournament_id", "club_id", "period"), Index(None, "due_at")
    )

    kind: Mapped[str] = mapped_column(String(32))
    tournament_id: Mapped[int] = parent_id("tournaments.id", index=False)
    club_id: Mapped[int] = parent_id("clubs.id")
    period: Mapped[str] = mapped_column(String(10))
    queued_at: Mapped[datetime]
    due_at: Mapped[datetime | None]
    claimed_at: Mapped[datetime | None]
    sent_at: Mapped[datetime | None]
    version: Mapped[int] = mapped_column(BigInteger)
    sent_through: Mapped[int | None]
    failures: Mapped[int] = mapped_column(default=0, server_default="0")
    last_error: Mapped[str | None] = mapped_column(String(500))
    failed_at: Mapped[datetime | None]

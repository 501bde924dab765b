"""Second factors at sign-in: a user's TOTP secret and their recovery codes' digests."""

from datetime import datetime

from sqlalchemy import ForeignKey, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import CASCADE, Base, IdRow, parent_id, table_args


class SecondFactorRow(Base):
    """One per user at most; ``last_step``: the time step of the last code accepted."""

    __tablename__ = "second_factors"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete=CASCADE), primary_key=True, autoincrement=False
    )
    secret: Mapped[str]
    enabled: Mapped[bool]
    last_step: Mapped[int | None]


class RecoveryCodeRow(IdRow):
    """A one-time recovery code: its SHA-256 digest, found by the digest's first signs."""

    __tablename__ = "recovery_codes"
    __table_args__ = table_args(UniqueConstraint("user_id", "selector"))

    user_id: Mapped[int] = parent_id("users.id", index=False)
    selector: Mapped[str]
    code_hash: Mapped[str]
    used_at: Mapped[datetime | None]

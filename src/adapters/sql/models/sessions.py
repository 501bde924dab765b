"""Where users are signed in: one row per sign-in, named by the id its token carries."""

from datetime import datetime

from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import Base, parent_id


class UserSessionRow(Base):
    __tablename__ = "user_sessions"

    id: Mapped[str] = mapped_column(primary_key=True)
    user_id: Mapped[int] = parent_id("users.id")
    created_at: Mapped[datetime] = mapped_column(index=True)
    address: Mapped[str]
    user_agent: Mapped[str]

"""The change counter: one row whose ``version`` SQLite's triggers raise with every committed
change to what the fee report reads (migration 0005). PostgreSQL announces those changes
instead (``NOTIFY``) and leaves the counter at 0."""

from sqlalchemy import BigInteger
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import Base

CHANGE_COUNTER_ID = 1


class ChangeCounterRow(Base):
    __tablename__ = "change_counter"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    version: Mapped[int] = mapped_column(BigInteger)

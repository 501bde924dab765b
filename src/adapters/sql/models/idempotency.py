"""Requests sent with an ``Idempotency-Key`` whose change was committed, and their answers."""

from datetime import datetime

from sqlalchemy import Index, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import Base

IDEMPOTENT_REQUESTS_KEY = "pk_idempotent_requests"


class IdempotentRequestRow(Base):
    """``request``: a digest of who sent it (user or address), method, path and key;
    ``fingerprint``: a digest of its body. Written in the transaction of the request's
    change; ``status``, ``media_type`` and ``body`` (its answer) once it is answered, NULL
    until then (or when the answer was lost)."""

    __tablename__ = "idempotent_requests"
    __table_args__ = (Index(None, "created_at"),)

    request: Mapped[str] = mapped_column(String(64), primary_key=True)
    fingerprint: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime]
    status: Mapped[int | None]
    media_type: Mapped[str | None] = mapped_column(String(200))
    body: Mapped[bytes | None] = mapped_column(LargeBinary)

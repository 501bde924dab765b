"""Declarative base, constraint naming convention and column helpers shared by every model."""

import enum
from datetime import datetime
from typing import Any

from sqlalchemy import DateTime, Enum, ForeignKey, MetaData
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# Deterministic names so Alembic can alter and drop constraints on SQLite and PostgreSQL alike.
# Every generated name stays below PostgreSQL's 63-character limit (tests check this).
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

CASCADE = "CASCADE"
SET_NULL = "SET NULL"
RESTRICT = "RESTRICT"

# SQLite reuses the highest rowid after a delete unless AUTOINCREMENT is set; a reused user id
# would let an old token of a deleted user sign in as the new one.
SQLITE_NO_ID_REUSE: dict[str, Any] = {"sqlite_autoincrement": True}


class Base(DeclarativeBase):
    """Declarative base of every table; ``str`` maps to VARCHAR, ``datetime`` to a naive one."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class IdRow(Base):
    """A table with an integer surrogate key that is never reused."""

    __abstract__ = True
    __table_args__: Any = SQLITE_NO_ID_REUSE

    id: Mapped[int] = mapped_column(primary_key=True, sort_order=-1)


def table_args(*items: Any) -> tuple[Any, ...]:
    """``__table_args__`` of constraints and indexes, keeping the SQLite id option."""
    return (*items, SQLITE_NO_ID_REUSE)


def string_enum(enum_class: type[enum.Enum]) -> Enum:
    """An enum stored as VARCHAR of its values (no native type, no CHECK to migrate)."""
    return Enum(
        enum_class,
        native_enum=False,
        create_constraint=False,
        length=32,
        values_callable=lambda members: [member.value for member in members],
        validate_strings=True,
    )


def parent_id(target: str, *, index: bool = True) -> Mapped[int]:
    """A required reference to an owning row, deleted with it."""
    return mapped_column(ForeignKey(target, ondelete=CASCADE), index=index)


def reference_id(target: str, *, index: bool = True) -> Mapped[int]:
    """A required reference to catalogue data that must not vanish while in use."""
    return mapped_column(ForeignKey(target, ondelete=RESTRICT), index=index)


def optional_id(target: str, *, index: bool = True) -> Mapped[int | None]:
    """An optional reference, cleared when the target row is deleted."""
    return mapped_column(ForeignKey(target, ondelete=SET_NULL), index=index, nullable=True)


def local_now() -> datetime:
    """Fallback for ``created_at`` when the core did not set it: naive local wall clock."""
    return datetime.now()


def created_at_column() -> Mapped[datetime]:
    return mapped_column(DateTime(timezone=False), default=local_now)


def owned_children(order_by: Any) -> Any:
    """The rows a row owns, loaded only when asked for, in ``order_by`` order; they go when it
    goes (the database's cascade deletes them, ``passive_deletes``)."""
    return relationship(
        lazy="raise", cascade="all, delete-orphan", passive_deletes=True, order_by=order_by
    )

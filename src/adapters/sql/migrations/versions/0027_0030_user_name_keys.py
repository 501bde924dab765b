"""Accounts are found by name in either script, with diacritics or without, as club people
are (0023): users keep their folded name in ``name_key`` (``folding.fold``), which the users
list's name search compares with the folded words; ``Dordevic`` finds ``Đorđević``.

The column is added in place with an empty default that SQLite needs for a NOT NULL column
(PostgreSQL drops it once the keys are set), then filled for the users there are.

Revision ID: 0030
Revises: 0029
"""

import sqlalchemy as sa
from alembic import op

from fedreg_core.domain.folding import fold

revision = "0030"
down_revision = "0029"


def upgrade() -> None:
    bind = op.get_bind()
    op.add_column("users", sa.Column("name_key", sa.String(), server_default="", nullable=False))
    users = sa.table("users", sa.column("id"), sa.column("name"), sa.column("name_key"))
    rows = bind.execute(sa.select(users.c.id, users.c.name)).all()
    if rows:
        update = sa.update(users).where(users.c.id == sa.bindparam("user_id"))
        keys = [{"user_id": user_id, "key": fold(name)} for user_id, name in rows]
        bind.execute(update.values(name_key=sa.bindparam("key")), keys)
    if bind.dialect.name == "postgresql":
        op.alter_column("users", "name_key", server_default=None)


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both (SQLite 3.35+)."""
    op.drop_column("users", "name_key")

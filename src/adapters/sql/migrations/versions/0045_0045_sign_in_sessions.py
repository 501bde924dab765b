"""Signed-in devices: one row per sign-in (when, from which address, which browser), named
by the random id its token carries; deleting it ends that sign-in. On PostgreSQL a deletion
is announced (``fedreg_changes``) so that every worker drops the accounts it cached.

Revision ID: 0045
Revises: 0044
"""

import sqlalchemy as sa
from alembic import op

from adapters.sql.migrations.triggers import ANNOUNCE_CHANGE

revision = "0045"
down_revision = "0044"

TABLE = "user_sessions"


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("id", sa.String(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("address", sa.String(), nullable=False),
        sa.Column("user_agent", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_user_sessions_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_user_sessions")),
    )
    op.create_index(op.f("ix_user_sessions_user_id"), TABLE, ["user_id"])
    op.create_index(op.f("ix_user_sessions_created_at"), TABLE, ["created_at"])
    if op.get_bind().dialect.name == "postgresql":
        # a new session is read by no cache before its token exists: only ends are announced
        op.execute(
            f"CREATE TRIGGER {TABLE}_announce_change AFTER DELETE OR TRUNCATE ON {TABLE}"
            f" FOR EACH STATEMENT EXECUTE FUNCTION {ANNOUNCE_CHANGE}()"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER {TABLE}_announce_change ON {TABLE}")
    op.drop_index(op.f("ix_user_sessions_created_at"), table_name=TABLE)
    op.drop_index(op.f("ix_user_sessions_user_id"), table_name=TABLE)
    op.drop_table(TABLE)

"""Sign-in and password-reset attempts are counted in the database.

Every worker (and host) shares the count, so the limit (docs/product.md, Security) holds
however many workers serve; it used to be counted in each worker's memory.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"


def upgrade() -> None:
    op.create_table(
        "sign_in_attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(), nullable=False),
        sa.Column("key", sa.String(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sign_in_attempts")),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_sign_in_attempts_action_key_at"), "sign_in_attempts", ["action", "key", "at"]
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_sign_in_attempts_action_key_at"), table_name="sign_in_attempts")
    op.drop_table("sign_in_attempts")

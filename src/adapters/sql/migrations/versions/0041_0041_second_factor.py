"""Second factors at sign-in: each user's TOTP secret with the time step of the last code
accepted, their hashed one-time recovery codes, and the setting that admins must have one.

Revision ID: 0041
Revises: 0040
"""

import sqlalchemy as sa
from alembic import op

revision = "0041"
down_revision = "0040"

COLUMN = "admins_need_second_factor"


def upgrade() -> None:
    op.create_table(
        "second_factors",
        sa.Column("user_id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("secret", sa.String(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("last_step", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_second_factors_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_id", name=op.f("pk_second_factors")),
    )
    op.create_table(
        "recovery_codes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("selector", sa.String(), nullable=False),
        sa.Column("code_hash", sa.String(), nullable=False),
        sa.Column("used_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_recovery_codes_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_recovery_codes")),
        sa.UniqueConstraint("user_id", "selector", name=op.f("uq_recovery_codes_user_id_selector")),
        sqlite_autoincrement=True,
    )
    op.add_column(
        "settings", sa.Column(COLUMN, sa.Boolean(), server_default=sa.false(), nullable=False)
    )


def downgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.drop_column(COLUMN)
    op.drop_table("recovery_codes")
    op.drop_table("second_factors")

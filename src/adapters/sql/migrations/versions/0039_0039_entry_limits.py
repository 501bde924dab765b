"""Entry caps, club quotas and the waiting list: the limits of a tournament's groups (and
its total), and which competitor entries wait.

Revision ID: 0039
Revises: 0038
"""

import sqlalchemy as sa
from alembic import op

revision = "0039"
down_revision = "0038"


def upgrade() -> None:
    op.create_table(
        "entry_limits",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("category_id", sa.Integer(), nullable=True),
        sa.Column("discipline_id", sa.Integer(), nullable=True),
        sa.Column("cap", sa.Integer(), nullable=True),
        sa.Column("quota", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_entry_limits_category_id_categories"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_entry_limits_discipline_id_disciplines"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_entry_limits_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_entry_limits")),
        sqlite_autoincrement=True,
    )
    with op.batch_alter_table("entry_limits", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_entry_limits_tournament_id"), ["tournament_id"], unique=False
        )

    op.add_column(  # in place: a batch copy of the table would break its count triggers
        "competitor_entries",
        sa.Column("waiting", sa.Boolean(), server_default=sa.false(), nullable=False),
    )


def downgrade() -> None:
    op.drop_column("competitor_entries", "waiting")

    with op.batch_alter_table("entry_limits", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_entry_limits_tournament_id"))

    op.drop_table("entry_limits")

"""Archived tournaments' fee inputs, frozen when archived (the payment flags of the
registrations and of the categories and disciplines entered), so that later changes of
those flags leave an archived tournament's fee as it was. Tournaments archived before this
revision have no row: their fee is computed from the live flags until they are archived
again (unarchive, archive).

Revision ID: 0021
Revises: 0020
"""

import sqlalchemy as sa
from alembic import op

revision = "0021"
down_revision = "0020"


def upgrade() -> None:
    op.create_table(
        "frozen_fees",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("inputs", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_frozen_fees_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", name=op.f("pk_frozen_fees")),
    )


def downgrade() -> None:
    op.drop_table("frozen_fees")

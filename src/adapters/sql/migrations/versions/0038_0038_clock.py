"""Applications on the clock: ``tournaments.registration_by_clock`` opens and closes them at
the start and end dates; ``opening_announced_at`` records that the applications-open
notice of the current opening time was queued (one server claims it).

Revision ID: 0038
Revises: 0037
"""

import sqlalchemy as sa
from alembic import op

revision = "0038"
down_revision = "0037"


def upgrade() -> None:
    # ALTER TABLE ... ADD/DROP COLUMN on both: no copy, the table keeps its triggers
    op.add_column(
        "tournaments",
        sa.Column("registration_by_clock", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.add_column("tournaments", sa.Column("opening_announced_at", sa.DateTime(), nullable=True))


def downgrade() -> None:
    op.drop_column("tournaments", "opening_announced_at")
    op.drop_column("tournaments", "registration_by_clock")

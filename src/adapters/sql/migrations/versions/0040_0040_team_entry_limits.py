"""Team entries under the caps and quotas: which team entries wait, and the ticket that
orders a tournament's waiting list across competitor and team entries (the competitor
entries waiting already keep their order: their id).

Revision ID: 0040
Revises: 0039
"""

import sqlalchemy as sa
from alembic import op

revision = "0040"
down_revision = "0039"


def upgrade() -> None:
    # in place: a batch copy of the tables would break their count triggers
    op.add_column(
        "team_entries",
        sa.Column("waiting", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.add_column("team_entries", sa.Column("ticket", sa.Integer(), nullable=True))
    op.add_column("competitor_entries", sa.Column("ticket", sa.Integer(), nullable=True))
    op.execute("UPDATE competitor_entries SET ticket = id WHERE waiting")


def downgrade() -> None:
    op.drop_column("competitor_entries", "ticket")
    op.drop_column("team_entries", "ticket")
    op.drop_column("team_entries", "waiting")

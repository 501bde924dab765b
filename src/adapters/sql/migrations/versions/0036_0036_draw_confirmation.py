"""A stale draw confirmed by the admin: the entries' fingerprint it was kept for, and its
entrants gone from the group by then (withdrawn: the others win their bouts).

Revision ID: 0036
Revises: 0035
"""

import sqlalchemy as sa
from alembic import op

revision = "0036"
down_revision = "0035"


def upgrade() -> None:
    """Plain ``ADD COLUMN`` (no table copy on SQLite: the rows that cascade from a draw stay)."""
    op.add_column("draws", sa.Column("confirmed_fingerprint", sa.String(), nullable=True))
    op.add_column(
        "draw_entrants",
        sa.Column("withdrawn", sa.Boolean(), server_default=sa.false(), nullable=False),
    )


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both (SQLite 3.35+)."""
    op.drop_column("draw_entrants", "withdrawn")
    op.drop_column("draws", "confirmed_fingerprint")

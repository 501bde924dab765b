"""Where a tournament's competition is held (``place``: a venue, a city), as the admin types
it; ``''`` for every tournament already stored (no place given).

Revision ID: 0026
Revises: 0024
"""

import sqlalchemy as sa
from alembic import op

revision = "0026"
down_revision = "0024"


def upgrade() -> None:
    op.add_column("tournaments", sa.Column("place", sa.String(), server_default="", nullable=False))


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both databases, as 0024's: rebuilding
    ``tournaments`` on SQLite would drop the triggers earlier revisions put on it."""
    op.execute("ALTER TABLE tournaments DROP COLUMN place")

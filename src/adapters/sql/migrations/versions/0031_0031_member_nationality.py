"""Members have a nationality: the three-letter country code WKF entries carry (``SRB``),
optional, a plain field of ``Member``.

Revision ID: 0031
Revises: 0030
"""

import sqlalchemy as sa
from alembic import op

revision = "0031"
down_revision = "0030"


def upgrade() -> None:
    op.add_column("members", sa.Column("nationality", sa.String(length=3), nullable=True))


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both (SQLite 3.35+)."""
    op.drop_column("members", "nationality")

"""Members have a nationality: the three-letter country code WKF entries carry (``SRB``),
optional, a plain field of ``Member``.

Revision ID: 0031
Revises: 0030
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0031"
down_revision: str | Sequence[str] | None = "0030"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("members", sa.Column("nationality", sa.String(length=3), nullable=True))


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both (SQLite 3.35+)."""
    op.drop_column("members", "nationality")

"""Each team discipline's member range (``team_min_members`` .. ``team_max_members``): 2 to 4
for every discipline already stored, the one range all teams had; teams keep their members
(``team_members`` holds any number of them).

Revision ID: 0024
Revises: 0023
"""

import sqlalchemy as sa
from alembic import op

revision = "0024"
down_revision = "0023"

RANGE = (("team_min_members", "2"), ("team_max_members", "4"))


def upgrade() -> None:
    for column, default in RANGE:
        op.add_column(
            "disciplines",
            sa.Column(column, sa.Integer(), server_default=default, nullable=False),
        )


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both databases, as 0012's and 0015's: rebuilding
    ``disciplines`` on SQLite would drop the triggers 0011 put on it."""
    for column, _default in RANGE:
        op.execute(f"ALTER TABLE disciplines DROP COLUMN {column}")

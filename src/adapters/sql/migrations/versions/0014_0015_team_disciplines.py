"""Disciplines are individual or team (``is_team``): pickers offer each kind where it fits and
the server refuses a team in an individual discipline and a competitor in a team one.

Existing disciplines become team disciplines when they were only ever used by teams (linked
as a tournament's team discipline or entered by a team) and never by single competitors
(linked as a tournament's discipline or entered by a competitor); every other one stays
individual. An admin changes the kind in the discipline form.

Revision ID: 0015
Revises: 0013
"""

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision = "0013"

USED_BY_TEAMS = (
    "SELECT discipline_id FROM tournament_team_disciplines"
    " UNION SELECT discipline_id FROM team_entries"
)
USED_BY_COMPETITORS = (
    "SELECT discipline_id FROM tournament_disciplines"
    " UNION SELECT discipline_id FROM competitor_entries"
)


def upgrade() -> None:
    op.add_column(
        "disciplines",
        sa.Column("is_team", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.execute(
        f"UPDATE disciplines SET is_team = TRUE WHERE id IN ({USED_BY_TEAMS})"  # noqa: S608
        f" AND id NOT IN ({USED_BY_COMPETITORS})"
    )


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both databases, as 0012's: rebuilding ``disciplines``
    on SQLite would drop the triggers 0011 put on it."""
    op.execute("ALTER TABLE disciplines DROP COLUMN is_team")

"""Registrations remember the eligibility rules an admin's override let through, so that
their entries show as admitted by override rather than as no longer eligible.

``overridden_rules``: the ``EntryRule`` values, comma-separated ('' for none, as every
registration stored before this revision).

Revision ID: 0028
Revises: 0026
"""

import sqlalchemy as sa
from alembic import op

revision = "0028"
down_revision = "0026"

TABLES = ("competitor_registrations", "team_registrations")
COLUMN = "overridden_rules"


def upgrade() -> None:
    for table in TABLES:
        op.add_column(table, sa.Column(COLUMN, sa.String(200), server_default="", nullable=False))


def downgrade() -> None:
    # A plain DROP COLUMN (SQLite 3.35 and later): a batch copy of these tables would break
    # the count triggers of 0009 that name them.
    for table in TABLES:
        op.drop_column(table, COLUMN)

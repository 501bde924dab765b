"""The public pages' requests are counted per address and minute, in one row each.

Each worker adds up its own count in memory and adds it to the shared row about once a
second (``adapters.sql.request_counts``), instead of one row per request.

Revision ID: 0016
Revises: 0015
"""

import sqlalchemy as sa
from alembic import op

revision = "0016"
down_revision = "0015"


def upgrade() -> None:
    op.create_table(
        "request_counts",
        sa.Column("action", sa.String(), nullable=False),
        sa.Column("key", sa.String(), nullable=False),
        sa.Column("window_start", sa.DateTime(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("action", "key", "window_start", name=op.f("pk_request_counts")),
    )


def downgrade() -> None:
    op.drop_table("request_counts")

"""When an admin erased a person (docs/privacy.md, Erasure): set once, never cleared.

Revision ID: 0043
Revises: 0042
"""

import sqlalchemy as sa
from alembic import op

revision = "0043"
down_revision = "0042"

PEOPLE = ("members", "coaches", "referees", "officials")


def upgrade() -> None:
    for table in PEOPLE:
        op.add_column(table, sa.Column("erased_at", sa.DateTime(), nullable=True))


def downgrade() -> None:
    for table in PEOPLE:
        op.drop_column(table, "erased_at")

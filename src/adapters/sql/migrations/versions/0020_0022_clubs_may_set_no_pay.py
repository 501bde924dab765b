"""The federation setting that reserves "no pay" to admins (off by default: clubs may mark
their own members and teams, as before).

Revision ID: 0022
Revises: 0021
"""

import sqlalchemy as sa
from alembic import op

revision = "0022"
down_revision = "0021"

COLUMN = "clubs_may_set_no_pay"


def upgrade() -> None:
    op.add_column(
        "settings", sa.Column(COLUMN, sa.Boolean(), server_default=sa.true(), nullable=False)
    )


def downgrade() -> None:
    with op.batch_alter_table("settings") as batch:
        batch.drop_column(COLUMN)

"""A notice whose mails cannot be built or sent is recorded as failed and tried again later.

``notices.failures`` counts its failures in a row (reset when it is sent), ``last_error`` and
``failed_at`` tell an operator the last one (``fedreg notify failed``; docs/mail.md).

Revision ID: 0017
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op

revision = "0017"
down_revision = "0016"


def upgrade() -> None:
    with op.batch_alter_table("notices") as batch:
        batch.add_column(sa.Column("failures", sa.Integer(), server_default="0", nullable=False))
        batch.add_column(sa.Column("last_error", sa.String(length=500), nullable=True))
        batch.add_column(sa.Column("failed_at", sa.DateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("notices") as batch:
        batch.drop_column("failed_at")
        batch.drop_column("last_error")
        batch.drop_column("failures")

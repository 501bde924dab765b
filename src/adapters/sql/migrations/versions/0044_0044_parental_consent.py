"""Parental consent for minors: each member's recorded consent (the day, who gave it, the
scanned copy's stored path) and the setting that minors enter only with one.

Revision ID: 0044
Revises: 0043
"""

import sqlalchemy as sa
from alembic import op

revision = "0044"
down_revision = "0043"

SETTING = "parental_consent_required"


def upgrade() -> None:
    op.add_column("members", sa.Column("consent_date", sa.Date(), nullable=True))
    op.add_column("members", sa.Column("consent_by", sa.String(), nullable=True))
    op.add_column("members", sa.Column("consent_document", sa.String(), nullable=True))
    op.add_column(
        "settings",
        sa.Column(SETTING, sa.Boolean(), server_default=sa.false(), nullable=False),
    )


def downgrade() -> None:
    with op.batch_alter_table("settings") as settings:
        settings.drop_column(SETTING)
    # Not batched: a batch copies the table on SQLite and would drop the members' triggers.
    for column in ("consent_document", "consent_by", "consent_date"):
        op.drop_column("members", column)

"""Applications on the clock: ``tournaments.registration_by_clock`` opens and closes them at
the start and end dates; ``opening_announced_at`` records that the applications-open
notice of the current opening time was queued (one server claims it). ``late_from``,
``late_fee`` and ``late_per`` are the fee engine's late rule of the tournament; from
``withdrawal_deadline`` on a withdrawn registration stays, with its ``withdrawn_at``.

Revision ID: 0038
Revises: 0037
"""

import sqlalchemy as sa
from alembic import op

revision = "0038"
down_revision = "0037"

REGISTRATIONS = ("competitor_registrations", "team_registrations")


def upgrade() -> None:
    # ALTER TABLE ... ADD/DROP COLUMN on both: no copy, the table keeps its triggers
    op.add_column(
        "tournaments",
        sa.Column("registration_by_clock", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.add_column("tournaments", sa.Column("opening_announced_at", sa.DateTime(), nullable=True))
    op.add_column("tournaments", sa.Column("late_from", sa.DateTime(), nullable=True))
    op.add_column(
        "tournaments", sa.Column("late_fee", sa.Integer(), server_default="0", nullable=False)
    )
    op.add_column(
        "tournaments",
        sa.Column("late_per", sa.String(length=32), server_default="entry", nullable=False),
    )
    op.add_column("tournaments", sa.Column("withdrawal_deadline", sa.DateTime(), nullable=True))
    for table in REGISTRATIONS:
        op.add_column(table, sa.Column("withdrawn_at", sa.DateTime(), nullable=True))


def downgrade() -> None:
    for table in REGISTRATIONS:
        op.drop_column(table, "withdrawn_at")
    op.drop_column("tournaments", "withdrawal_deadline")
    for column in ("late_per", "late_fee", "late_from"):
        op.drop_column("tournaments", column)
    op.drop_column("tournaments", "opening_announced_at")
    op.drop_column("tournaments", "registration_by_clock")

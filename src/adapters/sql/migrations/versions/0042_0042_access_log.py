"""The access log: who read or exported whose data, when and from where; the site's
retention period for the photos and medical dates of people who stopped competing, and
when each person was added (people already stored: now), so that the purge spares newcomers.

Revision ID: 0042
Revises: 0041
"""

import sqlalchemy as sa
from alembic import op

revision = "0042"
down_revision = "0041"

PEOPLE = ("members", "coaches", "referees", "officials")


def upgrade() -> None:
    op.create_table(
        "access_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("address", sa.String(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("person_kind", sa.String(), nullable=True),
        sa.Column("person_id", sa.Integer(), nullable=True),
        sa.Column("what", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_access_log")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_access_log_at"), "access_log", ["at"])
    op.create_index(
        op.f("ix_access_log_person_kind_person_id"), "access_log", ["person_kind", "person_id"]
    )
    op.create_index(op.f("ix_access_log_user_id"), "access_log", ["user_id"])
    op.add_column(
        "settings",
        sa.Column("retention_years", sa.Integer(), server_default="3", nullable=False),
    )
    for table in PEOPLE:
        op.add_column(table, sa.Column("added_at", sa.DateTime(), nullable=True))
        op.execute(f"UPDATE {table} SET added_at = CURRENT_TIMESTAMP")  # noqa: S608


def downgrade() -> None:
    for table in PEOPLE:
        op.drop_column(table, "added_at")
    op.drop_column("settings", "retention_years")
    op.drop_table("access_log")

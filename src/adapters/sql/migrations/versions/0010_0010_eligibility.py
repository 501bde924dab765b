"""Eligibility limits: a tournament's event date and medical requirement, a category's age
and belt limits, a discipline's weight limits, a member's weight, medical certificate date
and licence number (unique when set).

Every new column is nullable or has a default, so existing rows stay valid: no limit, no
requirement, nothing recorded. Columns are added in place (no table is rebuilt, so the
triggers of 0009 stay).

Revision ID: 0010
Revises: 0009
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"

LICENCE_UNIQUE = "uq_members_licence_number"
COLUMNS: dict[str, tuple[sa.Column[object], ...]] = {
    "tournaments": (
        sa.Column("event_date", sa.Date(), nullable=True),
        sa.Column("require_medical", sa.Boolean(), server_default=sa.false(), nullable=False),
    ),
    "categories": (
        sa.Column("min_age", sa.Integer(), nullable=True),
        sa.Column("max_age", sa.Integer(), nullable=True),
        sa.Column(
            "age_by",
            sa.Enum("DATE", "YEAR", name="ageby", native_enum=False, length=32),
            server_default="DATE",
            nullable=False,
        ),
        sa.Column("min_belt", sa.String(), nullable=True),
        sa.Column("max_belt", sa.String(), nullable=True),
    ),
    "disciplines": (
        sa.Column("min_weight_hg", sa.Integer(), nullable=True),
        sa.Column("max_weight_hg", sa.Integer(), nullable=True),
    ),
    "members": (
        sa.Column("weight_hg", sa.Integer(), nullable=True),
        sa.Column("medical_valid_until", sa.Date(), nullable=True),
        sa.Column("licence_number", sa.String(), nullable=True),
    ),
}


def upgrade() -> None:
    for table, columns in COLUMNS.items():
        for column in columns:
            op.add_column(table, column)
    op.create_index(LICENCE_UNIQUE, "members", ["licence_number"], unique=True)


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both databases (SQLite 3.35 and later): no table is
    rebuilt, so the triggers of 0009 that name ``tournaments`` stay valid."""
    op.drop_index(LICENCE_UNIQUE, table_name="members")
    for table, columns in reversed(COLUMNS.items()):
        for column in reversed(columns):
            op.execute(f"ALTER TABLE {table} DROP COLUMN {column.name}")

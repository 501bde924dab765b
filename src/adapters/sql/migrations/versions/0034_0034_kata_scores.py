"""Kata by points on the day: each performance's recorded score (hundredths of a point), its
tie-break and the version two tables check, by round and competitor, gone with their draw.

Revision ID: 0034
Revises: 0033
"""

import sqlalchemy as sa
from alembic import op

revision = "0034"
down_revision = "0033"


def upgrade() -> None:
    op.create_table(
        "kata_scores",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("group_key", sa.String(length=64), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("score", sa.Integer(), nullable=False),
        sa.Column("tie_break", sa.Integer(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id", "group_key"],
            ["draws.tournament_id", "draws.group_key"],
            name=op.f("fk_kata_scores_tournament_id_draws"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "tournament_id", "group_key", "round", "registration_id", name=op.f("pk_kata_scores")
        ),
    )


def downgrade() -> None:
    op.drop_table("kata_scores")

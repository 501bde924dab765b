"""Results on the day: each drawn group's recorded bout results (winner, how the bout ended,
points, the version two tables check), gone with their draw.

Revision ID: 0033
Revises: 0032
"""

import sqlalchemy as sa
from alembic import op

revision = "0033"
down_revision = "0032"


def upgrade() -> None:
    endings = ("POINTS", "KIKEN", "HANSOKU", "SHIKKAKU", "NO_SHOW")
    op.create_table(
        "bout_results",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("group_key", sa.String(length=64), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("bout_index", sa.Integer(), nullable=False),
        sa.Column("winner_id", sa.Integer(), nullable=False),
        sa.Column(
            "ending",
            sa.Enum(*endings, name="boutending", native_enum=False, length=32),
            nullable=False,
        ),
        sa.Column("red_points", sa.Integer(), nullable=True),
        sa.Column("blue_points", sa.Integer(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id", "group_key"],
            ["draws.tournament_id", "draws.group_key"],
            name=op.f("fk_bout_results_tournament_id_draws"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "tournament_id", "group_key", "round", "bout_index", name=op.f("pk_bout_results")
        ),
    )


def downgrade() -> None:
    op.drop_table("bout_results")

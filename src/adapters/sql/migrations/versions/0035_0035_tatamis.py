"""Tatamis on the day: each tournament's tatamis and when each starts, the groups each fights
in order, the users who enter their results (table officials) and a bout's minutes by
discipline.

Revision ID: 0035
Revises: 0034
"""

import sqlalchemy as sa
from alembic import op

revision = "0035"
down_revision = "0034"


def upgrade() -> None:
    op.create_table(
        "tatamis",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("starts_at", sa.Time(), server_default="09:00:00", nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tatamis_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", "number", name=op.f("pk_tatamis")),
    )
    op.create_table(
        "tatami_groups",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("group_key", sa.String(length=64), nullable=False),
        sa.Column("tatami", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id", "tatami"],
            ["tatamis.tournament_id", "tatamis.number"],
            name=op.f("fk_tatami_groups_tournament_id_tatamis"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", "group_key", name=op.f("pk_tatami_groups")),
    )
    op.create_table(
        "tatami_officials",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("tatami", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id", "tatami"],
            ["tatamis.tournament_id", "tatamis.number"],
            name=op.f("fk_tatami_officials_tournament_id_tatamis"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_tatami_officials_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "tournament_id", "tatami", "user_id", name=op.f("pk_tatami_officials")
        ),
    )
    op.create_table(
        "bout_lengths",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("discipline_id", sa.Integer(), nullable=False),
        sa.Column("minutes", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_bout_lengths_discipline_id_disciplines"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_bout_lengths_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", "discipline_id", name=op.f("pk_bout_lengths")),
    )
    with op.batch_alter_table("tatami_officials", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_tatami_officials_user_id"), ["user_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("tatami_officials", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_tatami_officials_user_id"))

    op.drop_table("bout_lengths")
    op.drop_table("tatami_officials")
    op.drop_table("tatami_groups")
    op.drop_table("tatamis")

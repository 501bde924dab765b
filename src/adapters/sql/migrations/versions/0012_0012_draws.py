"""Draws: one row per drawn group, its entrants on their lines, the admin's seeds, the
tournaments whose draws clubs may read, and each discipline's draw format (NULL: by size).

Revision ID: 0012
Revises: 0011
"""

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"


def _draw_format() -> sa.Enum:
    formats = ("ELIMINATION_REPECHAGE", "ELIMINATION_TWO_BRONZES", "ROUND_ROBIN")
    return sa.Enum(*formats, name="drawformat", native_enum=False, length=32)


def upgrade() -> None:
    op.create_table(
        "draw_publications",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("published_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_draw_publications_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", name=op.f("pk_draw_publications")),
    )
    op.create_table(
        "draw_seeds",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("group_key", sa.String(length=64), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_draw_seeds_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "tournament_id", "group_key", "registration_id", name=op.f("pk_draw_seeds")
        ),
    )
    op.create_table(
        "draws",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("group_key", sa.String(length=64), nullable=False),
        sa.Column("category_id", sa.Integer(), nullable=False),
        sa.Column("discipline_id", sa.Integer(), nullable=False),
        sa.Column(
            "sex",
            sa.Enum("MEN", "WOMEN", "UNKNOWN", name="seensex", native_enum=False, length=32),
            nullable=True,
        ),
        sa.Column(
            "team_type",
            sa.Enum("MEN", "WOMEN", "MIX", name="teamtype", native_enum=False, length=32),
            nullable=True,
        ),
        sa.Column(
            "format",
            _draw_format(),
            nullable=False,
        ),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("lines", sa.Integer(), nullable=False),
        sa.Column("fingerprint", sa.String(), nullable=False),
        sa.Column("made_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_draws_category_id_categories"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_draws_discipline_id_disciplines"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_draws_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", "group_key", name=op.f("pk_draws")),
    )
    op.create_table(
        "draw_entrants",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("group_key", sa.String(length=64), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("line", sa.Integer(), nullable=False),
        sa.Column("seed", sa.Integer(), nullable=True),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=True),
        sa.Column("club_name", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id", "group_key"],
            ["draws.tournament_id", "draws.group_key"],
            name=op.f("fk_draw_entrants_tournament_id_draws"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "tournament_id", "group_key", "registration_id", name=op.f("pk_draw_entrants")
        ),
    )
    op.add_column(
        "disciplines",
        sa.Column(
            "draw_format",
            _draw_format(),
            nullable=True,
        ),
    )


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both databases (SQLite 3.35 and later): rebuilding
    ``disciplines`` on SQLite would drop the triggers 0011 put on it."""
    op.execute("ALTER TABLE disciplines DROP COLUMN draw_format")

    op.drop_table("draw_entrants")
    op.drop_table("draws")
    op.drop_table("draw_seeds")
    op.drop_table("draw_publications")

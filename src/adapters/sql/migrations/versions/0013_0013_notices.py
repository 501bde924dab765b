"""Mail: each user's UI language and notice choices, and the notices waiting to be mailed.

``users.language`` (``sr``/``en``, NULL: the site's default) and one flag per notice kind
(on by default). ``notices`` is the durable outbox of ``fedreg_core.ports.notices``: one row
per (kind, tournament, club, period), due while ``due_at`` is set (docs/mail.md).

Revision ID: 0013
Revises: 0012
"""

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"

MAIL_FLAGS = ("mail_applications_open", "mail_entry_confirmation", "mail_deadline_reminder")


def upgrade() -> None:
    op.add_column("users", sa.Column("language", sa.String(length=8), nullable=True))
    for flag in MAIL_FLAGS:
        op.add_column(
            "users", sa.Column(flag, sa.Boolean(), server_default=sa.true(), nullable=False)
        )
    op.create_table(
        "notices",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("period", sa.String(length=10), nullable=False),
        sa.Column("queued_at", sa.DateTime(), nullable=False),
        sa.Column("due_at", sa.DateTime(), nullable=True),
        sa.Column("claimed_at", sa.DateTime(), nullable=True),
        sa.Column("sent_at", sa.DateTime(), nullable=True),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("sent_through", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name=op.f("fk_notices_club_id_clubs"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_notices_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_notices")),
        sa.UniqueConstraint(
            "kind",
            "tournament_id",
            "club_id",
            "period",
            name=op.f("uq_notices_kind_tournament_id_club_id_period"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_notices_club_id"), "notices", ["club_id"])
    op.create_index(op.f("ix_notices_due_at"), "notices", ["due_at"])


def downgrade() -> None:
    op.drop_table("notices")
    for column in (*reversed(MAIL_FLAGS), "language"):
        op.drop_column("users", column)

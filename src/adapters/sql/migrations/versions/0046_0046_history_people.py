"""The people a history entry is about, by id (``history_people``), and whether its writer
named them (``history.people_known``): erasure and the person's export find a person's
entries by id, so a namesake's entries are neither rewritten nor disclosed. Entries written
before this revision (``people_known`` false) are still found by their text.

Expand only: a new table and a column with a default.

Revision ID: 0046
Revises: 0045
"""

import sqlalchemy as sa
from alembic import op

revision = "0046"
down_revision = "0045"

TABLE = "history_people"


def upgrade() -> None:
    op.add_column(
        "history",
        sa.Column("people_known", sa.Boolean(), server_default=sa.false(), nullable=False),
    )
    op.create_table(
        TABLE,
        sa.Column("history_id", sa.Integer(), nullable=False),
        sa.Column("person_kind", sa.String(length=16), nullable=False),
        sa.Column("person_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["history_id"],
            ["history.id"],
            name=op.f("fk_history_people_history_id_history"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "history_id", "person_kind", "person_id", name=op.f("pk_history_people")
        ),
    )
    op.create_index(
        op.f("ix_history_people_person_kind_person_id"), TABLE, ["person_kind", "person_id"]
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_history_people_person_kind_person_id"), table_name=TABLE)
    op.drop_table(TABLE)
    op.drop_column("history", "people_known")

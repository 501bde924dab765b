"""Requests sent with an ``Idempotency-Key``: the answer of each, kept a day.

A row is written in the transaction of the request's change (so a change and its row are
committed together or not at all) and its answer stored once the request is answered; a
retry with the same key is answered from it (``adapters.http.idempotency``).

Revision ID: 0020
Revises: 0016
"""

import sqlalchemy as sa
from alembic import op

revision = "0020"
down_revision = "0019"


def upgrade() -> None:
    op.create_table(
        "idempotent_requests",
        sa.Column("request", sa.String(length=64), nullable=False),
        sa.Column("fingerprint", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("status", sa.Integer(), nullable=True),
        sa.Column("media_type", sa.String(length=200), nullable=True),
        sa.Column("body", sa.LargeBinary(), nullable=True),
        sa.PrimaryKeyConstraint("request", name=op.f("pk_idempotent_requests")),
    )
    op.create_index(
        op.f("ix_idempotent_requests_created_at"), "idempotent_requests", ["created_at"]
    )


def downgrade() -> None:
    op.drop_index(op.f("ix_idempotent_requests_created_at"), table_name="idempotent_requests")
    op.drop_table("idempotent_requests")

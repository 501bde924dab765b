"""Money: invoices (immutable, numbered per year from ``invoice_sequences``), payments
(by hand or from bank statements, with the statement line's stable id), the federation's
payment settings and the banks' CSV mappings. New tables only.

Revision ID: 0032
Revises: 0031
"""

import sqlalchemy as sa
from alembic import op

revision = "0032"
down_revision = "0031"


def upgrade() -> None:
    op.create_table(
        "bank_mappings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("mapping", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_bank_mappings")),
        sa.UniqueConstraint("name", name=op.f("uq_bank_mappings_name")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "invoice_sequences",
        sa.Column("year", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("last", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("year", name=op.f("pk_invoice_sequences")),
    )
    op.create_table(
        "payment_settings",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("legal_name", sa.String(), nullable=False),
        sa.Column("address", sa.String(), nullable=False),
        sa.Column("tax_number", sa.String(), nullable=False),
        sa.Column("account", sa.String(), nullable=False),
        sa.Column("bic", sa.String(), nullable=False),
        sa.Column("payment_code", sa.String(length=3), nullable=False),
        sa.Column("purpose", sa.String(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("due_days", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payment_settings")),
    )
    op.create_table(
        "invoices",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column(
            "kind",
            sa.Enum(
                "invoice",
                "supplement",
                "credit_note",
                name="invoicekind",
                native_enum=False,
                length=32,
            ),
            nullable=False,
        ),
        sa.Column("year", sa.Integer(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("issued_on", sa.Date(), nullable=False),
        sa.Column("due_on", sa.Date(), nullable=False),
        sa.Column("gross", sa.BigInteger(), nullable=False),
        sa.Column("discounts", sa.BigInteger(), nullable=False),
        sa.Column("net", sa.BigInteger(), nullable=False),
        sa.Column("deduction_percent", sa.Integer(), nullable=False),
        sa.Column("total", sa.BigInteger(), nullable=False),
        sa.Column("reference", sa.String(length=35), nullable=False),
        sa.Column("club_name", sa.String(), nullable=False),
        sa.Column("tournament_name", sa.String(), nullable=False),
        sa.Column("corrects", sa.String(length=20), nullable=False),
        sa.Column("payee", sa.Text(), nullable=False),
        sa.Column("lines", sa.Text(), nullable=False),
        sa.Column("issued_by", sa.Integer(), nullable=True),
        sa.Column("pdf_path", sa.String(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name=op.f("fk_invoices_club_id_clubs"), ondelete="RESTRICT"
        ),
        sa.ForeignKeyConstraint(
            ["issued_by"],
            ["users.id"],
            name=op.f("fk_invoices_issued_by_users"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_invoices_tournament_id_tournaments"),
            ondelete="RESTRICT",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_invoices")),
        sa.UniqueConstraint("reference", name=op.f("uq_invoices_reference")),
        sa.UniqueConstraint("year", "sequence", name=op.f("uq_invoices_year_sequence")),
        sqlite_autoincrement=True,
    )
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_invoices_club_id"), ["club_id"], unique=False)
        batch_op.create_index(
            "ix_invoices_tournament_id_club_id", ["tournament_id", "club_id"], unique=False
        )

    op.create_table(
        "payments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("line_id", sa.String(length=200), nullable=True),
        sa.Column("paid_on", sa.Date(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("currency", sa.String(length=3), nullable=False),
        sa.Column("reference", sa.String(), nullable=False),
        sa.Column("payer", sa.String(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column(
            "status",
            sa.Enum(
                "assigned",
                "suggested",
                "unmatched",
                "ignored",
                name="paymentstatus",
                native_enum=False,
                length=32,
            ),
            nullable=False,
        ),
        sa.Column("reason", sa.String(length=64), nullable=False),
        sa.Column("invoice_id", sa.Integer(), nullable=True),
        sa.Column("recorded_by", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["invoice_id"],
            ["invoices.id"],
            name=op.f("fk_payments_invoice_id_invoices"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["recorded_by"],
            ["users.id"],
            name=op.f("fk_payments_recorded_by_users"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_payments")),
        sa.UniqueConstraint("line_id", name=op.f("uq_payments_line_id")),
        sqlite_autoincrement=True,
    )
    with op.batch_alter_table("payments", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_payments_invoice_id"), ["invoice_id"], unique=False)
        batch_op.create_index("ix_payments_status", ["status"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("payments", schema=None) as batch_op:
        batch_op.drop_index("ix_payments_status")
        batch_op.drop_index(batch_op.f("ix_payments_invoice_id"))

    op.drop_table("payments")
    with op.batch_alter_table("invoices", schema=None) as batch_op:
        batch_op.drop_index("ix_invoices_tournament_id_club_id")
        batch_op.drop_index(batch_op.f("ix_invoices_club_id"))

    op.drop_table("invoices")
    op.drop_table("payment_settings")
    op.drop_table("invoice_sequences")
    op.drop_table("bank_mappings")

"""Money: issued invoices (immutable; their lines, payee and club as printed, as JSON), the
gap-free sequence of their numbers per year, payments (recorded by hand or read from a bank
statement, assigned to an invoice, suggested, waiting or ignored), the federation's payment
settings and the banks' CSV mappings."""

from datetime import date, datetime

from sqlalchemy import BigInteger, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import (
    Base,
    IdRow,
    created_at_column,
    optional_id,
    reference_id,
    string_enum,
    table_args,
)
from fedreg_core.payments.invoices import InvoiceKind
from fedreg_core.payments.ledger import PaymentStatus

PAYMENT_SETTINGS_ID = 1


class InvoiceSequenceRow(Base):
    """The last number issued in a year; raised in the transaction that issues, so that
    numbers have no gaps (a rolled-back issue gives its number back)."""

    __tablename__ = "invoice_sequences"

    year: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    last: Mapped[int]


class InvoiceRow(IdRow):
    """An invoice, supplement or credit note; never changed once written but for its PDF."""

    __tablename__ = "invoices"
    __table_args__ = table_args(
        UniqueConstraint("year", "sequence"),
        UniqueConstraint("reference"),
        Index("ix_invoices_tournament_id_club_id", "tournament_id", "club_id"),
    )

    tournament_id: Mapped[int] = reference_id("tournaments.id", index=False)
    club_id: Mapped[int] = reference_id("clubs.id")
    kind: Mapped[InvoiceKind] = mapped_column(string_enum(InvoiceKind))
    year: Mapped[int]
    sequence: Mapped[int]
    issued_on: Mapped[date]
    due_on: Mapped[date]
    gross: Mapped[int] = mapped_column(BigInteger)
    discounts: Mapped[int] = mapped_column(BigInteger)
    net: Mapped[int] = mapped_column(BigInteger)
    deduction_percent: Mapped[int]
    total: Mapped[int] = mapped_column(BigInteger)
    reference: Mapped[str] = mapped_column(String(35))
    club_name: Mapped[str]
    tournament_name: Mapped[str]
    corrects: Mapped[str] = mapped_column(String(20))
    payee: Mapped[str] = mapped_column(Text)
    lines: Mapped[str] = mapped_column(Text)
    issued_by: Mapped[int | None] = optional_id("users.id", index=False)
    pdf_path: Mapped[str | None]
    created_at: Mapped[datetime] = created_at_column()


class PaymentRow(IdRow):
    """Money in: by hand (``line_id`` empty) or a statement's line (``line_id`` the line's
    stable id, so the same statement imported twice adds nothing)."""

    __tablename__ = "payments"
    __table_args__ = table_args(UniqueConstraint("line_id"), Index("ix_payments_status", "status"))

    line_id: Mapped[str | None] = mapped_column(String(200))
    paid_on: Mapped[date]
    amount: Mapped[int] = mapped_column(BigInteger)
    currency: Mapped[str] = mapped_column(String(3))
    reference: Mapped[str]
    payer: Mapped[str]
    text: Mapped[str] = mapped_column(Text)
    note: Mapped[str] = mapped_column(Text)
    status: Mapped[PaymentStatus] = mapped_column(string_enum(PaymentStatus))
    reason: Mapped[str] = mapped_column(String(64))
    invoice_id: Mapped[int | None] = optional_id("invoices.id")
    """The invoice it pays (assigned) or would pay (suggested)."""
    recorded_by: Mapped[int | None] = optional_id("users.id", index=False)
    created_at: Mapped[datetime] = created_at_column()


class PaymentSettingsRow(Base):
    """The federation as its invoices name it and how it is paid; one row."""

    __tablename__ = "payment_settings"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    legal_name: Mapped[str]
    address: Mapped[str]
    tax_number: Mapped[str]
    account: Mapped[str]
    bic: Mapped[str]
    payment_code: Mapped[str] = mapped_column(String(3))
    purpose: Mapped[str]
    currency: Mapped[str] = mapped_column(String(3))
    due_days: Mapped[int]


class BankMappingRow(IdRow):
    """A bank's CSV export: which column holds what (``CsvMapping`` as JSON)."""

    __tablename__ = "bank_mappings"
    __table_args__ = table_args(UniqueConstraint("name"))

    name: Mapped[str]
    mapping: Mapped[str] = mapped_column(Text)

"""Accounts and application settings: users, password resets, the settings row."""

from datetime import datetime
from typing import ClassVar

from sqlalchemy import CheckConstraint, String, Text, UniqueConstraint, false, true
from sqlalchemy.orm import Mapped, mapped_column, validates

from adapters.sql.models.base import Base, IdRow, optional_id, parent_id, table_args
from fedreg_core.domain.folding import fold

SETTINGS_ID = 1


class UserRow(IdRow):
    """A sign-in account; the e-mail is unique and stored lower-cased; the name is searched
    by its folded key (``FOLDED_SEARCH``: ``Dordevic`` finds ``Đorđević``, as for people)."""

    __tablename__ = "users"
    __table_args__ = table_args(UniqueConstraint("email"))

    name: Mapped[str]
    name_key: Mapped[str]
    """The folded name (``folding.fold``), set with the name (migration 0030 for older rows)."""
    email: Mapped[str]
    password_hash: Mapped[str]
    club_id: Mapped[int | None] = optional_id("clubs.id")
    avatar: Mapped[str | None]
    is_admin: Mapped[bool]
    is_blocked: Mapped[bool]
    token_version: Mapped[int]
    language: Mapped[str | None] = mapped_column(String(8))
    mail_applications_open: Mapped[bool] = mapped_column(server_default=true())
    mail_entry_confirmation: Mapped[bool] = mapped_column(server_default=true())
    mail_deadline_reminder: Mapped[bool] = mapped_column(server_default=true())

    FOLDED_SEARCH: ClassVar[dict[str, str]] = {"name": "name_key"}

    @validates("name")
    def _keep_name_key(self, _key: str, name: str) -> str:
        self.name_key = fold(name)
        return name

    @validates("email")
    def _lower_case_email(self, _key: str, email: str) -> str:
        return email.strip().lower()


class PasswordResetRow(IdRow):
    """A single-use reset token, kept as its digest."""

    __tablename__ = "password_resets"

    user_id: Mapped[int] = parent_id("users.id")
    token_digest: Mapped[str] = mapped_column(unique=True)
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]


class SettingsRow(Base):
    """The one row of application settings (its id is always ``SETTINGS_ID``)."""

    __tablename__ = "settings"
    __table_args__ = (CheckConstraint(f"id = {SETTINGS_ID}", name="single_row"),)

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False, sort_order=-1)
    title: Mapped[str]
    description: Mapped[str] = mapped_column(Text)
    logo: Mapped[str | None]
    disable_edit: Mapped[bool]
    disable_create: Mapped[bool]
    show_disciplines: Mapped[bool]
    clubs_may_set_no_pay: Mapped[bool] = mapped_column(server_default=true())
    retention_years: Mapped[int] = mapped_column(server_default="3")
    admins_need_second_factor: Mapped[bool] = mapped_column(server_default=false())
    parental_consent_required: Mapped[bool] = mapped_column(server_default=false())
    active_tournament_id: Mapped[int | None] = optional_id("tournaments.id")

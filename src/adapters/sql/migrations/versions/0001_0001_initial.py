"""Initial schema: every table of the SQL adapter.

Revision ID: 0001
Revises:
Create Date: 2026-11-21 22:59:44.236657
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None


def upgrade() -> None:
    op.create_table(
        "categories",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("no_pay", sa.Boolean(), nullable=False),
        sa.Column("is_archived", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_categories")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "clubs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("short_name", sa.String(), nullable=False),
        sa.Column("city", sa.String(), nullable=False),
        sa.Column("address", sa.String(), nullable=False),
        sa.Column("email", sa.String(), nullable=False),
        sa.Column("contact", sa.String(), nullable=False),
        sa.Column("mobile", sa.String(), nullable=False),
        sa.Column("website", sa.String(), nullable=False),
        sa.Column("logo", sa.String(), nullable=True),
        sa.Column("is_blocked", sa.Boolean(), nullable=False),
        sa.Column("is_deleted", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_clubs")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "disciplines",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column(
            "for_sex", sa.Enum("1", "2", name="forsex", native_enum=False, length=32), nullable=True
        ),
        sa.Column("no_pay", sa.Boolean(), nullable=False),
        sa.Column("always_pay", sa.Boolean(), nullable=False),
        sa.Column("is_kata_a", sa.Boolean(), nullable=False),
        sa.Column("is_kata_b", sa.Boolean(), nullable=False),
        sa.Column("is_archived", sa.Boolean(), nullable=False),
        sa.Column("is_deleted", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_disciplines")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "tournaments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("start_date", sa.DateTime(), nullable=False),
        sa.Column("end_date", sa.DateTime(), nullable=True),
        sa.Column("registration_open", sa.Boolean(), nullable=False),
        sa.Column("is_archived", sa.Boolean(), nullable=False),
        sa.Column("cover", sa.String(), nullable=True),
        sa.Column("single_fee_1", sa.Integer(), nullable=False),
        sa.Column("single_fee_1_break", sa.Integer(), nullable=False),
        sa.Column("single_fee_2", sa.Integer(), nullable=False),
        sa.Column("single_fee_2_break", sa.Integer(), nullable=False),
        sa.Column("single_fee_other", sa.Integer(), nullable=False),
        sa.Column("single_fee_other_break", sa.Integer(), nullable=False),
        sa.Column("team_fee", sa.Integer(), nullable=False),
        sa.Column("team_fee_break", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournaments")),
        sqlite_autoincrement=True,
    )
    op.create_table(
        "club_deductions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("deduction", sa.Integer(), nullable=False),
        sa.CheckConstraint(
            "deduction >= 0 AND deduction <= 100", name=op.f("ck_club_deductions_deduction_percent")
        ),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f("fk_club_deductions_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_club_deductions_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_club_deductions")),
        sa.UniqueConstraint(
            "tournament_id", "club_id", name=op.f("uq_club_deductions_tournament_id_club_id")
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_club_deductions_club_id"), "club_deductions", ["club_id"])

    op.create_table(
        "coaches",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(), nullable=False),
        sa.Column("last_name", sa.String(), nullable=False),
        sa.Column("no_certificate_wff", sa.String(), nullable=False),
        sa.Column("no_fudokan_passport", sa.String(), nullable=False),
        sa.Column("avatar", sa.String(), nullable=True),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name=op.f("fk_coaches_club_id_clubs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_coaches")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_coaches_club_id"), "coaches", ["club_id"])

    op.create_table(
        "discipline_categories",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("discipline_id", sa.Integer(), nullable=False),
        sa.Column("category_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_discipline_categories_category_id_categories"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_discipline_categories_discipline_id_disciplines"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_discipline_categories")),
        sa.UniqueConstraint(
            "discipline_id",
            "category_id",
            name=op.f("uq_discipline_categories_discipline_id_category_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_discipline_categories_category_id"), "discipline_categories", ["category_id"]
    )

    op.create_table(
        "documents",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("path", sa.String(), nullable=True),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_documents_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_documents")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_documents_tournament_id"), "documents", ["tournament_id"])

    op.create_table(
        "members",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(), nullable=False),
        sa.Column("last_name", sa.String(), nullable=False),
        sa.Column("born", sa.Date(), nullable=False),
        sa.Column("is_male", sa.Boolean(), nullable=False),
        sa.Column("belt", sa.String(), nullable=False),
        sa.Column("no_pay", sa.Boolean(), nullable=False),
        sa.Column("always_pays", sa.Boolean(), nullable=False),
        sa.Column("avatar", sa.String(), nullable=True),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name=op.f("fk_members_club_id_clubs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_members")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_members_club_id"), "members", ["club_id"])

    op.create_table(
        "officials",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(), nullable=False),
        sa.Column("last_name", sa.String(), nullable=False),
        sa.Column("funct", sa.String(), nullable=False),
        sa.Column("avatar", sa.String(), nullable=True),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name=op.f("fk_officials_club_id_clubs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_officials")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_officials_club_id"), "officials", ["club_id"])

    op.create_table(
        "referees",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("first_name", sa.String(), nullable=False),
        sa.Column("last_name", sa.String(), nullable=False),
        sa.Column("dan", sa.Integer(), nullable=False),
        sa.Column(
            "rang",
            sa.Enum(
                "NATIONAL_A",
                "NATIONAL_B",
                "NATIONAL_C",
                "NATIONAL_D",
                "INTEARNATIONAL_A",
                "INTEARNATIONAL_B",
                "INTEARNATIONAL_C",
                "INTEARNATIONAL_D",
                "TRAINEE",
                "ZAPISNICAR",
                "OTHER",
                name="refereerang",
                native_enum=False,
                length=32,
            ),
            nullable=False,
        ),
        sa.Column("rang_other", sa.String(), nullable=False),
        sa.Column("no_certificate_wff", sa.String(), nullable=False),
        sa.Column("no_referee_certificate_wff", sa.String(), nullable=False),
        sa.Column("no_fudokan_passport", sa.String(), nullable=False),
        sa.Column("avatar", sa.String(), nullable=True),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name=op.f("fk_referees_club_id_clubs"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_referees")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_referees_club_id"), "referees", ["club_id"])

    op.create_table(
        "settings",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("title", sa.String(), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("logo", sa.String(), nullable=True),
        sa.Column("disable_edit", sa.Boolean(), nullable=False),
        sa.Column("disable_create", sa.Boolean(), nullable=False),
        sa.Column("show_disciplines", sa.Boolean(), nullable=False),
        sa.Column("active_tournament_id", sa.Integer(), nullable=True),
        sa.CheckConstraint("id = 1", name=op.f("ck_settings_single_row")),
        sa.ForeignKeyConstraint(
            ["active_tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_settings_active_tournament_id_tournaments"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_settings")),
    )
    op.create_index(op.f("ix_settings_active_tournament_id"), "settings", ["active_tournament_id"])

    op.create_table(
        "team_registrations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column(
            "type",
            sa.Enum("MEN", "WOMEN", "MIX", name="teamtype", native_enum=False, length=32),
            nullable=False,
        ),
        sa.Column("no_pay", sa.Boolean(), nullable=False),
        sa.Column("always_pays", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f("fk_team_registrations_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_team_registrations_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_team_registrations")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_team_registrations_club_id"), "team_registrations", ["club_id"])
    op.create_index(
        op.f("ix_team_registrations_tournament_id"), "team_registrations", ["tournament_id"]
    )

    op.create_table(
        "tournament_disciplines",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("discipline_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_tournament_disciplines_discipline_id_disciplines"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_disciplines_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_disciplines")),
        sa.UniqueConstraint(
            "tournament_id",
            "discipline_id",
            name=op.f("uq_tournament_disciplines_tournament_id_discipline_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_tournament_disciplines_discipline_id"), "tournament_disciplines", ["discipline_id"]
    )

    op.create_table(
        "tournament_images",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("path", sa.String(), nullable=True),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_images_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_images")),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_tournament_images_tournament_id"), "tournament_images", ["tournament_id"]
    )

    op.create_table(
        "tournament_team_disciplines",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("discipline_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_tournament_team_disciplines_discipline_id_disciplines"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_team_disciplines_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_team_disciplines")),
        sa.UniqueConstraint(
            "tournament_id",
            "discipline_id",
            name=op.f("uq_tournament_team_disciplines_tournament_id_discipline_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_tournament_team_disciplines_discipline_id"),
        "tournament_team_disciplines",
        ["discipline_id"],
    )

    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("email", sa.String(), nullable=False),
        sa.Column("password_hash", sa.String(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=True),
        sa.Column("avatar", sa.String(), nullable=True),
        sa.Column("is_admin", sa.Boolean(), nullable=False),
        sa.Column("is_blocked", sa.Boolean(), nullable=False),
        sa.Column("token_version", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"], ["clubs.id"], name=op.f("fk_users_club_id_clubs"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_users")),
        sa.UniqueConstraint("email", name=op.f("uq_users_email")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_users_club_id"), "users", ["club_id"])

    op.create_table(
        "competitor_registrations",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("member_id", sa.Integer(), nullable=False),
        sa.Column("assigned_number", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f("fk_competitor_registrations_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["members.id"],
            name=op.f("fk_competitor_registrations_member_id_members"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_competitor_registrations_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_competitor_registrations")),
        sa.UniqueConstraint(
            "tournament_id",
            "member_id",
            name=op.f("uq_competitor_registrations_tournament_id_member_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_competitor_registrations_club_id"), "competitor_registrations", ["club_id"]
    )
    op.create_index(
        op.f("ix_competitor_registrations_member_id"), "competitor_registrations", ["member_id"]
    )

    op.create_table(
        "history",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column(
            "type",
            sa.Enum(
                "REGISTER_COMPETITOR",
                "COMPETITOR_UPDATE",
                "COMPETITOR_DELETE",
                "REGISTER_TEAM",
                "TEAM_UPDATE",
                "TEAM_DELETE",
                "REGISTER_REFEREE",
                "REGISTER_COACH",
                "REGISTER_OFFICIAL",
                "REFEREE_DELETE",
                "COACH_DELETE",
                "OFFICIAL_DELETE",
                "TOURNAMENT_ARCHIVED",
                name="historytype",
                native_enum=False,
                length=32,
            ),
            nullable=False,
        ),
        sa.Column("item", sa.Text(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_history_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["user_id"], ["users.id"], name=op.f("fk_history_user_id_users"), ondelete="SET NULL"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_history")),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_history_tournament_id_created_at"), "history", ["tournament_id", "created_at"]
    )
    op.create_index(op.f("ix_history_user_id"), "history", ["user_id"])

    op.create_table(
        "password_resets",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("token_digest", sa.String(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
        sa.Column("used_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_password_resets_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_password_resets")),
        sa.UniqueConstraint("token_digest", name=op.f("uq_password_resets_token_digest")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_password_resets_user_id"), "password_resets", ["user_id"])

    op.create_table(
        "team_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("category_id", sa.Integer(), nullable=False),
        sa.Column("discipline_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_team_entries_category_id_categories"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_team_entries_discipline_id_disciplines"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["team_id"],
            ["team_registrations.id"],
            name=op.f("fk_team_entries_team_id_team_registrations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_team_entries")),
        sa.UniqueConstraint(
            "team_id",
            "category_id",
            "discipline_id",
            name=op.f("uq_team_entries_team_id_category_id_discipline_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_team_entries_category_id"), "team_entries", ["category_id"])
    op.create_index(op.f("ix_team_entries_discipline_id"), "team_entries", ["discipline_id"])

    op.create_table(
        "team_members",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("team_id", sa.Integer(), nullable=False),
        sa.Column("member_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["members.id"],
            name=op.f("fk_team_members_member_id_members"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["team_id"],
            ["team_registrations.id"],
            name=op.f("fk_team_members_team_id_team_registrations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_team_members")),
        sa.UniqueConstraint("team_id", "member_id", name=op.f("uq_team_members_team_id_member_id")),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_team_members_member_id"), "team_members", ["member_id"])

    op.create_table(
        "tournament_coaches",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("coach_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f("fk_tournament_coaches_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["coach_id"],
            ["coaches.id"],
            name=op.f("fk_tournament_coaches_coach_id_coaches"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_coaches_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_coaches")),
        sa.UniqueConstraint(
            "tournament_id", "coach_id", name=op.f("uq_tournament_coaches_tournament_id_coach_id")
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_tournament_coaches_club_id"), "tournament_coaches", ["club_id"])
    op.create_index(op.f("ix_tournament_coaches_coach_id"), "tournament_coaches", ["coach_id"])

    op.create_table(
        "tournament_officials",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("official_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f("fk_tournament_officials_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["official_id"],
            ["officials.id"],
            name=op.f("fk_tournament_officials_official_id_officials"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_officials_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_officials")),
        sa.UniqueConstraint(
            "tournament_id",
            "official_id",
            name=op.f("uq_tournament_officials_tournament_id_official_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_tournament_officials_club_id"), "tournament_officials", ["club_id"])
    op.create_index(
        op.f("ix_tournament_officials_official_id"), "tournament_officials", ["official_id"]
    )

    op.create_table(
        "tournament_referees",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        sa.Column("referee_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f("fk_tournament_referees_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["referee_id"],
            ["referees.id"],
            name=op.f("fk_tournament_referees_referee_id_referees"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f("fk_tournament_referees_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tournament_referees")),
        sa.UniqueConstraint(
            "tournament_id",
            "referee_id",
            name=op.f("uq_tournament_referees_tournament_id_referee_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(op.f("ix_tournament_referees_club_id"), "tournament_referees", ["club_id"])
    op.create_index(
        op.f("ix_tournament_referees_referee_id"), "tournament_referees", ["referee_id"]
    )

    op.create_table(
        "competitor_entries",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("registration_id", sa.Integer(), nullable=False),
        sa.Column("category_id", sa.Integer(), nullable=False),
        sa.Column("discipline_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_competitor_entries_category_id_categories"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["discipline_id"],
            ["disciplines.id"],
            name=op.f("fk_competitor_entries_discipline_id_disciplines"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["registration_id"],
            ["competitor_registrations.id"],
            name=op.f("fk_competitor_entries_registration_id_competitor_registrations"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_competitor_entries")),
        sa.UniqueConstraint(
            "registration_id",
            "category_id",
            "discipline_id",
            name=op.f("uq_competitor_entries_registration_id_category_id_discipline_id"),
        ),
        sqlite_autoincrement=True,
    )
    op.create_index(
        op.f("ix_competitor_entries_category_id"), "competitor_entries", ["category_id"]
    )
    op.create_index(
        op.f("ix_competitor_entries_discipline_id"), "competitor_entries", ["discipline_id"]
    )


def downgrade() -> None:
    for table in (
        "competitor_entries",
        "tournament_referees",
        "tournament_officials",
        "tournament_coaches",
        "team_members",
        "team_entries",
        "password_resets",
        "history",
        "competitor_registrations",
        "users",
        "tournament_team_disciplines",
        "tournament_images",
        "tournament_disciplines",
        "team_registrations",
        "settings",
        "referees",
        "officials",
        "members",
        "documents",
        "discipline_categories",
        "coaches",
        "club_deductions",
        "tournaments",
        "disciplines",
        "clubs",
        "categories",
    ):
        op.drop_table(table)

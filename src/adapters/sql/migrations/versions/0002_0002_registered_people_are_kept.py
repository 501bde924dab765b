"""A member, coach, referee or official registered for a tournament cannot be deleted.

Their registrations used to go with them (ON DELETE CASCADE), silently changing archived
tournaments, fees and teams without history. Now the database refuses (RESTRICT), which the
adapter answers as 409 "in use".

Revision ID: 0002
Revises: 0001
"""

from alembic import op

revision = "0002"
down_revision = "0001"

PERSON_LINKS = (
    ("competitor_registrations", "member_id", "members"),
    ("team_members", "member_id", "members"),
    ("tournament_coaches", "coach_id", "coaches"),
    ("tournament_referees", "referee_id", "referees"),
    ("tournament_officials", "official_id", "officials"),
)


def _relink(ondelete: str) -> None:
    for table, column, target in PERSON_LINKS:
        name = op.f(f"fk_{table}_{column}_{target}")
        with op.batch_alter_table(table) as batch:
            batch.drop_constraint(name, type_="foreignkey")
            batch.create_foreign_key(name, target, [column], ["id"], ondelete=ondelete)


def upgrade() -> None:
    _relink("RESTRICT")


def downgrade() -> None:
    _relink("CASCADE")

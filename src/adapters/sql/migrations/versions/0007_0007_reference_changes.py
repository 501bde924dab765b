"""PostgreSQL also announces committed changes to the rows each worker keeps for read-only
requests (``adapters/sql/reference_cache.py``): a tournament's discipline links, images,
documents and club deductions, and the categories, disciplines and their links. The
tournaments table announces since 0004; the trigger function is 0004's.

Revision ID: 0007
Revises: 0006
"""

from alembic import op

from adapters.sql.migrations.triggers import announce_changes, stop_announcing

revision = "0007"
down_revision = "0006"

TABLES = (
    "tournament_disciplines",
    "tournament_team_disciplines",
    "categories",
    "disciplines",
    "discipline_categories",
    "tournament_images",
    "documents",
    "club_deductions",
)


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    announce_changes(TABLES)


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    stop_announcing(TABLES)

"""PostgreSQL announces every committed change to the tables the workers cache.

A statement-level trigger on settings, tournaments, users and clubs sends
``NOTIFY fedreg_changes, '<table>'``; PostgreSQL delivers it to every listening connection
when (and only if) the transaction commits. Each worker listens and drops what it read from
that table (``adapters/sql/change_notifications.py``). Writes from anywhere, the CLI and plain
SQL included, are announced. SQLite has no notifications: nothing to do there, and the
workers do not cache.

Revision ID: 0004
Revises: 0003
"""

from alembic import op

from adapters.sql.migrations.triggers import ANNOUNCE_CHANGE, announce_changes, stop_announcing

revision = "0004"
down_revision = "0003"

TABLES = ("settings", "tournaments", "users", "clubs")


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(
        f"""
        CREATE FUNCTION {ANNOUNCE_CHANGE}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('fedreg_changes', TG_TABLE_NAME);
            RETURN NULL;
        END $$
        """
    )
    announce_changes(TABLES)


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    stop_announcing(TABLES)
    op.execute(f"DROP FUNCTION {ANNOUNCE_CHANGE}()")

"""The fee report is read afresh on every request: the change announcements of 0005 go.

0005 makes every change to what the fee report reads known (SQLite counts them in
``change_counter``, PostgreSQL announces them), for workers that keep reports. No report is
kept: this drops SQLite's counting triggers and the counter table, and on PostgreSQL the
announcements 0005 adds (those of 0004 stay: settings, tournaments, users and clubs).

Revision ID: 0006
Revises: 0005
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"

FEE_TABLES = (
    "tournaments",
    "clubs",
    "members",
    "categories",
    "disciplines",
    "discipline_categories",
    "club_deductions",
    "competitor_registrations",
    "competitor_entries",
    "team_registrations",
    "team_entries",
)
ANNOUNCED_BY_0004 = ("tournaments", "clubs")
FUNCTION = "fedreg_announce_change"
COUNTER = "change_counter"
EVENTS = ("INSERT", "UPDATE", "DELETE")


def _sqlite_trigger(table: str, event: str) -> str:
    return f"{table}_{event.lower()}_counts_change"


def _added_by_0005() -> tuple[str, ...]:
    return tuple(table for table in FEE_TABLES if table not in ANNOUNCED_BY_0004)


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in _added_by_0005():
            op.execute(f"DROP TRIGGER {table}_announce_change ON {table}")
    else:
        for table in FEE_TABLES:
            for event in EVENTS:
                op.execute(f"DROP TRIGGER {_sqlite_trigger(table, event)}")
    op.drop_table(COUNTER)


def downgrade() -> None:
    op.create_table(
        COUNTER,
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{COUNTER}")),
    )
    op.execute(f"INSERT INTO {COUNTER} (id, version) VALUES (1, 0)")  # noqa: S608
    if op.get_bind().dialect.name == "postgresql":
        for table in _added_by_0005():
            op.execute(
                f"CREATE TRIGGER {table}_announce_change"
                f" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table}"
                f" FOR EACH STATEMENT EXECUTE FUNCTION {FUNCTION}()"
            )
        return
    for table in FEE_TABLES:
        for event in EVENTS:
            count = f"UPDATE {COUNTER} SET version = version + 1 WHERE id = 1"  # noqa: S608
            op.execute(
                f"CREATE TRIGGER {_sqlite_trigger(table, event)} AFTER {event} ON {table}"
                f" BEGIN {count}; END"
            )

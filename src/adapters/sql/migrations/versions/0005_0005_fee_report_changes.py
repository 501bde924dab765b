"""Every committed change to what the fee report reads is made known, so workers may keep it.

The tables: the registrations and their entries, the members' payment flags, the catalogue,
the deductions, the tournaments (fee schedule) and the clubs (names).

- PostgreSQL announces them like the tables of 0004: a statement-level trigger sends
  ``NOTIFY fedreg_changes, '<table>'``, delivered on commit, and each worker drops its report.
- SQLite has no notifications. A row-level trigger adds one to ``change_counter.version``
  in the writing transaction instead (the table exists on both; PostgreSQL leaves it at 0).
  A reader reads the counter before the report and keeps a report only with the counter it
  was read at (``SqlRegistrationLists.fee_data_version``).
  SQLite writes one transaction at a time, so the shared row costs writers nothing.

Writes from anywhere count: any worker or host, the CLI, plain SQL. A later migration that
recreates one of these tables on SQLite (Alembic's batch mode) must create its triggers again;
``tests/integration/test_sql_fee_report_changes.py`` checks that every table has them.

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"

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
FUNCTION = "fedreg_announce_change"  # made by 0004
COUNTER = "change_counter"
EVENTS = ("INSERT", "UPDATE", "DELETE")


def _sqlite_trigger(table: str, event: str) -> str:
    return f"{table}_{event.lower()}_counts_change"


def upgrade() -> None:
    op.create_table(
        COUNTER,
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f(f"pk_{COUNTER}")),
    )
    op.execute(f"INSERT INTO {COUNTER} (id, version) VALUES (1, 0)")  # noqa: S608
    if op.get_bind().dialect.name == "postgresql":
        for table in FEE_TABLES:
            if table not in ANNOUNCED_BY_0004:
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


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in FEE_TABLES:
            if table not in ANNOUNCED_BY_0004:
                op.execute(f"DROP TRIGGER {table}_announce_change ON {table}")
    else:
        for table in FEE_TABLES:
            for event in EVENTS:
                op.execute(f"DROP TRIGGER {_sqlite_trigger(table, event)}")
    op.drop_table(COUNTER)

"""Registration ids are never reused on SQLite either: the five tables 0002 rebuilt (competitor
registrations, team members, a tournament's coaches, referees and officials) lost SQLite's
``AUTOINCREMENT`` in that rebuild, so a deleted registration's id went to the next one made,
and a draw's line, a result or a person's export that names the old id then named the new
registration. Each is rebuilt with it (the models always asked for it; PostgreSQL's
sequences never reuse an id, nothing changes there). Its triggers go with a rebuilt table
and are made again as they were; its indexes are made again by the rebuild.

Expand only (the same columns, rows and ids); on PostgreSQL nothing is done.

Revision ID: 0047
Revises: 0046
"""

import sqlalchemy as sa
from alembic import op

revision = "0047"
down_revision = "0046"

TABLES = (
    "competitor_registrations",
    "team_members",
    "tournament_coaches",
    "tournament_referees",
    "tournament_officials",
)


def _rebuild(autoincrement: bool) -> None:
    bind = op.get_bind()
    if bind.dialect.name != "sqlite":
        return
    # other tables' triggers name these tables: the rename that ends a rebuild must not check
    # them while the table is briefly gone
    op.execute("PRAGMA legacy_alter_table = ON")
    for table in TABLES:
        triggers = (
            bind.execute(
                sa.text("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = :t"),
                {"t": table},
            )
            .scalars()
            .all()
        )
        with op.batch_alter_table(
            table, recreate="always", table_kwargs={"sqlite_autoincrement": autoincrement}
        ):
            pass
        for trigger in triggers:
            op.execute(trigger)
    op.execute("PRAGMA legacy_alter_table = OFF")


def upgrade() -> None:
    _rebuild(autoincrement=True)


def downgrade() -> None:
    _rebuild(autoincrement=False)

"""Club people are found by name in either script, with diacritics or without: members,
coaches, referees and officials keep their folded first and last name in ``search_key``
(``search_keys.person_search_key``), which the lists' name search compares with the folded
words; ``Đorđević``, ``Djordjevic`` and ``Ђорђевић`` find each other.

Each column is added in place with an empty default that SQLite needs for a NOT NULL column
(PostgreSQL drops it once the keys are set), then filled for the rows there are; no table is
rebuilt, so triggers stay.

Revision ID: 0023
Revises: 0025
"""

import sqlalchemy as sa
from alembic import op

from adapters.sql.models.search_keys import person_search_key

revision = "0023"
down_revision = "0025"

PEOPLE_TABLES = ("members", "coaches", "referees", "officials")


def _fill_keys(bind: sa.Connection, name: str) -> None:
    table = sa.table(
        name,
        sa.column("id"),
        sa.column("first_name"),
        sa.column("last_name"),
        sa.column("search_key"),
    )
    people = bind.execute(sa.select(table.c.id, table.c.first_name, table.c.last_name)).all()
    if people:
        update = sa.update(table).where(table.c.id == sa.bindparam("person_id"))
        rows = [
            {"person_id": i, "key": person_search_key(first, last)} for i, first, last in people
        ]
        bind.execute(update.values(search_key=sa.bindparam("key")), rows)


def upgrade() -> None:
    bind = op.get_bind()
    for name in PEOPLE_TABLES:
        op.add_column(name, sa.Column("search_key", sa.String(), server_default="", nullable=False))
        _fill_keys(bind, name)
        if bind.dialect.name == "postgresql":
            op.alter_column(name, "search_key", server_default=None)


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both (SQLite 3.35+)."""
    for name in PEOPLE_TABLES:
        op.drop_column(name, "search_key")

"""A club's name is unique without case, diacritics and script: each club keeps its folded
name (``folding.fold``: ``Đorđević``, ``DJORDJEVIC`` and ``Ђорђевић`` fold alike) in
``name_key``, under a unique index.

Clubs that already share a name after folding: the first one (the lowest id) keeps the key,
each later one gets the key followed by a line break and its id (a folded name holds no line
break, so no name can take it). Those clubs keep working; the application asks for a free
name when one of them changes its name. The number of them is logged.

The column is added in place, with an empty default that SQLite needs for a NOT NULL column
(PostgreSQL drops it once the keys are set); no table is rebuilt, so the triggers on
``clubs`` (0011) stay.

Revision ID: 0019
Revises: 0016
"""

import logging
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from fedreg_core.domain.folding import fold

revision = "0019"
down_revision = "0017"

CLUB_NAME_UNIQUE = "uq_clubs_name_key"
CLUBS = sa.table("clubs", sa.column("id"), sa.column("name"), sa.column("name_key"))

logger = logging.getLogger("alembic.runtime.migration")


def name_keys(clubs: Sequence[tuple[int, str]]) -> dict[int, str]:
    """Each club's key by id: its folded name, made distinct for a later club sharing one."""
    keys: dict[int, str] = {}
    taken: set[str] = set()
    for club_id, name in sorted(clubs):
        key = fold(name)
        keys[club_id] = key if key not in taken else f"{key}\n{club_id}"
        taken.add(key)
    return keys


def _fill_keys(bind: sa.Connection) -> None:
    clubs = [(int(i), str(name)) for i, name in bind.execute(sa.select(CLUBS.c.id, CLUBS.c.name))]
    keys = name_keys(clubs)
    if keys:
        update = sa.update(CLUBS).where(CLUBS.c.id == sa.bindparam("club_id"))
        rows = [{"club_id": i, "key": key} for i, key in keys.items()]
        bind.execute(update.values(name_key=sa.bindparam("key")), rows)
    shared = sum("\n" in key for key in keys.values())
    if shared:
        logger.warning("club names shared after folding: %d later clubs keep own keys", shared)


def upgrade() -> None:
    op.add_column("clubs", sa.Column("name_key", sa.String(), server_default="", nullable=False))
    bind = op.get_bind()
    _fill_keys(bind)
    if bind.dialect.name == "postgresql":
        op.alter_column("clubs", "name_key", server_default=None)
    op.create_index(CLUB_NAME_UNIQUE, "clubs", ["name_key"], unique=True)


def downgrade() -> None:
    """``ALTER TABLE ... DROP COLUMN`` on both (SQLite 3.35+): the triggers on clubs stay."""
    op.drop_index(CLUB_NAME_UNIQUE, table_name="clubs")
    op.drop_column("clubs", "name_key")

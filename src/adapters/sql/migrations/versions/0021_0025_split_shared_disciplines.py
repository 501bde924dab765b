"""A discipline that single competitors and teams both used is split in two.

Before 0015 a discipline had no kind, and some were linked (or entered) both as a tournament's
discipline and as its team discipline; 0015 made each of those individual, so their team
links and team entries contradict the rule and such a tournament's form is refused. Each
individual discipline still used by teams (a team link or a team entry) gets a team copy
with every column the same (flags, weights, draw format, archived) but its name and kind,
and the same category links. The copy takes over the team links, the team entries, the team
draws with their entrants and seeds (their group key names the discipline), and the archived
tournaments' frozen fee inputs list it with the original's flags, so fees and draws follow.

The copy is named after the variant, as the server reads it (``FEDREG_VARIANT``): ``Kata
(tim)`` for the default (Serbian) one, ``Kata (team)`` for ``wff``.

Revision ID: 0025
Revises: 0022
"""

import json
import os

import sqlalchemy as sa
from alembic import op

revision = "0025"
down_revision = "0022"

TEAM_SUFFIX = {"default": " (tim)", "wff": " (team)"}
SHARED = sa.text(
    "SELECT id FROM disciplines WHERE NOT is_team AND id IN ("
    " SELECT discipline_id FROM tournament_team_disciplines"
    " UNION SELECT discipline_id FROM team_entries) ORDER BY id"
)
KEPT_AS_THEY_ARE = ("id", "name", "is_team")
"""Columns the copy does not take from the original; every other one (whatever later
revisions add) it does."""


def upgrade() -> None:
    bind = op.get_bind()
    suffix = TEAM_SUFFIX.get(os.environ.get("FEDREG_VARIANT") or "default", " (team)")
    disciplines = sa.Table("disciplines", sa.MetaData(), autoload_with=bind)
    for original in bind.execute(SHARED).scalars().all():
        copy = _team_copy(bind, disciplines, original, suffix)
        for table in ("tournament_team_disciplines", "team_entries"):
            bind.execute(
                sa.text(f"UPDATE {table} SET discipline_id = :copy WHERE discipline_id = :d"),  # noqa: S608
                {"copy": copy, "d": original},
            )
        _move_team_draws(bind, original, copy)
        _freeze_the_copy_too(bind, original, copy)


def _team_copy(bind: sa.Connection, disciplines: sa.Table, original: int, suffix: str) -> int:
    """The team copy of the discipline, with its category links; its id."""
    row = bind.execute(sa.select(disciplines).where(disciplines.c.id == original)).one()
    values = {name: value for name, value in row._mapping.items() if name not in KEPT_AS_THEY_ARE}
    inserted = bind.execute(
        disciplines.insert().values(**values, name=row.name + suffix, is_team=True)
    )
    assert inserted.inserted_primary_key is not None
    copy = int(inserted.inserted_primary_key[0])
    bind.execute(
        sa.text(
            "INSERT INTO discipline_categories (discipline_id, category_id)"
            " SELECT :copy, category_id FROM discipline_categories WHERE discipline_id = :d"
            " ORDER BY id"
        ),
        {"copy": copy, "d": original},
    )
    return copy


def _team_key(key: str, original: int, copy: int) -> str | None:
    """A team group's key ``t-<category>-<discipline>-<team type>`` moved to the copy, or
    ``None`` when it is not a team group of the original."""
    kind, category, discipline, team_type = key.split("-", 3)
    if kind != "t" or discipline != str(original):
        return None
    return f"t-{category}-{copy}-{team_type}"


def _move_team_draws(bind: sa.Connection, original: int, copy: int) -> None:
    """Team draws and seeds of the original's groups go to the copy's groups: a new draw row
    under the new key, its entrants and seeds moved to it, the old row deleted."""
    draws = sa.Table("draws", sa.MetaData(), autoload_with=bind)
    for row in bind.execute(sa.select(draws).where(draws.c.discipline_id == original)).all():
        moved = _team_key(row.group_key, original, copy)
        if moved is None:
            continue
        values = {**row._mapping, "group_key": moved, "discipline_id": copy}
        bind.execute(draws.insert().values(**values))
        _rekey(bind, "draw_entrants", row.tournament_id, row.group_key, moved)
        bind.execute(
            draws.delete().where(
                draws.c.tournament_id == row.tournament_id, draws.c.group_key == row.group_key
            )
        )
    seeded = bind.execute(sa.text("SELECT DISTINCT tournament_id, group_key FROM draw_seeds"))
    for tournament_id, key in seeded.all():
        moved = _team_key(key, original, copy)
        if moved is not None:
            _rekey(bind, "draw_seeds", tournament_id, key, moved)


def _rekey(bind: sa.Connection, table: str, tournament_id: int, key: str, moved: str) -> None:
    bind.execute(
        sa.text(
            f"UPDATE {table} SET group_key = :moved"  # noqa: S608 - a table name of ours
            " WHERE tournament_id = :t AND group_key = :key"
        ),
        {"moved": moved, "t": tournament_id, "key": key},
    )


def _freeze_the_copy_too(bind: sa.Connection, original: int, copy: int) -> None:
    """Archived tournaments' frozen fee inputs: the copy with the original's flags."""
    rows = bind.execute(sa.text("SELECT tournament_id, inputs FROM frozen_fees")).all()
    for tournament_id, text in rows:
        inputs = json.loads(text)
        flags = [d[1:] for d in inputs["disciplines"] if d[0] == original]
        if not flags or any(d[0] == copy for d in inputs["disciplines"]):
            continue
        inputs["disciplines"].append([copy, *flags[0]])
        bind.execute(
            sa.text("UPDATE frozen_fees SET inputs = :inputs WHERE tournament_id = :t"),
            {"inputs": json.dumps(inputs, separators=(",", ":")), "t": tournament_id},
        )


def downgrade() -> None:
    """The split is kept: the copies are ordinary team disciplines of their own."""

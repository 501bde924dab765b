"""Tournaments shown in public, and a change number per (tournament, club) for their ETag.

``tournaments.is_public`` puts a tournament on the public pages, ``public_entries`` also
its entry lists (both off by default).

``tournament_club_counts.changes`` (the rows of 0009) grows by one whenever something the
public page of the tournament shows of that club's registrations changes: a registration,
an entry or a team member is added, moved or removed (row triggers on those tables), a
registered member's name or a club's short name changes, or a category or discipline is
renamed (then every row grows). The public page's ETag sums it, so it changes with every
such write, whoever makes it (the services, the CLI, plain SQL), and reading it costs what
the tournament's clubs cost. One row per club, as in 0009: clubs registering at once never
wait on a shared row.

Counting is an upsert on insert (whichever of this trigger and 0009's runs first makes the
row) and an update otherwise, skipped while the tournament or the club is being deleted
(their rows go with them by cascade, see 0009).

Revision ID: 0011
Revises: 0010
"""

# ruff: noqa: S608
# (the statements below are made of this file's constant names, nothing else)

from typing import NamedTuple

import sqlalchemy as sa
from alembic import op

from adapters.sql.migrations.triggers import drop_row_triggers

revision = "0011"
down_revision = "0010"

TABLE = "tournament_club_counts"
ALIVE = (
    f" AND EXISTS (SELECT 1 FROM tournaments WHERE id = {TABLE}.tournament_id)"
    f" AND EXISTS (SELECT 1 FROM clubs WHERE id = {TABLE}.club_id)"
)


class Trigger(NamedTuple):
    """A row trigger with one statement, the same on both databases."""

    name: str
    table: str
    event: str
    when: str
    statement: str


def _bump_pair(pair: str) -> str:
    """Count a change of the (tournament, club) ``pair`` (a SELECT of both, or values)."""
    return (
        f"UPDATE {TABLE} SET changes = changes + 1"
        f" WHERE (tournament_id, club_id) IN ({pair}){ALIVE}"
    )


def _upsert(tournament_id: str, club_id: str) -> str:
    return (
        f"INSERT INTO {TABLE} (tournament_id, club_id, changes)"
        f" VALUES ({tournament_id}, {club_id}, 1)"
        f" ON CONFLICT (tournament_id, club_id) DO UPDATE SET changes = {TABLE}.changes + 1"
    )


def _of(registrations: str, row: str, column: str) -> str:
    """The (tournament, club) of the registration ``row.column`` names."""
    return f"SELECT tournament_id, club_id FROM {registrations} WHERE id = {row}.{column}"


def _registration_triggers(table: str) -> list[Trigger]:
    return [
        Trigger(
            f"{table}_public_insert",
            table,
            "INSERT",
            "",
            _upsert("NEW.tournament_id", "NEW.club_id"),
        ),
        Trigger(
            f"{table}_public_update",
            table,
            "UPDATE",
            "",
            _bump_pair("VALUES (NEW.tournament_id, NEW.club_id), (OLD.tournament_id, OLD.club_id)"),
        ),
        Trigger(
            f"{table}_public_delete",
            table,
            "DELETE",
            "",
            _bump_pair("VALUES (OLD.tournament_id, OLD.club_id)"),
        ),
    ]


def _part_triggers(table: str, registrations: str, column: str) -> list[Trigger]:
    """Triggers of rows that belong to a registration (entries, team members)."""
    new, old = _of(registrations, "NEW", column), _of(registrations, "OLD", column)
    return [
        Trigger(f"{table}_public_insert", table, "INSERT", "", _bump_pair(new)),
        Trigger(f"{table}_public_update", table, "UPDATE", "", _bump_pair(f"{new} UNION {old}")),
        Trigger(f"{table}_public_delete", table, "DELETE", "", _bump_pair(old)),
    ]


MEMBER_PAIRS = (
    "SELECT tournament_id, club_id FROM competitor_registrations WHERE member_id = NEW.id"
    " UNION SELECT r.tournament_id, r.club_id FROM team_members AS m"
    " JOIN team_registrations AS r ON r.id = m.team_id WHERE m.member_id = NEW.id"
)
RENAMES = [
    Trigger(
        "members_public_rename",
        "members",
        "UPDATE",
        "WHEN (OLD.first_name <> NEW.first_name OR OLD.last_name <> NEW.last_name)",
        _bump_pair(MEMBER_PAIRS),
    ),
    Trigger(
        "clubs_public_rename",
        "clubs",
        "UPDATE",
        "WHEN (OLD.short_name <> NEW.short_name)",
        f"UPDATE {TABLE} SET changes = changes + 1 WHERE club_id = NEW.id",
    ),
    *(
        Trigger(
            f"{table}_public_rename",
            table,
            "UPDATE",
            "WHEN (OLD.name <> NEW.name)",
            f"UPDATE {TABLE} SET changes = changes + 1",
        )
        for table in ("categories", "disciplines")
    ),
]

TRIGGERS = [
    *_registration_triggers("competitor_registrations"),
    *_registration_triggers("team_registrations"),
    *_part_triggers("competitor_entries", "competitor_registrations", "registration_id"),
    *_part_triggers("team_entries", "team_registrations", "team_id"),
    *_part_triggers("team_members", "team_registrations", "team_id"),
    *RENAMES,
]


def _head(trigger: Trigger) -> str:
    head = f"{trigger.name} AFTER {trigger.event} ON {trigger.table} FOR EACH ROW"
    return f"{head} {trigger.when}" if trigger.when else head


def _create(trigger: Trigger, postgres: bool) -> list[str]:
    if not postgres:
        return [f"CREATE TRIGGER {_head(trigger)} BEGIN {trigger.statement}; END"]
    function = f"fedreg_{trigger.name}"
    return [
        f"CREATE FUNCTION {function}() RETURNS trigger LANGUAGE plpgsql AS $$\n"
        f"BEGIN\n{trigger.statement};\nRETURN NULL;\nEND $$",
        f"CREATE TRIGGER {_head(trigger)} EXECUTE FUNCTION {function}()",
    ]


def upgrade() -> None:
    for column in ("is_public", "public_entries"):
        op.add_column(
            "tournaments",
            sa.Column(column, sa.Boolean(), server_default=sa.false(), nullable=False),
        )
    op.add_column(TABLE, sa.Column("changes", sa.BigInteger(), server_default="0", nullable=False))
    postgres = op.get_bind().dialect.name == "postgresql"
    for trigger in TRIGGERS:
        for statement in _create(trigger, postgres):
            op.execute(statement)


def downgrade() -> None:
    drop_row_triggers(TRIGGERS)
    # ALTER TABLE ... DROP COLUMN on both (SQLite 3.35+): no copy, the tables keep their triggers
    op.drop_column(TABLE, "changes")
    op.drop_column("tournaments", "public_entries")
    op.drop_column("tournaments", "is_public")

"""A tournament's registrations counted per club, kept by triggers: its counts cost what its
clubs cost, not what its registrations cost.

``tournament_club_counts`` holds, per (tournament, club), the club's competitors, teams,
competitor entries and team entries. Row triggers on the registrations and their entries
keep it (SQLite and PostgreSQL alike), so every write keeps it exact: the services, the CLI,
plain SQL and cascaded deletes. One row per club: clubs registering at once never wait on a
shared row. A row whose counts fall to 0 stays.

A registration's entries go with it by ``ON DELETE CASCADE``. Its BEFORE DELETE trigger
subtracts them while they still exist, and an entry's delete subtracts nothing once its
registration is gone: both databases delete the registration before cascading to its
entries, so an entry is subtracted exactly once whoever deletes it. Nothing is subtracted
while the tournament or the club goes: its rows go with it by cascade (and PostgreSQL would
check a row changed twice in the transaction against the deleted tournament or club).

Triggers go with their table: a later migration that rebuilds one of the four tables
(SQLite's batch mode copies and drops it) must create its triggers again.

Revision ID: 0009
Revises: 0008
"""

# ruff: noqa: S608
# (the statements below are made of this file's constant names, nothing else)

from typing import NamedTuple

import sqlalchemy as sa
from alembic import op

from adapters.sql.migrations.triggers import drop_row_triggers

revision = "0009"
down_revision = "0008"

TABLE = "tournament_club_counts"
COUNTS = ("competitors", "teams", "competitor_entries", "team_entries")


class Counted(NamedTuple):
    """A kind of registration, its entries and the columns counting them."""

    registrations: str
    entries: str
    parent: str
    """The entries' column naming their registration."""
    counted: str
    entries_counted: str


KINDS = (
    Counted(
        "competitor_registrations",
        "competitor_entries",
        "registration_id",
        "competitors",
        "competitor_entries",
    ),
    Counted("team_registrations", "team_entries", "team_id", "teams", "team_entries"),
)


class Trigger(NamedTuple):
    """A row trigger: its SQL statements, the same on both databases."""

    table: str
    event: str
    timing: str
    when: str
    statements: list[str]

    @property
    def name(self) -> str:
        return f"{self.table}_count_{self.event.split()[0].lower()}"


def _add(deltas: dict[str, str], kind: Counted, registration_id: str) -> str:
    """Add ``deltas`` (column: SQL) to the counts of the registration's (tournament, club)."""
    columns, values = ", ".join(deltas), ", ".join(deltas.values())
    sums = ", ".join(f"{c} = {TABLE}.{c} + excluded.{c}" for c in deltas)
    return (
        f"INSERT INTO {TABLE} (tournament_id, club_id, {columns})"
        f" SELECT tournament_id, club_id, {values} FROM {kind.registrations}"
        f" WHERE id = {registration_id}"
        f" ON CONFLICT (tournament_id, club_id) DO UPDATE SET {sums}"
    )


def _subtract(deltas: dict[str, str], tournament_and_club: str) -> str:
    """Subtract ``deltas`` from the counts of ``tournament_and_club`` (none: nothing) unless
    its tournament or club is being deleted (see above)."""
    differences = ", ".join(f"{c} = {c} - {d}" for c, d in deltas.items())
    return (
        f"UPDATE {TABLE} SET {differences}"
        f" WHERE (tournament_id, club_id) = ({tournament_and_club})"
        f" AND EXISTS (SELECT 1 FROM tournaments WHERE id = {TABLE}.tournament_id)"
        f" AND EXISTS (SELECT 1 FROM clubs WHERE id = {TABLE}.club_id)"
    )


def _with_entries(kind: Counted, registration_id: str) -> dict[str, str]:
    """The deltas of a registration: itself and its entries."""
    entries = f"(SELECT count(*) FROM {kind.entries} WHERE {kind.parent} = {registration_id})"
    return {kind.counted: "1", kind.entries_counted: entries}


def _triggers(kind: Counted) -> list[Trigger]:
    """The triggers keeping the counts of one kind of registration."""
    old_pair, moved = "OLD.tournament_id, OLD.club_id", _with_entries(kind, "NEW.id")
    entry = {kind.entries_counted: "1"}
    registration_of_old = (
        f"SELECT tournament_id, club_id FROM {kind.registrations} WHERE id = OLD.{kind.parent}"
    )
    return [
        Trigger(
            kind.registrations, "INSERT", "AFTER", "", [_add({kind.counted: "1"}, kind, "NEW.id")]
        ),
        Trigger(
            kind.registrations,
            "DELETE",
            "BEFORE",  # its entries still there, see above
            "",
            [_subtract(_with_entries(kind, "OLD.id"), old_pair)],
        ),
        Trigger(
            kind.registrations,
            "UPDATE OF tournament_id, club_id",
            "AFTER",
            "WHEN (OLD.tournament_id <> NEW.tournament_id OR OLD.club_id <> NEW.club_id)",
            [_subtract(moved, old_pair), _add(moved, kind, "NEW.id")],
        ),
        Trigger(kind.entries, "INSERT", "AFTER", "", [_add(entry, kind, f"NEW.{kind.parent}")]),
        Trigger(kind.entries, "DELETE", "AFTER", "", [_subtract(entry, registration_of_old)]),
        Trigger(
            kind.entries,
            f"UPDATE OF {kind.parent}",
            "AFTER",
            f"WHEN (OLD.{kind.parent} <> NEW.{kind.parent})",
            [_subtract(entry, registration_of_old), _add(entry, kind, f"NEW.{kind.parent}")],
        ),
    ]


TRIGGERS = [trigger for kind in KINDS for trigger in _triggers(kind)]


def _head(trigger: Trigger) -> str:
    """What both databases say of a trigger between ``CREATE TRIGGER`` and its action."""
    head = f"{trigger.name} {trigger.timing} {trigger.event} ON {trigger.table} FOR EACH ROW"
    return f"{head} {trigger.when}" if trigger.when else head


def _create_sqlite(trigger: Trigger) -> list[str]:
    body = "".join(f"{statement}; " for statement in trigger.statements)
    return [f"CREATE TRIGGER {_head(trigger)} BEGIN {body}END"]


def _create_postgres(trigger: Trigger) -> list[str]:
    function = f"fedreg_{trigger.name}"
    body = "".join(f"{statement};\n" for statement in trigger.statements)
    answer = "OLD" if trigger.timing == "BEFORE" else "NULL"  # BEFORE: go on deleting
    return [
        f"CREATE FUNCTION {function}() RETURNS trigger LANGUAGE plpgsql AS $$\n"
        f"BEGIN\n{body}RETURN {answer};\nEND $$",
        f"CREATE TRIGGER {_head(trigger)} EXECUTE FUNCTION {function}()",
    ]


def _counted_rows(kind: Counted) -> str:
    """One row per registration: its (tournament, club), 1 and its entries in its columns."""
    values = dict.fromkeys(COUNTS, "0") | _with_entries(kind, "r.id")
    columns = ", ".join(f"{v} AS {c}" for c, v in values.items())
    return f"SELECT r.tournament_id, r.club_id, {columns} FROM {kind.registrations} AS r"


BACKFILL = (
    f"INSERT INTO {TABLE} (tournament_id, club_id, {', '.join(COUNTS)})"
    f" SELECT tournament_id, club_id, {', '.join(f'sum({c})' for c in COUNTS)}"
    f" FROM ({' UNION ALL '.join(_counted_rows(kind) for kind in KINDS)}) AS counted"
    " GROUP BY tournament_id, club_id"
)


def upgrade() -> None:
    op.create_table(
        TABLE,
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("club_id", sa.Integer(), nullable=False),
        *(sa.Column(c, sa.Integer(), server_default="0", nullable=False) for c in COUNTS),
        sa.ForeignKeyConstraint(
            ["club_id"],
            ["clubs.id"],
            name=op.f(f"fk_{TABLE}_club_id_clubs"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournaments.id"],
            name=op.f(f"fk_{TABLE}_tournament_id_tournaments"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", "club_id", name=op.f(f"pk_{TABLE}")),
    )
    op.create_index(op.f(f"ix_{TABLE}_club_id"), TABLE, ["club_id"])
    create = _create_postgres if op.get_bind().dialect.name == "postgresql" else _create_sqlite
    for trigger in TRIGGERS:  # before the backfill: PostgreSQL holds writes off till commit
        for statement in create(trigger):
            op.execute(statement)
    op.execute(BACKFILL)


def downgrade() -> None:
    drop_row_triggers(TRIGGERS)
    op.drop_index(op.f(f"ix_{TABLE}_club_id"), table_name=TABLE)
    op.drop_table(TABLE)

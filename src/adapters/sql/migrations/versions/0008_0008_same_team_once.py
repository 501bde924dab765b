"""The same team is entered once: the same set of members of the same type holds a category
and discipline at most once per tournament.

A set of members is no column, so each team entry keeps copies of its team's tournament and
type and the team's ``team_member_key`` (the members' ids sorted and joined by commas, as the
application computes it), and a unique constraint spans them with the category and the
discipline. Existing entries get their copies here.

Duplicates already stored (a double click before this revision): the first registration
keeps the entry (the lowest team id: the one made first); later registrations lose the
entries the first one already holds, and a registration left with none is removed with its
members. The number removed is logged.

Revision ID: 0008
Revises: 0007
"""

import logging
from collections import defaultdict

import sqlalchemy as sa
from alembic import op

from fedreg_core.domain.registration_rules import team_member_key

revision = "0008"
down_revision = "0007"

TABLE = "team_entries"
SAME_TEAM = "uq_team_entries_same_team"
SAME_TEAM_COLUMNS = ["tournament_id", "member_key", "team_type", "category_id", "discipline_id"]
COPIES = ("tournament_id", "team_type", "member_key")
KEEP_AUTOINCREMENT = {"sqlite_autoincrement": True}

logger = logging.getLogger("alembic.runtime.migration")


def _team_type(nullable: bool) -> sa.Column[str]:
    kinds = sa.Enum("MEN", "WOMEN", "MIX", name="teamtype", native_enum=False, length=32)
    return sa.Column("team_type", kinds, nullable=nullable)


ENTRIES = sa.table(
    TABLE,
    *(sa.column(name) for name in ("id", "team_id", "category_id", "discipline_id", *COPIES)),
)
MEMBERS = sa.table("team_members", sa.column("team_id"), sa.column("member_id"))
TEAMS = sa.table(
    "team_registrations", sa.column("id"), sa.column("tournament_id"), sa.column("type")
)


def _fill_copies(bind: sa.Connection) -> None:
    members: dict[int, list[int]] = defaultdict(list)
    for team_id, member_id in bind.execute(sa.select(MEMBERS.c.team_id, MEMBERS.c.member_id)):
        members[team_id].append(member_id)
    teams = bind.execute(sa.select(TEAMS.c.id, TEAMS.c.tournament_id, TEAMS.c.type)).all()
    copies = [
        {
            "team": team,
            "tournament": tournament,
            "kind": kind,
            "key": team_member_key(members[team]),
        }
        for team, tournament, kind in teams
    ]
    if copies:
        fill = (
            sa.update(ENTRIES)
            .where(ENTRIES.c.team_id == sa.bindparam("team"))
            .values(
                tournament_id=sa.bindparam("tournament"),
                team_type=sa.bindparam("kind"),
                member_key=sa.bindparam("key"),
            )
        )
        bind.execute(fill, copies)


def _drop_later_duplicates(bind: sa.Connection) -> None:
    """Keep each entry with the first team that holds it; drop teams left without entries."""
    same_team = [ENTRIES.c[name] for name in SAME_TEAM_COLUMNS]
    entries = bind.execute(
        sa.select(ENTRIES.c.id, ENTRIES.c.team_id, *same_team).order_by(
            ENTRIES.c.team_id, ENTRIES.c.id
        )
    )
    seen: set[tuple[object, ...]] = set()
    later: list[int] = []
    touched: set[int] = set()
    for entry_id, team_id, *same in entries:
        if tuple(same) in seen:
            later.append(entry_id)
            touched.add(team_id)
        seen.add(tuple(same))
    if not later:
        return
    bind.execute(sa.delete(ENTRIES).where(ENTRIES.c.id.in_(later)))
    kept = bind.execute(sa.select(ENTRIES.c.team_id).where(ENTRIES.c.team_id.in_(touched)))
    emptied = sorted(touched - {team_id for (team_id,) in kept})
    if emptied:
        bind.execute(sa.delete(MEMBERS).where(MEMBERS.c.team_id.in_(emptied)))
        bind.execute(sa.delete(TEAMS).where(TEAMS.c.id.in_(emptied)))
    logger.warning(
        "same team entered twice: removed %d later entries and %d emptied team registrations",
        len(later),
        len(emptied),
    )


def upgrade() -> None:
    with op.batch_alter_table(TABLE, table_kwargs=KEEP_AUTOINCREMENT) as batch:
        batch.add_column(sa.Column("tournament_id", sa.Integer(), nullable=True))
        batch.add_column(_team_type(nullable=True))
        batch.add_column(sa.Column("member_key", sa.String(), nullable=True))
    bind = op.get_bind()
    _fill_copies(bind)
    _drop_later_duplicates(bind)
    with op.batch_alter_table(TABLE, table_kwargs=KEEP_AUTOINCREMENT) as batch:
        batch.alter_column("tournament_id", existing_type=sa.Integer(), nullable=False)
        batch.alter_column("team_type", existing_type=_team_type(True).type, nullable=False)
        batch.alter_column("member_key", existing_type=sa.String(), nullable=False)
        batch.create_unique_constraint(SAME_TEAM, SAME_TEAM_COLUMNS)


def downgrade() -> None:
    with op.batch_alter_table(TABLE, table_kwargs=KEEP_AUTOINCREMENT) as batch:
        batch.drop_constraint(SAME_TEAM, type_="unique")
        for column in COPIES:
            batch.drop_column(column)

"""The public page counts each category's and discipline's competitors by sex, so a change of a
registered member's sex is a change of what it shows: the member trigger of 0011 that counts
renames in ``tournament_club_counts.changes`` (the public page's ETag) counts it too.

Only the trigger's condition changes: on PostgreSQL the trigger is made again over 0011's
function; on SQLite, whose triggers hold their statement, it is made again whole.

Revision ID: 0029
Revises: 0028
"""

# ruff: noqa: S608
# (the statements below are made of this file's constant names, nothing else)

from alembic import op

revision = "0029"
down_revision = "0028"

NAME, TABLE = "members_public_rename", "tournament_club_counts"
RENAMED = "OLD.first_name <> NEW.first_name OR OLD.last_name <> NEW.last_name"
WHEN = {"0024": f"WHEN ({RENAMED})", "0027": f"WHEN ({RENAMED} OR OLD.is_male <> NEW.is_male)"}
# 0011's statement: a change of every (tournament, club) the member is registered in.
PAIRS = (
    "SELECT tournament_id, club_id FROM competitor_registrations WHERE member_id = NEW.id"
    " UNION SELECT r.tournament_id, r.club_id FROM team_members AS m"
    " JOIN team_registrations AS r ON r.id = m.team_id WHERE m.member_id = NEW.id"
)
ALIVE = (
    f" AND EXISTS (SELECT 1 FROM tournaments WHERE id = {TABLE}.tournament_id)"
    f" AND EXISTS (SELECT 1 FROM clubs WHERE id = {TABLE}.club_id)"
)
STATEMENT = (
    f"UPDATE {TABLE} SET changes = changes + 1 WHERE (tournament_id, club_id) IN ({PAIRS}){ALIVE}"
)


def _make(revision: str) -> None:
    head = f"{NAME} AFTER UPDATE ON members FOR EACH ROW {WHEN[revision]}"
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"DROP TRIGGER {NAME} ON members")
        op.execute(f"CREATE TRIGGER {head} EXECUTE FUNCTION fedreg_{NAME}()")
    else:
        op.execute(f"DROP TRIGGER {NAME}")
        op.execute(f"CREATE TRIGGER {head} BEGIN {STATEMENT}; END")


def upgrade() -> None:
    _make("0027")


def downgrade() -> None:
    _make("0024")

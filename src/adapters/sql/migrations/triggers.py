"""Trigger statements more than one revision runs: PostgreSQL's change announcements (0004,
0007) and dropping the row triggers that keep counts (0009, 0011)."""

from collections.abc import Iterable
from typing import Protocol

from alembic import op

ANNOUNCE_CHANGE = "fedreg_announce_change"
"""0004's function: ``NOTIFY fedreg_changes, '<table>'``."""


class RowTrigger(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def table(self) -> str: ...


def announce_changes(tables: Iterable[str]) -> None:
    """PostgreSQL: each table announces every committed change through ``ANNOUNCE_CHANGE``."""
    for table in tables:
        op.execute(
            f"CREATE TRIGGER {table}_announce_change"
            f" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON {table}"
            f" FOR EACH STATEMENT EXECUTE FUNCTION {ANNOUNCE_CHANGE}()"
        )


def stop_announcing(tables: Iterable[str]) -> None:
    for table in tables:
        op.execute(f"DROP TRIGGER {table}_announce_change ON {table}")


def drop_row_triggers(triggers: Iterable[RowTrigger]) -> None:
    """Each trigger, and on PostgreSQL the function it runs (``fedreg_<name>``)."""
    postgres = op.get_bind().dialect.name == "postgresql"
    for trigger in triggers:
        if postgres:
            op.execute(f"DROP TRIGGER {trigger.name} ON {trigger.table}")
            op.execute(f"DROP FUNCTION fedreg_{trigger.name}()")
        else:
            op.execute(f"DROP TRIGGER {trigger.name}")

"""Turn database integrity errors into the core's ``Conflict``."""

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.exc import IntegrityError

from adapters.sql.models.clubs import CLUB_NAME_UNIQUE, LICENCE_UNIQUE
from adapters.sql.models.idempotency import IDEMPOTENT_REQUESTS_KEY
from adapters.sql.models.registrations import SAME_TEAM
from fedreg_core.domain.errors import Conflict

# Unique constraints that stand for one input field: (field, message key, how the error names
# the constraint on PostgreSQL and on SQLite). A club's name is a field of two forms (``name``,
# ``club.name`` of sign-up): the services name it; a race lost here names none.
FIELD_CONSTRAINTS: tuple[tuple[str | None, str, tuple[str, ...]], ...] = (
    ("email", "error_email_taken", ("uq_users_email", "UNIQUE constraint failed: users.email")),
    (
        "licenceNumber",
        "error_licence_taken",
        (LICENCE_UNIQUE, "UNIQUE constraint failed: members.licence_number"),
    ),
    (
        None,
        "error_club_name_taken",
        (CLUB_NAME_UNIQUE, "UNIQUE constraint failed: clubs.name_key"),
    ),
    (
        "Idempotency-Key",
        "error_idempotency_key_running",
        (IDEMPOTENT_REQUESTS_KEY, "UNIQUE constraint failed: idempotent_requests.request"),
    ),
    (
        "memberIds",
        "error_team_already_registered",
        (SAME_TEAM, "UNIQUE constraint failed: team_entries.tournament_id"),
    ),
)


# A row still referred to by others (ON DELETE RESTRICT): PostgreSQL and SQLite wording.
IN_USE = ("violates foreign key constraint", "FOREIGN KEY constraint failed")


def conflict_from(error: IntegrityError) -> Conflict:
    """The ``Conflict`` for a violated constraint, naming the field when one is known."""
    text = str(error.orig)
    for field, message_key, names in FIELD_CONSTRAINTS:
        if any(name in text for name in names):
            return Conflict(message_key, field=field)
    if any(words in text for words in IN_USE):
        return Conflict("error_in_use")
    return Conflict()


@contextmanager
def integrity_errors_as_conflicts() -> Iterator[None]:
    """Re-raise an ``IntegrityError`` of the block as ``Conflict`` (the cause is kept)."""
    try:
        yield
    except IntegrityError as error:
        raise conflict_from(error) from error

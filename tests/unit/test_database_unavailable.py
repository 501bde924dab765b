"""Which PostgreSQL errors say "not now" (503) rather than "this statement is wrong" (a bug)."""

import asyncpg  # type: ignore[import-untyped]
import pytest

from adapters.sql.unavailable import database_unavailable


@pytest.mark.parametrize(
    ("error", "unavailable"),
    [
        (asyncpg.CannotConnectNowError("the database system is shutting down"), True),
        (asyncpg.AdminShutdownError("terminating connection due to administrator command"), True),
        (asyncpg.TooManyConnectionsError("sorry, too many clients already"), True),
        (asyncpg.ConnectionDoesNotExistError("connection was closed in the middle"), True),
        (asyncpg.QueryCanceledError("canceling statement due to statement timeout"), False),
        (asyncpg.UniqueViolationError("duplicate key value"), False),
        (asyncpg.UndefinedTableError('relation "members" does not exist'), False),
        (ValueError("not a database error"), False),
    ],
)
def test_only_errors_of_the_moment_are_unavailability(error: Exception, unavailable: bool) -> None:
    assert database_unavailable(error) is unavailable

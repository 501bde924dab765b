"""Domain errors. The HTTP adapter maps each class to one status code, in one place.

Messages are keys of ``fedreg_core.messages``; adapters translate them.
"""

from collections.abc import Mapping


class DomainError(Exception):
    """Base of every error the core raises on purpose."""

    message_key = "error_default"

    def __init__(self, message_key: str | None = None) -> None:
        if message_key is not None:
            self.message_key = message_key
        super().__init__(self.message_key)


class RuleBroken(DomainError):
    """Input breaks one or more rules: per-field message keys (HTTP 400); ``values`` fill
    the placeholders of a field's message (the numbers of a broken limit)."""

    message_key = "error_invalid_input"

    def __init__(
        self,
        errors: Mapping[str, str],
        values: Mapping[str, Mapping[str, object]] | None = None,
    ) -> None:
        super().__init__()
        self.errors = dict(errors)
        self.values = {field: dict(filled) for field, filled in (values or {}).items()}

    @classmethod
    def single(cls, field: str, message_key: str) -> "RuleBroken":
        return cls({field: message_key})


class NotSignedIn(DomainError):
    """No valid credentials (HTTP 401)."""

    message_key = "error_not_signed_in"


class WrongCredentials(NotSignedIn):
    message_key = "error_wrong_credentials"


class Forbidden(DomainError):
    """Signed in but not allowed (HTTP 403)."""

    message_key = "error_forbidden"


class AccountRefused(Forbidden):
    """The account may not be used at all: sign-in is refused and every call with one of
    its tokens answers 403 (the webapp then signs out and shows the message)."""


class AccountBlocked(AccountRefused):
    message_key = "error_account_blocked"


class ClubDeleted(AccountRefused):
    """The user's club was deleted: its users neither sign in nor use their tokens."""

    message_key = "error_club_deleted"


class ClubBlocked(Forbidden):
    """The user's club is blocked: its users read, but change nothing of the club's."""

    message_key = "error_club_blocked"


class NotFound(DomainError):
    """The thing asked for does not exist, or is not visible (HTTP 404).

    ``what`` names the kind of thing (``"tournament"``, ``"club"``) and ``key`` the id or
    name asked for, where the code that found nothing knows them (the CLI says them)."""

    message_key = "error_not_found"

    def __init__(
        self,
        message_key: str | None = None,
        *,
        what: str | None = None,
        key: int | str | None = None,
    ) -> None:
        super().__init__(message_key)
        self.what = what
        self.key = key


class Conflict(DomainError):
    """The change clashes with stored data (HTTP 409), optionally on one field; ``values``
    fill the message's placeholders (what it clashes with, by name)."""

    message_key = "error_conflict"

    def __init__(
        self,
        message_key: str | None = None,
        field: str | None = None,
        values: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message_key)
        self.field = field
        self.values = dict(values or {})


class TooManyAttempts(DomainError):
    """Rate limit reached: the caller may try again in ``retry_after`` seconds (HTTP 429
    with ``Retry-After``)."""

    message_key = "error_too_many_attempts"

    def __init__(self, retry_after: int = 60) -> None:
        super().__init__()
        self.retry_after = retry_after


class FileTooLarge(DomainError):
    """Upload over its size limit (HTTP 413)."""

    message_key = "error_file_too_large"


class FileTypeNotAllowed(DomainError):
    """Upload of a type that is not allowed (HTTP 415)."""

    message_key = "error_file_type"


class Busy(DomainError):
    """Overloaded (too many calls wait for the password hasher, or for a database
    connection), or the database cannot be reached (restarting, refusing clients): the
    caller may try again in ``retry_after`` seconds (HTTP 503 with ``Retry-After``). Nothing
    was done or counted, except that a connection lost during its commit leaves unknown
    whether the commit happened."""

    message_key = "error_busy"

    def __init__(self, retry_after: int) -> None:
        super().__init__()
        self.retry_after = retry_after

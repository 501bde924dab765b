"""Rules about who may use an account at all, as named predicates with their message keys."""

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import AccountBlocked


def user_is_not_blocked(user: User) -> bool:
    """Blocked users cannot sign in, and their tokens stop working."""
    return not user.is_blocked


def ensure_user_is_not_blocked(user: User) -> None:
    """``AccountBlocked`` (HTTP 403, ``error_account_blocked``) for a blocked user."""
    if not user_is_not_blocked(user):
        raise AccountBlocked

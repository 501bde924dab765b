"""Rules about who may use an account at all, and when a club takes changes from its users,
as named predicates with their message keys."""

from fedreg_core.domain.entities import Club, User
from fedreg_core.domain.errors import AccountBlocked, ClubDeleted


def user_is_not_blocked(user: User) -> bool:
    """Blocked users cannot sign in, and their tokens stop working."""
    return not user.is_blocked


def ensure_user_is_not_blocked(user: User) -> None:
    """``AccountBlocked`` (HTTP 403, ``error_account_blocked``) for a blocked user."""
    if not user_is_not_blocked(user):
        raise AccountBlocked


def club_lets_its_users_sign_in(user: User, club: Club | None) -> bool:
    """The users of a deleted club neither sign in nor use their tokens; admins are not
    affected."""
    return user.is_admin or club is None or not club.is_deleted


def ensure_account_is_usable(user: User, club: Club | None) -> None:
    """What signing in and every signed-in call ask first: ``AccountBlocked`` for a blocked
    user, ``ClubDeleted`` (HTTP 403, ``error_club_deleted``) for a deleted club's user."""
    ensure_user_is_not_blocked(user)
    if not club_lets_its_users_sign_in(user, club):
        raise ClubDeleted


def club_takes_changes_from_its_users(club: Club) -> bool:
    """A blocked (or deleted) club's users read, but change nothing of the club's: its
    details, people, entries and pay flags."""
    return not club.is_blocked and not club.is_deleted

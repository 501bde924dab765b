"""The one gate of every write made for a club: ``may_manage_club`` asked with the club as
stored, so a blocked club's own users hear why (``ClubBlocked``), others ``Forbidden``.

People, imports, the club's details and logo, entries and withdrawals all pass here; a
deleted club's users never get this far (their tokens are refused when read).
"""

from fedreg_core.domain.entities import Club, User
from fedreg_core.domain.errors import ClubBlocked, Forbidden
from fedreg_core.domain.permissions import is_own_club, may_manage_club
from fedreg_core.ports.repositories import ClubRepository


def ensure_may_manage_club(actor: User, club: Club, not_own: str = Forbidden.message_key) -> None:
    """``ClubBlocked`` for the club's own users while it is blocked, ``Forbidden`` with the
    key ``not_own`` for other clubs' users."""
    if may_manage_club(actor, club):
        return
    if is_own_club(actor, club.id):
        raise ClubBlocked
    raise Forbidden(not_own)


async def club_to_manage(
    clubs: ClubRepository, actor: User, club_id: int, not_own: str = Forbidden.message_key
) -> Club | None:
    """The stored club ``actor`` is about to write for, checked. ``None`` only for an admin
    naming a club that does not exist (the caller's validation names the field); others
    are refused."""
    club = await clubs.get(club_id)
    if club is None:
        if actor.is_admin:
            return None
        raise Forbidden(not_own)
    ensure_may_manage_club(actor, club, not_own)
    return club

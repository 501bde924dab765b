"""Club use cases: the clubs list, one club, editing it, soft deletion and its logo."""

from dataclasses import replace

from fedreg_core.domain.club_changes import ClubChanges
from fedreg_core.domain.entities import Club, User
from fedreg_core.domain.errors import Conflict, Forbidden, NotFound
from fedreg_core.domain.folding import fold
from fedreg_core.domain.names import club_with_clean_names
from fedreg_core.domain.permissions import (
    CLUB_ADMIN_FIELDS,
    may_delete_club,
    may_see_club,
    may_see_hidden_clubs,
)
from fedreg_core.domain.rules import check_club
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.listing import Page
from fedreg_core.ports.repositories import ClubRepository
from fedreg_core.ports.unit_of_work import ClubWork
from fedreg_core.services.club_access import ensure_may_manage_club
from fedreg_core.services.club_deletion import withdraw_open_entries
from fedreg_core.services.editing import ensure_admin_fields_kept, ensure_valid, load, values_of
from fedreg_core.services.images import CLUB_LOGO, ImageUpload, checked_image, record_image
from fedreg_core.services.listing import Filter, Listing, ListRequest, Visible, visible_page

CLUBS = Listing(search_fields=("name", "short_name", "city"), order_by=("name",))
CLUBS_FOR_ADMINS = Listing(
    search_fields=CLUBS.search_fields,
    order_by=CLUBS.order_by,
    filters={"isBlocked": Filter("is_blocked", bool), "isDeleted": Filter("is_deleted", bool)},
)
SHOWN_IN_LIST = {"is_blocked": False, "is_deleted": False}


def _nothing_hidden(_club: Club) -> frozenset[str]:
    return frozenset()


async def list_clubs(uow: ClubWork, actor: User, request: ListRequest) -> Page[Visible[Club]]:
    """Clubs by name, without blocked or deleted ones; admins may ask for those with
    ``by={"isBlocked": true}`` or ``by={"isDeleted": true}``."""
    if may_see_hidden_clubs(actor):
        query = CLUBS_FOR_ADMINS.query(request)
        query = replace(query, equals={**SHOWN_IN_LIST, **query.equals})
    else:
        query = CLUBS.query(request, fixed=SHOWN_IN_LIST)
    async with uow:
        return visible_page(await uow.clubs.page(query), _nothing_hidden)


async def visible_club(clubs: ClubRepository, actor: User, club_id: int) -> Club:
    """The club, ``NotFound`` when there is none or the actor may not see it."""
    club = await load(clubs, club_id, "club")
    if not may_see_club(actor, club):
        raise NotFound(what="club", key=club_id)
    return club


async def ensure_club_name_is_free(
    clubs: ClubRepository, name: str, owner_id: int | None = None, field: str = "name"
) -> None:
    """``Conflict`` on ``field`` when another club, deleted ones included, has this name
    without case, diacritics and script."""
    existing = await clubs.get_by_name(name)
    if existing is not None and existing.id != owner_id:
        raise Conflict("error_club_name_taken", field=field)


async def get_club(uow: ClubWork, actor: User, club_id: int) -> Visible[Club]:
    async with uow:
        return Visible(await visible_club(uow.clubs, actor, club_id))


async def update_club(
    uow: ClubWork, actor: User, club_id: int, changes: ClubChanges
) -> Visible[Club]:
    """The club edit form: admins and the club's own users; ``isBlocked`` admins only. A new
    name must be free (a name that folds as before is kept as it is)."""
    async with uow:
        club = await visible_club(uow.clubs, actor, club_id)
        ensure_may_manage_club(actor, club)
        changed = club_with_clean_names(changes.applied_to(club))
        before = values_of(club, CLUB_ADMIN_FIELDS)
        ensure_admin_fields_kept(actor, before, changed, CLUB_ADMIN_FIELDS)
        ensure_valid(check_club, changed)
        if fold(changed.name) != fold(club.name):
            await ensure_club_name_is_free(uow.clubs, changed.name, club_id)
        stored = await uow.clubs.update(changed)
        await uow.commit()
    return Visible(stored)


async def delete_club(uow: ClubWork, clock: Clock, actor: User, club_id: int) -> None:
    """Soft deletion by an admin (never of their own club): the club leaves the lists, its
    users can no longer sign in, and its entries in tournaments not archived are withdrawn
    in the same transaction (``club_deletion``)."""
    async with uow:
        club = await load(uow.clubs, club_id, "club")
        if not actor.is_admin:
            raise Forbidden
        if not may_delete_club(actor, club.id):
            raise Forbidden("error_own_club")
        # Also for a club deleted already: entries left from before this rule go now.
        await withdraw_open_entries(uow, clock, actor, club)
        club.is_deleted = True
        await uow.clubs.update(club)
        await uow.commit()


async def upload_club_logo(
    uow: ClubWork, actor: User, club_id: int, upload: ImageUpload
) -> Visible[Club]:
    """The logo is decoded only for those who may change the club (403 comes first)."""
    async with uow:
        club = await visible_club(uow.clubs, actor, club_id)
        ensure_may_manage_club(actor, club)
        image = await checked_image(upload)
        stored = await record_image(uow, uow.clubs, club, CLUB_LOGO, upload, image)
    return Visible(stored)

"""Users administration: the users list, one user, and the admin actions on a user."""

from dataclasses import dataclass

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_change_status_of, may_see_emails, may_set_passwords
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.listing import Page, UserSummary
from fedreg_core.ports.security import PasswordHasher
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.editing import load
from fedreg_core.services.listing import (
    NOTHING_HIDDEN,
    Filter,
    Listing,
    ListRequest,
    Visible,
    visible_page,
)

USERS = Listing(
    search_fields=("name", "email"),
    order_by=("name",),
    filters={
        "clubId": Filter("club_id", int),
        "isAdmin": Filter("is_admin", bool),
        "isBlocked": Filter("is_blocked", bool),
    },
)
USERS_FOR_MEMBERS = Listing(
    search_fields=("name",),
    order_by=("name",),
    filters={"clubId": Filter("club_id", int)},
)
ADMIN_ONLY_FIELDS = frozenset({"email", "is_admin", "is_blocked"})


@dataclass(frozen=True, slots=True)
class StatusChange:
    """The users list's action menu: ``None`` leaves a flag as it is."""

    is_admin: bool | None = None
    is_blocked: bool | None = None


def _hidden_for(actor: User) -> frozenset[str]:
    return NOTHING_HIDDEN if may_see_emails(actor) else ADMIN_ONLY_FIELDS


async def list_users(
    uow: AccountWork, actor: User, request: ListRequest
) -> Page[Visible[UserSummary]]:
    """Users by name with their club; only admins see, search and filter e-mails and flags."""
    listing = USERS if may_see_emails(actor) else USERS_FOR_MEMBERS
    query = listing.query(request)
    async with uow:
        page = await uow.users.summary_page(query)
    hidden = _hidden_for(actor)
    return visible_page(page, lambda _user: hidden)


async def _summary(uow: AccountWork, user: User) -> UserSummary:
    club = await uow.clubs.get(user.club_id) if user.club_id is not None else None
    return UserSummary.of(user, club)


async def get_user(uow: AccountWork, actor: User, user_id: int) -> Visible[UserSummary]:
    async with uow:
        user = await load(uow.users, user_id, "user")
        return Visible(await _summary(uow, user), _hidden_for(actor))


async def set_user_password(
    uow: AccountWork, hasher: PasswordHasher, actor: User, user_id: int, password: str
) -> Visible[UserSummary]:
    """An admin sets a user's password; the user's earlier tokens stop working."""
    v = Validation()
    v.new_password("password", password)
    v.raise_if_broken()
    if not may_set_passwords(actor):
        raise Forbidden
    password_hash = await hasher.hash(password)
    async with uow:
        user = await load(uow.users, user_id, "user")
        user.password_hash = password_hash
        user.token_version += 1
        await uow.users.update(user)
        await uow.commit()
        return Visible(await _summary(uow, user))


async def change_user_status(
    uow: AccountWork, actor: User, user_id: int, change: StatusChange
) -> Visible[UserSummary]:
    """Block or unblock, promote or demote another user; blocking ends their sessions."""
    if not actor.is_admin:
        raise Forbidden
    async with uow:
        user = await load(uow.users, user_id, "user")
        if not may_change_status_of(actor, user.id):
            raise Forbidden("error_own_account")
        if change.is_blocked and not user.is_blocked:
            user.token_version += 1
        if change.is_admin is not None:
            user.is_admin = change.is_admin
        if change.is_blocked is not None:
            user.is_blocked = change.is_blocked
        await uow.users.update(user)
        await uow.commit()
        return Visible(await _summary(uow, user))

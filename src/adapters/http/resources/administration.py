"""The resources Clubs, User and Settings."""

from adapters.http.context import HttpContext
from adapters.http.resources.resource import Action, Resource, Update
from adapters.http.schemas.accounts import ClubOut
from adapters.http.schemas.administration import (
    SiteSettingsOut,
    UserPasswordIn,
    UserStatusIn,
    UserSummaryOut,
)
from adapters.http.schemas.conversion.convert_changes import (
    club_changes,
    settings_changes,
    status_change,
)
from adapters.http.schemas.conversion.updates import ClubUpdate, SettingsUpdate
from fedreg_core.domain.access import AccessOrigin
from fedreg_core.domain.entities import Club, Settings, User
from fedreg_core.ports.listing import UserSummary
from fedreg_core.services import clubs, site_settings, users
from fedreg_core.services.listing import Visible

CLUBS: Resource[Club] = Resource(
    name="Clubs",
    plural="Clubs",
    singular="Club",
    label="clubs (blocked and deleted ones are not listed)",
    out=ClubOut,
    list=lambda c, actor, request: clubs.list_clubs(c.uow(), actor, request),
    get=lambda c, actor, item_id, _origin: clubs.get_club(c.uow(), actor, item_id),
    update=Update(
        ClubUpdate,
        lambda c, actor, item_id, body: clubs.update_club(
            c.uow(), actor, item_id, club_changes(body)
        ),
    ),
    delete=lambda c, actor, item_id: clubs.delete_club(c.uow(), c.clock, actor, item_id),
    upload=lambda c, actor, item_id, upload: clubs.upload_club_logo(
        c.uow(), actor, item_id, upload
    ),
)


async def _set_password(
    context: HttpContext, actor: User, user_id: int, body: UserPasswordIn, _origin: AccessOrigin
) -> Visible[UserSummary]:
    return await users.set_user_password(
        context.uow(), context.hasher, actor, user_id, body.password
    )


async def _change_status(
    context: HttpContext, actor: User, user_id: int, body: UserStatusIn, _origin: AccessOrigin
) -> Visible[UserSummary]:
    return await users.change_user_status(context.uow(), actor, user_id, status_change(body))


USERS: Resource[UserSummary] = Resource(
    name="User",
    plural="Users",
    singular="User",
    label="users (e-mail addresses for admins only)",
    out=UserSummaryOut,
    list=lambda c, actor, request: users.list_users(c.uow(), actor, request),
    get=lambda c, actor, item_id, _origin: users.get_user(c.uow(), actor, item_id),
    actions=(
        Action(
            "changePassword",
            "changeUserPassword",
            "Set a user's password (admins); the user's earlier tokens stop working.",
            UserPasswordIn,
            _set_password,
        ),
        Action(
            "update",
            "updateUserStatus",
            "Block or unblock, promote or demote another user (admins).",
            UserStatusIn,
            _change_status,
        ),
    ),
)

SETTINGS: Resource[Settings] = Resource(
    name="Settings",
    plural="Settings",
    singular="Settings",
    label="general settings (one item)",
    out=SiteSettingsOut,
    list=lambda c, _actor, request: site_settings.list_settings(c.uow(), request),
    get=lambda c, _actor, item_id, _origin: site_settings.get_settings(c.uow(), item_id),
    update=Update(
        SettingsUpdate,
        lambda c, actor, item_id, body: site_settings.update_settings(
            c.uow(), actor, item_id, settings_changes(body)
        ),
    ),
    upload=lambda c, actor, item_id, upload: site_settings.upload_settings_logo(
        c.uow(), actor, item_id, upload
    ),
)

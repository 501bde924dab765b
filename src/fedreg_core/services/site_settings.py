"""General settings (admin): read by every signed-in user, changed and given a logo by admins.

There is one settings row; as a resource it is a list of one item with its own id.
"""

from fedreg_core.domain.club_changes import SettingsChanges
from fedreg_core.domain.entities import Settings, User
from fedreg_core.domain.errors import Forbidden, NotFound, RuleBroken
from fedreg_core.domain.permissions import may_edit_settings
from fedreg_core.domain.plain_fields import camel
from fedreg_core.domain.rules import Validation, check_settings
from fedreg_core.ports.listing import Page
from fedreg_core.ports.unit_of_work import AccountWork
from fedreg_core.services.images import SITE_LOGO, ImageUpload, checked_image, record_image
from fedreg_core.services.listing import Listing, ListRequest, Visible

ONE_ROW = Listing(search_fields=(), order_by=())


async def list_settings(uow: AccountWork, request: ListRequest) -> Page[Visible[Settings]]:
    query = ONE_ROW.query(request)
    async with uow:
        settings = await uow.settings.get()
    rows = [Visible(settings)][query.skip : query.skip + query.limit]
    return Page(rows, 1)


async def _settings(uow: AccountWork, settings_id: int) -> Settings:
    settings = await uow.settings.get()
    if settings.id != settings_id:
        raise NotFound
    return settings


def _ensure_sent_fields_valid(settings: Settings, sent: frozenset[str]) -> None:
    """The settings rules, for the fields sent: a partial change (``showDisciplines`` alone)
    is not refused for a field it leaves as it was, like the default empty description.

    The rule's field names (``title``, ``retention_years``) are the entity's field names;
    the errors name them as the API does (``retentionYears``)."""
    v = Validation()
    check_settings(v, settings)
    broken = {camel(field): key for field, key in v.errors.items() if field in sent}
    if broken:
        raise RuleBroken(broken)


def _ensure_may_edit(actor: User) -> None:
    if not may_edit_settings(actor):
        raise Forbidden


async def get_settings(uow: AccountWork, settings_id: int) -> Visible[Settings]:
    async with uow:
        return Visible(await _settings(uow, settings_id))


async def update_settings(
    uow: AccountWork, actor: User, settings_id: int, changes: SettingsChanges
) -> Visible[Settings]:
    """Title, description, the member locks and discipline visibility (admins only)."""
    _ensure_may_edit(actor)
    async with uow:
        changed = changes.applied_to(await _settings(uow, settings_id))
        _ensure_sent_fields_valid(changed, changes.sent())
        stored = await uow.settings.update(changed)
        await uow.commit()
    return Visible(stored)


async def upload_settings_logo(
    uow: AccountWork, actor: User, settings_id: int, upload: ImageUpload
) -> Visible[Settings]:
    _ensure_may_edit(actor)
    image = await checked_image(upload)
    async with uow:
        settings = await _settings(uow, settings_id)
        stored = await record_image(uow, uow.settings, settings, SITE_LOGO, upload, image)
    return Visible(stored)

"""Categories (settings area): every signed-in user reads them, admins change them.

A category used by a registration cannot be deleted (``Conflict``); archive it instead.
"""

from fedreg_core.domain.catalog_changes import CategoryChanges
from fedreg_core.domain.catalog_rules import check_category
from fedreg_core.domain.entities import Category, User
from fedreg_core.ports.listing import Page
from fedreg_core.ports.repositories import Repository
from fedreg_core.ports.unit_of_work import CatalogWork
from fedreg_core.services.admin_editing import delete_existing, ensure_may_manage_catalog
from fedreg_core.services.editing import ensure_valid, load
from fedreg_core.services.listing import Filter, Listing, ListRequest, Visible, shown_in_full

CATEGORIES = Listing(
    search_fields=("name",),
    order_by=("name",),
    filters={"isArchived": Filter("is_archived", bool)},
)


def _categories(uow: CatalogWork) -> Repository[Category]:
    return uow.categories


async def list_categories(uow: CatalogWork, request: ListRequest) -> Page[Visible[Category]]:
    """Categories by name (``by={"isArchived": false}`` for the active ones)."""
    query = CATEGORIES.query(request)
    async with uow:
        return shown_in_full(await uow.categories.page(query))


async def get_category(uow: CatalogWork, category_id: int) -> Visible[Category]:
    async with uow:
        return Visible(await load(uow.categories, category_id, "category"))


async def create_category(uow: CatalogWork, actor: User, category: Category) -> Visible[Category]:
    ensure_may_manage_catalog(actor)
    ensure_valid(check_category, category)
    async with uow:
        stored = await uow.categories.add(category)
        await uow.commit()
    return Visible(stored)


async def update_category(
    uow: CatalogWork, actor: User, category_id: int, changes: CategoryChanges
) -> Visible[Category]:
    """A partial change: name, noPay, and isArchived to archive or unarchive."""
    ensure_may_manage_catalog(actor)
    async with uow:
        changed = changes.applied_to(await load(uow.categories, category_id, "category"))
        ensure_valid(check_category, changed)
        stored = await uow.categories.update(changed)
        await uow.commit()
    return Visible(stored)


async def delete_category(uow: CatalogWork, actor: User, category_id: int) -> None:
    """``Conflict`` while a registration uses the category."""
    ensure_may_manage_catalog(actor)
    await delete_existing(uow, _categories, category_id)

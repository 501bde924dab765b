"""Disciplines (settings area): every signed-in user reads them, admins change them.

A discipline is offered in at least one existing category; its category links are synced
from ``category_ids`` on every save. Reads name the categories (``DisciplineView``).
"""

from collections.abc import Iterable

from fedreg_core.domain.catalog_changes import DisciplineChanges
from fedreg_core.domain.catalog_rules import check_discipline
from fedreg_core.domain.entities import Discipline, User
from fedreg_core.domain.errors import RuleBroken
from fedreg_core.ports.listing import Page
from fedreg_core.ports.repositories import Repository
from fedreg_core.ports.unit_of_work import CatalogWork
from fedreg_core.ports.views import DisciplineView
from fedreg_core.services.admin_editing import delete_existing, ensure_may_manage_catalog
from fedreg_core.services.discipline_kind import ensure_kind_fits_tournaments
from fedreg_core.services.editing import ensure_valid, found, load
from fedreg_core.services.listing import Filter, Listing, ListRequest, Visible, shown_in_full

DISCIPLINES = Listing(
    search_fields=("name",),
    order_by=("name",),
    filters={"isArchived": Filter("is_archived", bool)},
)
NOT_DELETED = {"is_deleted": False}


def _disciplines(uow: CatalogWork) -> Repository[Discipline]:
    return uow.disciplines


async def list_disciplines(uow: CatalogWork, request: ListRequest) -> Page[Visible[DisciplineView]]:
    """Disciplines by name with their categories (``by={"isArchived": false}``)."""
    query = DISCIPLINES.query(request, fixed=NOT_DELETED)
    async with uow:
        return shown_in_full(await uow.disciplines.view_page(query))


async def _view(uow: CatalogWork, discipline_id: int | None) -> DisciplineView:
    assert discipline_id is not None
    return found(await uow.disciplines.get_view(discipline_id), "discipline", discipline_id)


async def get_discipline(uow: CatalogWork, discipline_id: int) -> Visible[DisciplineView]:
    async with uow:
        return Visible(await _view(uow, discipline_id))


async def _ensure_categories_exist(uow: CatalogWork, category_ids: Iterable[int]) -> None:
    wanted = set(category_ids)
    if len(await uow.categories.get_many(wanted)) != len(wanted):
        raise RuleBroken.single("categoryIds", "invalid_value")


async def _store(uow: CatalogWork, discipline: Discipline) -> DisciplineView:
    ensure_valid(check_discipline, discipline)
    await _ensure_categories_exist(uow, discipline.category_ids)
    if discipline.id is None:
        stored = await uow.disciplines.add(discipline)
    else:
        stored = await uow.disciplines.update(discipline)
    view = await _view(uow, stored.id)
    await uow.commit()
    return view


async def create_discipline(
    uow: CatalogWork, actor: User, discipline: Discipline
) -> Visible[DisciplineView]:
    ensure_may_manage_catalog(actor)
    async with uow:
        return Visible(await _store(uow, discipline))


async def update_discipline(
    uow: CatalogWork, actor: User, discipline_id: int, changes: DisciplineChanges
) -> Visible[DisciplineView]:
    """A partial change; ``categoryIds`` replaces the category links when sent. The kind
    (``isTeam``) stays while tournaments list the discipline as its kind."""
    ensure_may_manage_catalog(actor)
    async with uow:
        discipline = await load(uow.disciplines, discipline_id, "discipline")
        changed = changes.applied_to(discipline)
        await ensure_kind_fits_tournaments(uow, discipline, changed)
        return Visible(await _store(uow, changed))


async def delete_discipline(uow: CatalogWork, actor: User, discipline_id: int) -> None:
    """Its category and tournament links go with it; ``Conflict`` while a registration uses it."""
    ensure_may_manage_catalog(actor)
    await delete_existing(uow, _disciplines, discipline_id)

"""The resources Categories, Disciplines and DisciplineCategories (admins change them)."""

from collections.abc import Callable
from typing import Any, TypeVar

import msgspec

from adapters.http.resources.resource import Create, Resource, Update
from adapters.http.schemas.accounts import Body
from adapters.http.schemas.catalog import (
    CategoryForm,
    CategoryOut,
    DisciplineCategoryIn,
    DisciplineCategoryOut,
    DisciplineForm,
    DisciplineOut,
    discipline_answer,
)
from adapters.http.schemas.conversion.convert_catalog_changes import (
    category_changes,
    discipline_changes,
)
from adapters.http.schemas.conversion.convert_creates import (
    new_category,
    new_discipline,
    new_discipline_category,
)
from adapters.http.schemas.conversion.updates import CategoryUpdate, DisciplineUpdate
from fedreg_core.domain.entities import Category
from fedreg_core.ports.views import DisciplineView
from fedreg_core.services import categories, disciplines, links
from fedreg_core.services.editing import Entity
from fedreg_core.services.links import LinkKind

L = TypeVar("L", bound=Entity)
B = TypeVar("B", bound=Body)

CATEGORIES: Resource[Category] = Resource(
    name="Categories",
    plural="Categories",
    singular="Category",
    label="categories",
    out=CategoryOut,
    list=lambda c, _actor, request: categories.list_categories(c.uow(), request),
    get=lambda c, _actor, item_id, _origin: categories.get_category(c.uow(), item_id),
    create=Create(
        CategoryForm,
        lambda c, actor, body: categories.create_category(c.uow(), actor, new_category(body)),
    ),
    update=Update(
        CategoryUpdate,
        lambda c, actor, item_id, body: categories.update_category(
            c.uow(), actor, item_id, category_changes(body)
        ),
    ),
    delete=lambda c, actor, item_id: categories.delete_category(c.uow(), actor, item_id),
    conflicts=frozenset({"delete"}),  # while a registration uses it
)

DISCIPLINES: Resource[DisciplineView] = Resource(
    name="Disciplines",
    plural="Disciplines",
    singular="Discipline",
    label="disciplines with their categories",
    out=DisciplineOut,
    list=lambda c, _actor, request: disciplines.list_disciplines(c.uow(), request),
    get=lambda c, _actor, item_id, _origin: disciplines.get_discipline(c.uow(), item_id),
    create=Create(
        DisciplineForm,
        lambda c, actor, body: disciplines.create_discipline(c.uow(), actor, new_discipline(body)),
    ),
    update=Update(
        DisciplineUpdate,
        lambda c, actor, item_id, body: disciplines.update_discipline(
            c.uow(), actor, item_id, discipline_changes(body)
        ),
    ),
    delete=lambda c, actor, item_id: disciplines.delete_discipline(c.uow(), actor, item_id),
    present=discipline_answer,
    conflicts=frozenset({"delete"}),  # while a registration uses it
)


def link_resource(
    kind: LinkKind[L],
    names: tuple[str, str],
    body: type[B],
    new_link: Callable[[B], L],
    out: type[msgspec.Struct],
) -> Resource[L]:
    """A link resource: list (``by`` its owner), read, create and delete; no update.
    ``new_link`` reads the create body into the link."""
    plural, singular = names
    return Resource(
        name=plural,
        plural=plural,
        singular=singular,
        label=kind.name,
        out=out,
        list=lambda c, actor, request: links.list_links(c.uow(), kind, actor, request),
        get=lambda c, actor, item_id, _origin: links.get_link(c.uow(), kind, actor, item_id),
        create=Create(
            body, lambda c, actor, obj: links.create_link(c.uow(), kind, actor, new_link(obj))
        ),
        delete=lambda c, actor, item_id: links.delete_link(c.uow(), kind, actor, item_id),
        conflicts=frozenset({"create"}),  # a link is there once
    )


CATALOG_RESOURCES: list[Resource[Any]] = [
    CATEGORIES,
    DISCIPLINES,
    link_resource(
        links.DISCIPLINE_CATEGORIES,
        ("DisciplineCategories", "DisciplineCategory"),
        DisciplineCategoryIn,
        new_discipline_category,
        DisciplineCategoryOut,
    ),
]

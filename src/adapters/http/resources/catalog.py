"""The resources Categories, Disciplines and DisciplineCategories (admins change them)."""

from typing import Any, TypeVar

import msgspec

from adapters.http.resources.resource import Resource, Update, WithBody
from adapters.http.resources.structs import sent_fields
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
from adapters.http.schemas.updates import CategoryUpdate, DisciplineUpdate
from fedreg_core.domain.entities import Category, Discipline
from fedreg_core.domain.links import DisciplineCategory
from fedreg_core.ports.views import DisciplineView
from fedreg_core.services import categories, disciplines, links
from fedreg_core.services.editing import Entity
from fedreg_core.services.links import LinkKind

L = TypeVar("L", bound=Entity)

CATEGORIES: Resource[Category] = Resource(
    name="Categories",
    plural="Categories",
    singular="Category",
    label="categories",
    out=CategoryOut,
    list=lambda c, _actor, request: categories.list_categories(c.uow(), request),
    get=lambda c, _actor, item_id: categories.get_category(c.uow(), item_id),
    create=WithBody(
        CategoryForm,
        lambda c, actor, fields: categories.create_category(c.uow(), actor, Category(**fields)),
    ),
    update=Update(
        CategoryUpdate,
        lambda c, actor, item_id, body: categories.update_category(
            c.uow(), actor, item_id, sent_fields(body)
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
    get=lambda c, _actor, item_id: disciplines.get_discipline(c.uow(), item_id),
    create=WithBody(
        DisciplineForm,
        lambda c, actor, fields: disciplines.create_discipline(
            c.uow(), actor, Discipline(**fields)
        ),
    ),
    update=Update(
        DisciplineUpdate,
        lambda c, actor, item_id, body: disciplines.update_discipline(
            c.uow(), actor, item_id, sent_fields(body)
        ),
    ),
    delete=lambda c, actor, item_id: disciplines.delete_discipline(c.uow(), actor, item_id),
    present=discipline_answer,
    conflicts=frozenset({"delete"}),  # while a registration uses it
)


def link_resource(
    kind: LinkKind[L],
    entity: type[L],
    names: tuple[str, str],
    body: type[Body],
    out: type[msgspec.Struct],
) -> Resource[L]:
    """A link resource: list (``by`` its owner), read, create and delete; no update."""
    plural, singular = names
    return Resource(
        name=plural,
        plural=plural,
        singular=singular,
        label=kind.name,
        out=out,
        list=lambda c, actor, request: links.list_links(c.uow(), kind, actor, request),
        get=lambda c, actor, item_id: links.get_link(c.uow(), kind, actor, item_id),
        create=WithBody(
            body, lambda c, actor, fields: links.create_link(c.uow(), kind, actor, entity(**fields))
        ),
        delete=lambda c, actor, item_id: links.delete_link(c.uow(), kind, actor, item_id),
        conflicts=frozenset({"create"}),  # a link is there once
    )


CATALOG_RESOURCES: list[Resource[Any]] = [
    CATEGORIES,
    DISCIPLINES,
    link_resource(
        links.DISCIPLINE_CATEGORIES,
        DisciplineCategory,
        ("DisciplineCategories", "DisciplineCategory"),
        DisciplineCategoryIn,
        DisciplineCategoryOut,
    ),
]

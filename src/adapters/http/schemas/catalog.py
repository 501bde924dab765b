"""Shapes of categories, disciplines and discipline-category links (decisions.md §2).

Update bodies are in updates.py.
"""

from typing import Annotated

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body, Text
from fedreg_core.domain.enums import DrawFormat, ForSex
from fedreg_core.ports.views import DisciplineView
from fedreg_core.services.listing import Visible

Id = BodyId
Ids = Annotated[list[Id], msgspec.Meta(max_length=500)]


class CategoryForm(Body, kw_only=True):
    """Create ``{name, noPay}``; updates also archive and unarchive."""

    name: Text
    no_pay: bool = False
    is_archived: bool = False


class CategoryOut(msgspec.Struct, rename="camel"):
    id: int
    name: str
    no_pay: bool
    is_archived: bool


class DisciplineForm(Body, kw_only=True):
    """``forSex``: null for both, "1" men, "2" women; the flags exclude each other in pairs."""

    name: Text
    category_ids: Ids
    for_sex: ForSex | None = None
    no_pay: bool = False
    always_pay: bool = False
    is_kata_a: bool = False
    is_kata_b: bool = False
    is_archived: bool = False
    draw_format: DrawFormat | None = None


class CategoryRefOut(msgspec.Struct):
    id: int
    name: str


class NamedCategoryOut(msgspec.Struct, rename="camel"):
    """One of a discipline's categories, named."""

    category_id: int
    category: CategoryRefOut


class DisciplineOut(msgspec.Struct, rename="camel", kw_only=True):
    id: int
    name: str
    category_ids: list[int]
    for_sex: ForSex | None
    no_pay: bool
    always_pay: bool
    is_kata_a: bool
    is_kata_b: bool
    is_archived: bool
    is_deleted: bool
    draw_format: DrawFormat | None
    discipline_categories: list[NamedCategoryOut]


def discipline_out(view: DisciplineView) -> DisciplineOut:
    d = view.discipline
    assert d.id is not None
    return DisciplineOut(
        id=d.id,
        name=d.name,
        category_ids=d.category_ids,
        for_sex=d.for_sex,
        no_pay=d.no_pay,
        always_pay=d.always_pay,
        is_kata_a=d.is_kata_a,
        is_kata_b=d.is_kata_b,
        is_archived=d.is_archived,
        is_deleted=d.is_deleted,
        draw_format=d.draw_format,
        discipline_categories=[
            NamedCategoryOut(c.id, CategoryRefOut(c.id, c.name)) for c in view.categories
        ],
    )


def discipline_answer(visible: Visible[DisciplineView]) -> DisciplineOut:
    return discipline_out(visible.item)


class DisciplineCategoryIn(Body, kw_only=True):
    discipline_id: Id
    category_id: Id


class DisciplineCategoryOut(msgspec.Struct, rename="camel"):
    id: int
    discipline_id: int
    category_id: int

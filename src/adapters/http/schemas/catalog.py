"""Shapes of categories, disciplines and discipline-category links (docs/product.md, API).

Update bodies are in updates.py.
"""

from typing import Annotated

import msgspec

from adapters.http.params import BodyId
from adapters.http.schemas.accounts import Body, Text
from adapters.http.schemas.conversion.from_core import answer_from
from adapters.http.schemas.limits import Kilograms, Years, kilograms_of
from fedreg_core.domain.entities import DEFAULT_TEAM_MEMBERS
from fedreg_core.domain.enums import AgeBy, DrawFormat, ForSex
from fedreg_core.ports.views import DisciplineView
from fedreg_core.services.listing import Visible

Id = BodyId
Ids = Annotated[list[Id], msgspec.Meta(max_length=500)]


class CategoryForm(Body, kw_only=True):
    """Create ``{name, noPay}``; updates also archive and unarchive. Limits (optional):
    ages in whole years, inclusive, counted ``ageBy``; belts from ``minBelt`` up to
    ``maxBelt`` (white lowest, black highest)."""

    name: Text
    no_pay: bool = False
    is_archived: bool = False
    min_age: Years | None = None
    max_age: Years | None = None
    age_by: AgeBy = AgeBy.DATE
    min_belt: Text | None = None
    max_belt: Text | None = None


class CategoryOut(msgspec.Struct, rename="camel"):
    id: int
    name: str
    no_pay: bool
    is_archived: bool
    min_age: int | None = None
    max_age: int | None = None
    age_by: AgeBy = AgeBy.DATE
    min_belt: str | None = None
    max_belt: str | None = None


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
    min_weight: Kilograms | None = None
    """Kilograms, one decimal; exclusive (``+84 kg``: over 84.0)."""
    max_weight: Kilograms | None = None
    """Kilograms, one decimal; inclusive (``-60 kg``: up to 60.0)."""
    draw_format: DrawFormat | None = None
    is_team: bool = False
    """Entered by teams (a tournament's team disciplines); false: by single competitors."""
    team_min_members: int = DEFAULT_TEAM_MEMBERS[0]
    """A team discipline's member range: a team entering it has from ``teamMinMembers`` to
    ``teamMaxMembers`` members (1 to 7; WKF men's team kumite 5 to 7)."""
    team_max_members: int = DEFAULT_TEAM_MEMBERS[1]


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
    is_team: bool
    team_min_members: int
    team_max_members: int
    discipline_categories: list[NamedCategoryOut]
    min_weight: float | None = None
    max_weight: float | None = None


def discipline_out(view: DisciplineView) -> DisciplineOut:
    d = view.discipline
    return answer_from(
        DisciplineOut,
        d,
        discipline_categories=[
            NamedCategoryOut(c.id, CategoryRefOut(c.id, c.name)) for c in view.categories
        ],
        min_weight=kilograms_of(d.min_weight_hg),
        max_weight=kilograms_of(d.max_weight_hg),
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

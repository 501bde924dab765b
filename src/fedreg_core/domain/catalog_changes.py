"""The changes admins may make to the catalogue: categories and disciplines."""

from dataclasses import dataclass

from fedreg_core.domain.changes import KEEP, Changes, Keep
from fedreg_core.domain.entities import Category, Discipline
from fedreg_core.domain.enums import AgeBy, DrawFormat, ForSex


@dataclass(frozen=True, kw_only=True)
class CategoryChanges(Changes[Category]):
    name: str | Keep = KEEP
    no_pay: bool | Keep = KEEP
    is_archived: bool | Keep = KEEP
    min_age: int | Keep | None = KEEP
    max_age: int | Keep | None = KEEP
    age_by: AgeBy | Keep = KEEP
    min_belt: str | Keep | None = KEEP
    max_belt: str | Keep | None = KEEP


@dataclass(frozen=True, kw_only=True)
class DisciplineChanges(Changes[Discipline]):
    """``category_ids`` replaces the discipline's category links when sent."""

    name: str | Keep = KEEP
    category_ids: list[int] | Keep = KEEP
    for_sex: ForSex | Keep | None = KEEP
    no_pay: bool | Keep = KEEP
    always_pay: bool | Keep = KEEP
    is_kata_a: bool | Keep = KEEP
    is_kata_b: bool | Keep = KEEP
    is_archived: bool | Keep = KEEP
    min_weight_hg: int | Keep | None = KEEP
    max_weight_hg: int | Keep | None = KEEP
    draw_format: DrawFormat | Keep | None = KEEP
    is_team: bool | Keep = KEEP
    team_min_members: int | Keep = KEEP
    team_max_members: int | Keep = KEEP

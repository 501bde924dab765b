"""The changes admins may make to the catalogue: categories and disciplines."""

from dataclasses import dataclass, replace

from fedreg_core.domain.changes import KEEP, Keep, kept
from fedreg_core.domain.entities import Category, Discipline
from fedreg_core.domain.enums import DrawFormat, ForSex


@dataclass(frozen=True, kw_only=True)
class CategoryChanges:
    name: str | Keep = KEEP
    no_pay: bool | Keep = KEEP
    is_archived: bool | Keep = KEEP

    def applied_to(self, entity: Category) -> Category:
        return replace(
            entity,
            name=kept(self.name, entity.name),
            no_pay=kept(self.no_pay, entity.no_pay),
            is_archived=kept(self.is_archived, entity.is_archived),
        )


@dataclass(frozen=True, kw_only=True)
class DisciplineChanges:
    """``category_ids`` replaces the discipline's category links when sent."""

    name: str | Keep = KEEP
    category_ids: list[int] | Keep = KEEP
    for_sex: ForSex | Keep | None = KEEP
    no_pay: bool | Keep = KEEP
    always_pay: bool | Keep = KEEP
    is_kata_a: bool | Keep = KEEP
    is_kata_b: bool | Keep = KEEP
    is_archived: bool | Keep = KEEP
    draw_format: DrawFormat | Keep | None = KEEP

    def applied_to(self, entity: Discipline) -> Discipline:
        return replace(
            entity,
            name=kept(self.name, entity.name),
            category_ids=kept(self.category_ids, entity.category_ids),
            for_sex=kept(self.for_sex, entity.for_sex),
            no_pay=kept(self.no_pay, entity.no_pay),
            always_pay=kept(self.always_pay, entity.always_pay),
            is_kata_a=kept(self.is_kata_a, entity.is_kata_a),
            is_kata_b=kept(self.is_kata_b, entity.is_kata_b),
            is_archived=kept(self.is_archived, entity.is_archived),
            draw_format=kept(self.draw_format, entity.draw_format),
        )

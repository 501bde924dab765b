"""The changes admins may make to the catalogue: categories and disciplines."""

from dataclasses import dataclass, replace

from fedreg_core.domain.changes import KEEP, Keep, kept
from fedreg_core.domain.entities import Category, Discipline
from fedreg_core.domain.enums import AgeBy, DrawFormat, ForSex


@dataclass(frozen=True, kw_only=True)
class CategoryChanges:
    name: str | Keep = KEEP
    no_pay: bool | Keep = KEEP
    is_archived: bool | Keep = KEEP
    min_age: int | Keep | None = KEEP
    max_age: int | Keep | None = KEEP
    age_by: AgeBy | Keep = KEEP
    min_belt: str | Keep | None = KEEP
    max_belt: str | Keep | None = KEEP

    def applied_to(self, entity: Category) -> Category:
        return replace(
            entity,
            name=kept(self.name, entity.name),
            no_pay=kept(self.no_pay, entity.no_pay),
            is_archived=kept(self.is_archived, entity.is_archived),
            min_age=kept(self.min_age, entity.min_age),
            max_age=kept(self.max_age, entity.max_age),
            age_by=kept(self.age_by, entity.age_by),
            min_belt=kept(self.min_belt, entity.min_belt),
            max_belt=kept(self.max_belt, entity.max_belt),
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
    min_weight_hg: int | Keep | None = KEEP
    max_weight_hg: int | Keep | None = KEEP
    draw_format: DrawFormat | Keep | None = KEEP
    is_team: bool | Keep = KEEP
    team_min_members: int | Keep = KEEP
    team_max_members: int | Keep = KEEP

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
            min_weight_hg=kept(self.min_weight_hg, entity.min_weight_hg),
            max_weight_hg=kept(self.max_weight_hg, entity.max_weight_hg),
            draw_format=kept(self.draw_format, entity.draw_format),
            is_team=kept(self.is_team, entity.is_team),
            team_min_members=kept(self.team_min_members, entity.team_min_members),
            team_max_members=kept(self.team_max_members, entity.team_max_members),
        )

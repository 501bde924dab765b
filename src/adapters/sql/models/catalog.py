"""The catalogue tournaments are built from: categories, disciplines and their links."""

from sqlalchemy import UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column

from adapters.sql.models.base import IdRow, owned_children, parent_id, string_enum, table_args
from fedreg_core.domain.entities import DEFAULT_TEAM_MEMBERS
from fedreg_core.domain.enums import AgeBy, DrawFormat, ForSex

FEWEST, MOST = (str(bound) for bound in DEFAULT_TEAM_MEMBERS)


class CategoryRow(IdRow):
    """An age or rank category (Seniors, Juniors, ...)."""

    __tablename__ = "categories"

    name: Mapped[str]
    no_pay: Mapped[bool]
    is_archived: Mapped[bool]
    min_age: Mapped[int | None]
    max_age: Mapped[int | None]
    age_by: Mapped[AgeBy] = mapped_column(string_enum(AgeBy), server_default=AgeBy.DATE.value)
    min_belt: Mapped[str | None]
    max_belt: Mapped[str | None]


class DisciplineCategoryRow(IdRow):
    """Link: a discipline is offered in a category."""

    __tablename__ = "discipline_categories"
    __table_args__ = table_args(UniqueConstraint("discipline_id", "category_id"))

    discipline_id: Mapped[int] = parent_id("disciplines.id", index=False)
    category_id: Mapped[int] = parent_id("categories.id")


class DisciplineRow(IdRow):
    """A discipline (kumite, kata, ...) with the categories it is offered in."""

    __tablename__ = "disciplines"

    name: Mapped[str]
    for_sex: Mapped[ForSex | None] = mapped_column(string_enum(ForSex))
    no_pay: Mapped[bool]
    always_pay: Mapped[bool]
    is_kata_a: Mapped[bool]
    is_kata_b: Mapped[bool]
    is_archived: Mapped[bool]
    is_deleted: Mapped[bool]
    min_weight_hg: Mapped[int | None]
    max_weight_hg: Mapped[int | None]
    draw_format: Mapped[DrawFormat | None] = mapped_column(string_enum(DrawFormat))
    is_team: Mapped[bool] = mapped_column(server_default=false())
    team_min_members: Mapped[int] = mapped_column(server_default=FEWEST)
    """The member range of a team discipline (``Discipline.team_min_members``)."""
    team_max_members: Mapped[int] = mapped_column(server_default=MOST)

    category_links: Mapped[list[DisciplineCategoryRow]] = owned_children(DisciplineCategoryRow.id)

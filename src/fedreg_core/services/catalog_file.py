"""The catalogue as records a file holds: categories and disciplines, linked by name.

A federation keeps its catalogue in a file and loads it into any install
(``catalog_import``): stored entries are matched by name. Deleted disciplines are neither
exported nor matched.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import DEFAULT_TEAM_MEMBERS, Category, Discipline
from fedreg_core.domain.enums import ForSex
from fedreg_core.domain.errors import NotFound, RuleBroken
from fedreg_core.ports.unit_of_work import CatalogWork


@dataclass(frozen=True, slots=True)
class CategoryRecord:
    name: str
    no_pay: bool = False
    is_archived: bool = False


@dataclass(frozen=True, slots=True)
class DisciplineRecord:
    name: str
    categories: tuple[str, ...]
    for_sex: ForSex | None = None
    no_pay: bool = False
    always_pay: bool = False
    is_kata_a: bool = False
    is_kata_b: bool = False
    is_archived: bool = False
    is_team: bool = False
    team_members: tuple[int, int] = DEFAULT_TEAM_MEMBERS
    """A team discipline's member range: the fewest and the most members of a team."""


@dataclass(frozen=True, slots=True)
class CatalogRecords:
    categories: tuple[CategoryRecord, ...] = ()
    disciplines: tuple[DisciplineRecord, ...] = ()


@dataclass(frozen=True, slots=True)
class Imported:
    """What importing did (or, dry, would do) to one record: created, updated or unchanged."""

    kind: str
    name: str
    outcome: str


async def export_catalog(uow: CatalogWork) -> CatalogRecords:
    """Every category and every discipline that is not deleted, by name."""
    async with uow.read_only():
        categories, disciplines = await uow.registration_reads.catalogue()
    names = {category_id: category.name for category_id, category in categories.items()}
    return CatalogRecords(
        tuple(
            CategoryRecord(c.name, c.no_pay, c.is_archived)
            for c in sorted(categories.values(), key=lambda c: (serbian_key(c.name), c.id))
        ),
        tuple(
            DisciplineRecord(
                d.name,
                tuple(sorted((names[i] for i in d.category_ids), key=serbian_key)),
                d.for_sex,
                d.no_pay,
                d.always_pay,
                d.is_kata_a,
                d.is_kata_b,
                d.is_archived,
                d.is_team,
                (d.team_min_members, d.team_max_members),
            )
            for d in sorted(disciplines.values(), key=lambda d: (serbian_key(d.name), d.id))
            if not d.is_deleted
        ),
    )


def ids_by_name(items: Iterable[Category | Discipline]) -> dict[str, list[int]]:
    """The ids of the entries by name (a name stored twice has two)."""
    found: dict[str, list[int]] = {}
    for item in items:
        assert item.id is not None
        found.setdefault(item.name.strip(), []).append(item.id)
    return found


def one_id(matches: list[int], where: str) -> int | None:
    """The one stored entry of a name; ``RuleBroken`` at ``where`` when it is stored twice."""
    if len(matches) > 1:
        raise RuleBroken.single(where, "duplicate_name")
    return matches[0] if matches else None


async def discipline_ids_named(uow: CatalogWork, names: Sequence[str]) -> list[int]:
    """The ids of the disciplines (not deleted) with these names, in their order;
    ``NotFound`` naming the first unknown one, ``RuleBroken`` for a name stored twice."""
    async with uow.read_only():
        _, disciplines = await uow.registration_reads.catalogue()
    by_name = ids_by_name(d for d in disciplines.values() if not d.is_deleted)
    ids = []
    for name in names:
        found = one_id(by_name.get(name.strip(), []), name.strip())
        if found is None:
            raise NotFound(what="discipline", key=name.strip())
        ids.append(found)
    return ids

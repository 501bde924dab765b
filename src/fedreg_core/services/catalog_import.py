"""Importing catalogue records (``catalog_file``): matched by name, in one transaction.

Missing categories and disciplines are created, the flags and links of the others updated;
importing the same records again changes nothing. A discipline's categories are named by
the records or already stored. Nothing is stored when one record is refused (``RuleBroken``
with the record's place, e.g. ``disciplines[2].alwaysPay``; ``NotFound`` for a category
named nowhere) or with ``dry_run``.
"""

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TypeVar

from fedreg_core.domain.by_name import built_from
from fedreg_core.domain.catalog_changes import CategoryChanges, DisciplineChanges
from fedreg_core.domain.catalog_rules import check_category, check_discipline
from fedreg_core.domain.entities import Category, Discipline, User
from fedreg_core.domain.errors import NotFound, RuleBroken
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.unit_of_work import CatalogWork
from fedreg_core.services.admin_editing import ensure_may_manage_catalog
from fedreg_core.services.catalog_file import (
    CatalogRecords,
    CategoryRecord,
    DisciplineRecord,
    Imported,
    ids_by_name,
    one_id,
)
from fedreg_core.services.discipline_kind import KIND_FIELD, ensure_kind_fits_tournaments

Progress = Callable[[int, int], None]
"""Told how many records are done of how many."""
E = TypeVar("E")
CREATED, UPDATED, UNCHANGED = "created", "updated", "unchanged"
FILE_FIELDS = {"categoryIds": "categories"}
"""Rule fields whose name in a catalogue file differs from the API's."""


def _ensure_names_once(records: CatalogRecords) -> None:
    """A name stands once among the categories and once among the disciplines."""
    v = Validation()
    categories = [record.name for record in records.categories]
    disciplines = [record.name for record in records.disciplines]
    for kind, names in (("categories", categories), ("disciplines", disciplines)):
        seen: set[str] = set()
        for i, name in enumerate(n.strip() for n in names):
            v.check(f"{kind}[{i}].name", name not in seen, "duplicate_name")
            seen.add(name)
    v.raise_if_broken()


def _checked(check: Callable[[Validation, E], None], entity: E, where: str) -> None:
    """``RuleBroken`` with the record's place before each broken field (as the file names it)."""
    v = Validation()
    check(v, entity)
    if v.errors:
        place = {f: f"{where}.{FILE_FIELDS.get(f, f)}" for f in v.errors}
        named = {place[f]: key for f, key in v.errors.items()}
        raise RuleBroken(named, {place[f]: values for f, values in v.values.items()})


class _Importer:
    """One import: the stored catalogue by name, changed record by record in ``uow``."""

    def __init__(
        self, uow: CatalogWork, categories: dict[int, Category], disciplines: dict[int, Discipline]
    ) -> None:
        self.uow = uow
        self.categories = categories
        self.disciplines = {i: d for i, d in disciplines.items() if not d.is_deleted}
        self.category_ids = ids_by_name(self.categories.values())
        self.discipline_ids = ids_by_name(self.disciplines.values())

    async def category(self, record: CategoryRecord, where: str) -> Imported:
        name = record.name.strip()
        found = one_id(self.category_ids.get(name, []), f"{where}.name")
        if found is None:
            new = Category(name, record.no_pay, record.is_archived)
            _checked(check_category, new, where)
            stored = await self.uow.categories.add(new)
            assert stored.id is not None
            self.category_ids[name] = [stored.id]
            return Imported("category", name, CREATED)
        current = self.categories[found]
        changes = CategoryChanges(no_pay=record.no_pay, is_archived=record.is_archived)
        changed = changes.applied_to(current)
        if changed == current:
            return Imported("category", name, UNCHANGED)
        await self.uow.categories.update(changed)
        return Imported("category", name, UPDATED)

    def linked_categories(self, names: Iterable[str], where: str) -> list[int]:
        ids = []
        for name in names:
            found = one_id(self.category_ids.get(name.strip(), []), f"{where}.categories")
            if found is None:
                raise NotFound(what="category", key=name.strip())
            ids.append(found)
        return sorted(set(ids))

    async def discipline(self, record: DisciplineRecord, where: str) -> Imported:
        name = record.name.strip()
        changes = built_from(
            DisciplineChanges,
            record,
            name=name,
            category_ids=self.linked_categories(record.categories, where),
            team_min_members=record.team_members[0],
            team_max_members=record.team_members[1],
        )
        found = one_id(self.discipline_ids.get(name, []), f"{where}.name")
        current = Discipline(name) if found is None else self.disciplines[found]
        current = replace(current, category_ids=sorted(current.category_ids))
        changed = changes.applied_to(current)
        _checked(check_discipline, changed, where)
        if found is None:
            await self.uow.disciplines.add(changed)
            return Imported("discipline", name, CREATED)
        if changed == current:
            return Imported("discipline", name, UNCHANGED)
        await ensure_kind_fits_tournaments(self.uow, current, changed, f"{where}.{KIND_FIELD}")
        await self.uow.disciplines.update(changed)
        return Imported("discipline", name, UPDATED)


async def import_catalog(
    uow: CatalogWork,
    actor: User,
    records: CatalogRecords,
    *,
    dry_run: bool = False,
    progress: Progress | None = None,
) -> list[Imported]:
    """Create or update every record's category or discipline, matched by name (admins);
    ``dry_run`` answers the same and stores nothing."""
    ensure_may_manage_catalog(actor)
    _ensure_names_once(records)
    total = len(records.categories) + len(records.disciplines)
    report: list[Imported] = []
    async with uow:
        importer = _Importer(uow, *await uow.registration_reads.catalogue())
        for i, category in enumerate(records.categories):
            report.append(await importer.category(category, f"categories[{i}]"))
            if progress is not None:
                progress(len(report), total)
        for i, discipline in enumerate(records.disciplines):
            report.append(await importer.discipline(discipline, f"disciplines[{i}]"))
            if progress is not None:
                progress(len(report), total)
        if not dry_run:
            await uow.commit()
    return report

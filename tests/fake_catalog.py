"""In-memory fakes of the catalogue and tournament ports, links kept as in the database.

Link rows (discipline categories, tournament disciplines) are the truth, as in SQL: an
entity's id lists are read from them and synced into them on save, and deleting an entity
deletes the links that name it.
"""

from collections.abc import Iterable
from dataclasses import replace
from typing import Any, Generic, TypeVar

from fedreg_core.domain.entities import Category, Discipline
from fedreg_core.domain.links import DisciplineCategory
from fedreg_core.ports.listing import ListQuery, Page
from fedreg_core.ports.views import CategoryRef, DisciplineView
from tests.fakes import FakeRepository, Identified

E = TypeVar("E", bound=Identified)
L = TypeVar("L", bound=Identified)
V = TypeVar("V")


class FakeLinks(FakeRepository[L]):
    """Link rows from an owner (``owner``) to a target (``target``), by field name."""

    def __init__(self, owner: str, target: str) -> None:
        super().__init__()
        self.owner, self.target = owner, target

    def of(self, owner_id: int | None) -> list[L]:
        return [link for link in self.all() if getattr(link, self.owner) == owner_id]

    def targets_of(self, owner_id: int | None) -> list[int]:
        return [getattr(link, self.target) for link in self.of(owner_id)]

    def sync(self, owner_id: int, make: Any, wanted: Iterable[int]) -> None:
        """Keep the links that stay, delete the removed ones, add the new ones."""
        ids = list(dict.fromkeys(wanted))
        for link in self.of(owner_id):
            if getattr(link, self.target) not in ids and link.id is not None:
                self._rows.pop(link.id)
        present = self.targets_of(owner_id)
        for target in ids:
            if target not in present:
                link = make(**{self.owner: owner_id, self.target: target})
                link.id, self._next_id = self._next_id, self._next_id + 1
                self._rows[link.id] = link


def drop_rows(table: FakeRepository[Any], field: str, value: int) -> None:
    """Delete the rows whose ``field`` is ``value`` (what ON DELETE CASCADE does)."""
    table._rows = {i: r for i, r in table._rows.items() if getattr(r, field) != value}


class FakeCatalogRepository(FakeRepository[E]):
    """Entities whose deletion also deletes the link rows naming them (ON DELETE CASCADE)."""

    def __init__(self, cascades: Iterable[tuple[FakeRepository[Any], str]] = ()) -> None:
        super().__init__()
        self.cascades = list(cascades)

    async def get_many(self, entity_ids: Iterable[int]) -> list[E]:
        wanted = set(entity_ids)
        return [row for row in self.all() if row.id in wanted]

    async def delete(self, entity_id: int) -> None:
        await super().delete(entity_id)
        for table, field in self.cascades:
            drop_rows(table, field, entity_id)


class FakeLinkedRepository(FakeCatalogRepository[E], Generic[E, V]):
    """An entity with lists of ids kept as link rows: ``lists`` maps field -> (links, make).

    Subclasses say how one entity is viewed (``view``); pages and single views follow.
    """

    lists: dict[str, tuple[FakeLinks[Any], type[Any]]]

    async def view(self, entity: E) -> V:
        raise NotImplementedError

    async def view_page(self, query: ListQuery) -> Page[V]:
        page = await self.page(query)
        return Page([await self.view(entity) for entity in page.items], page.total)

    async def get_view(self, entity_id: int) -> V | None:
        entity = await self.get(entity_id)
        return None if entity is None else await self.view(entity)

    def _read(self, entity: E) -> E:
        values = {name: links.targets_of(entity.id) for name, (links, _) in self.lists.items()}
        return replace(entity, **values)  # type: ignore[type-var]

    async def get(self, entity_id: int) -> E | None:
        row = await super().get(entity_id)
        return None if row is None else self._read(row)

    def all(self) -> list[E]:
        return [self._read(row) for row in super().all()]

    async def add(self, entity: E) -> E:
        stored = await super().add(entity)
        self._write(stored)
        return stored

    async def update(self, entity: E) -> E:
        stored = await super().update(entity)
        self._write(stored)
        return stored

    def _write(self, entity: E) -> None:
        assert entity.id is not None
        for name, (links, make) in self.lists.items():
            links.sync(entity.id, make, getattr(entity, name))


class FakeCategoryRepository(FakeCatalogRepository[Category]):
    pass


class FakeDisciplineRepository(FakeLinkedRepository[Discipline, DisciplineView]):
    def __init__(self, categories: FakeCategoryRepository) -> None:
        super().__init__()
        self.categories = categories
        self.links = FakeLinks[DisciplineCategory]("discipline_id", "category_id")
        self.lists = {"category_ids": (self.links, DisciplineCategory)}
        self.cascades.append((self.links, "discipline_id"))
        categories.cascades.append((self.links, "category_id"))

    async def view(self, discipline: Discipline) -> DisciplineView:
        names = {c.id: c.name for c in self.categories.all() if c.id is not None}
        refs = (CategoryRef(i, names[i]) for i in discipline.category_ids if i in names)
        return DisciplineView(discipline, tuple(refs))

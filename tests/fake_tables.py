"""The one in-memory table every fake repository is (architecture.md rule 9: fakes, not mocks).

A ``FakeRepository`` holds rows by id with what the database declares of its table: a unique
index, the link tables its id lists are kept in and the tables whose rows go with a deleted row.
It stores and answers copies: changing a loaded entity changes nothing until ``update()``.
Pages keep the SQL adapter's semantics (``adapters/sql/listing``): every word of the text in one
of the searched fields (people's, clubs' and users' names folded as their keys are), ``equals``
exact, ordered by the order fields (text in the Serbian alphabet's order), then by id; a field
the entity lacks is a ``ValueError``, as in SQL.
"""

import copy
from collections.abc import Callable, Iterable
from contextlib import suppress
from dataclasses import FrozenInstanceError, dataclass, replace
from typing import Any, ClassVar, Generic, NoReturn, Protocol, TypeVar

from fedreg_core.domain.collation import serbian_key
from fedreg_core.domain.entities import Club, User
from fedreg_core.domain.errors import NotFound
from fedreg_core.domain.folding import search_fold
from fedreg_core.ports.listing import ListQuery, Page


class Identified(Protocol):
    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def id(self) -> int | None: ...


EntityT = TypeVar("EntityT", bound=Identified)


def not_faked(*args: Any, **kwargs: Any) -> NoReturn:
    """A port's method no unit test needs (the SQL adapter's tests cover it)."""
    raise NotImplementedError("no unit test needed this of the in-memory fake yet")


class UniqueViolation(Exception):
    """What a database unique index would raise: the service should have checked first."""


def _value(row: object, name: str) -> Any:
    if not hasattr(row, name):
        raise ValueError(f"{type(row).__name__} has no column {name!r}")
    return getattr(row, name)


def _text(row: object, name: str) -> tuple[str, bool]:
    """The field as searched, and whether it is folded."""
    folded = name in ("first_name", "last_name") or (
        isinstance(row, Club | User) and name == "name"
    )
    text = str(_value(row, name) or "")
    return (search_fold(text) if folded else text.lower()), folded


def matches(row: object, query: ListQuery) -> bool:
    if any(_value(row, name) != value for name, value in query.equals.items()):
        return False
    texts = [_text(row, name) for name in query.search_fields]
    return all(
        any((search_fold(word) if folded else word.lower()) in text for text, folded in texts)
        for word in query.words
    )


def page_of(rows: Iterable[EntityT], query: ListQuery) -> Page[EntityT]:
    """The query's page of ``rows`` (already copies) and how many matched."""

    def order(row: EntityT) -> tuple[Any, ...]:
        values = [_value(row, name) for name in query.order_by]
        return (*(serbian_key(v) if isinstance(v, str) else v for v in values), row.id)

    found = sorted((r for r in rows if matches(r, query)), key=order)
    return Page(found[query.skip : query.skip + query.limit], len(found))


@dataclass(frozen=True, slots=True)
class Links:
    """An id list of an entity (``name``) kept as rows of a link table, from ``owner`` (the
    entity's id) to ``target`` (the listed id), made by ``make``."""

    name: str
    table: "FakeRepository[Any]"
    owner: str
    target: str
    make: type[Any]

    def of(self, owner_id: int | None) -> list[int]:
        return [getattr(row, self.target) for row in self.table.where(**{self.owner: owner_id})]

    def sync(self, owner_id: int, wanted: Iterable[int]) -> None:
        """Keep the links that stay, delete the removed ones, add the new ones."""
        ids = list(dict.fromkeys(wanted))
        self.table.drop(
            lambda r: getattr(r, self.owner) == owner_id and getattr(r, self.target) not in ids
        )
        for target in (i for i in ids if i not in self.of(owner_id)):
            self.table.insert(self.make(**{self.owner: owner_id, self.target: target}))


class FakeRepository(Generic[EntityT]):
    """Entities by id; ids are handed out 1, 2, 3, ... as a database sequence would. With a
    ``key``, no two rows share it (a unique index; ``same`` for one that is no plain key):
    ``clash`` is what adding one raises. ``links``: id lists kept in link tables;
    ``cascades``: (table, field) whose rows naming a deleted row go with it."""

    def __init__(
        self,
        key: Callable[[EntityT], object] | None = None,
        clash: Callable[[], Exception] = UniqueViolation,
        same: Callable[[EntityT, EntityT], bool] | None = None,
    ) -> None:
        self._rows: dict[int, EntityT] = {}
        self._next_id = 1
        self._same = same or (None if key is None else lambda a, b: key(a) == key(b))
        self._clash = clash
        self.links: list[Links] = []
        self.cascades: list[tuple[FakeRepository[Any], str]] = []

    def _read(self, row: EntityT) -> EntityT:
        return replace(copy.deepcopy(row), **{links.name: links.of(row.id) for links in self.links})

    async def get(self, entity_id: int) -> EntityT | None:
        row = self._rows.get(entity_id)
        return None if row is None else self._read(row)

    async def get_many(self, entity_ids: Iterable[int]) -> list[EntityT]:
        wanted = set(entity_ids)
        return [row for row in self.all() if row.id in wanted]

    def insert(self, entity: EntityT) -> EntityT:
        """Store a copy with the next id, which a mutable ``entity`` is given too."""
        self._check_unique(entity)
        stored = self._rows[self._next_id] = replace(copy.deepcopy(entity), id=self._next_id)
        self._next_id += 1
        with suppress(FrozenInstanceError):
            entity.id = stored.id  # type: ignore[misc]
        return self._write(copy.deepcopy(stored))

    async def add(self, entity: EntityT) -> EntityT:
        return self.insert(entity)

    async def add_all(self, entities: Iterable[EntityT]) -> None:
        for entity in entities:
            self.insert(entity)

    async def update(self, entity: EntityT) -> EntityT:
        if entity.id is None or entity.id not in self._rows:
            raise NotFound
        self._check_unique(entity)
        self._rows[entity.id] = copy.deepcopy(entity)
        return self._write(entity)

    def _write(self, entity: EntityT) -> EntityT:
        for links in self.links:
            links.sync(entity.id or 0, getattr(entity, links.name))
        return entity

    async def delete(self, entity_id: int) -> None:
        self._rows.pop(entity_id, None)
        for table, field in self.cascades:
            table.drop(lambda row: getattr(row, field) == entity_id)  # noqa: B023 (called here)

    def drop(self, gone: Callable[[Any], bool]) -> None:
        """Delete the rows that are ``gone`` (what ON DELETE CASCADE does)."""
        self._rows = {i: row for i, row in self._rows.items() if not gone(row)}

    async def page(self, query: ListQuery) -> Page[EntityT]:
        return page_of(self.all(), query)

    def all(self) -> list[EntityT]:
        """Every stored row (a copy) in id order."""
        return [self._read(row) for _, row in sorted(self._rows.items())]

    def by_id(self) -> dict[int, EntityT]:
        return {row.id or 0: row for row in self.all()}

    def where(self, **equals: object) -> list[EntityT]:
        """The stored rows whose fields have these values, in id order."""
        return [r for r in self.all() if all(getattr(r, f) == v for f, v in equals.items())]

    def first(self, wanted: Callable[[EntityT], bool]) -> EntityT | None:
        return next((row for row in self.all() if wanted(row)), None)

    def _check_unique(self, entity: EntityT) -> None:
        same, others = self._same, (r for r in self._rows.values() if r.id != entity.id)
        if same is not None and any(same(entity, row) for row in others):
            raise self._clash()

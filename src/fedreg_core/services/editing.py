"""Shared steps of the change use cases: load or 404, form rules, admin-only fields."""

from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, fields
from typing import Any, ClassVar, Protocol, TypeVar

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden, NotFound
from fedreg_core.domain.permissions import may_set_admin_fields
from fedreg_core.domain.rules import Validation
from fedreg_core.ports.repositories import Repository


class Entity(Protocol):
    """A core entity: a dataclass whose ``id`` is ``None`` until stored."""

    __dataclass_fields__: ClassVar[dict[str, Any]]
    id: int | None


EntityT = TypeVar("EntityT", bound=Entity)
T = TypeVar("T")


async def load(repository: Repository[EntityT], entity_id: int, what: str | None = None) -> EntityT:
    """The entity with this id; ``NotFound`` (of ``what``, e.g. ``"club"``) when there is none."""
    entity = await repository.get(entity_id)
    if entity is None:
        raise NotFound(what=what, key=entity_id)
    return entity


def found(value: T | None, what: str | None = None, key: int | None = None) -> T:
    """``value`` when it was found; ``NotFound`` (of ``what`` ``key``) for ``None``."""
    if value is None:
        raise NotFound(what=what, key=key)
    return value


def ensure_valid(check: Callable[[Validation, EntityT], None], entity: EntityT) -> None:
    """``RuleBroken`` with every field the entity's form rule finds broken."""
    v = Validation()
    check(v, entity)
    v.raise_if_broken()


def defaults_of(entity: Entity) -> dict[str, object]:
    """The declared default of every field that has one (what a new entity starts from)."""
    return {f.name: f.default for f in fields(entity) if f.default is not MISSING}


def ensure_admin_fields_kept(
    actor: User, before: Mapping[str, object], after: object, admin_fields: Iterable[str]
) -> None:
    """Only admins may give admin-only fields a value other than they had (``Forbidden``)."""
    if may_set_admin_fields(actor):
        return
    for name in admin_fields:
        if getattr(after, name) != before.get(name):
            raise Forbidden("error_admin_only_field")


def values_of(entity: object, names: Iterable[str]) -> dict[str, object]:
    return {name: getattr(entity, name) for name in names}

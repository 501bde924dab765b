"""Steps shared by the admin-only catalogue use cases (categories, disciplines, links, files)."""

from collections.abc import Callable
from typing import TypeVar

from fedreg_core.domain.entities import User
from fedreg_core.domain.errors import Forbidden
from fedreg_core.domain.permissions import may_manage_catalog
from fedreg_core.ports.repositories import Repository
from fedreg_core.ports.unit_of_work import Transaction
from fedreg_core.services.editing import Entity, load

E = TypeVar("E", bound=Entity)
W = TypeVar("W", bound=Transaction)

Pick = Callable[[W], Repository[E]]
"""Which repository of a unit of work (of a context: ``W``) holds the entities."""


def ensure_may_manage_catalog(actor: User) -> None:
    if not may_manage_catalog(actor):
        raise Forbidden


async def delete_existing(uow: W, pick: Pick[W, E], entity_id: int) -> E:
    """Delete an entity that exists (``NotFound`` otherwise) and commit; answer what it was."""
    async with uow:
        repository = pick(uow)
        entity = await load(repository, entity_id)
        await repository.delete(entity_id)
        await uow.commit()
    return entity

"""Every field of a typed change names a field of the entity it changes: a renamed field on
either side fails here, not silently at a client's request."""

from dataclasses import fields
from typing import get_args, get_origin

import pytest

import fedreg_core.domain.catalog_changes
import fedreg_core.domain.club_changes
import fedreg_core.domain.people_changes
import fedreg_core.domain.tournament_changes  # noqa: F401  (defines the classes walked below)
from fedreg_core.domain.changes import Changes
from fedreg_core.domain.tournament_changes import FEE_FIELDS, TournamentChanges


def _concrete(cls: type) -> list[type]:
    found: list[type] = []
    sub: type
    for sub in cls.__subclasses__():
        found.extend(_concrete(sub))
        if "__dataclass_fields__" in vars(sub) and not sub.__subclasses__():
            found.append(sub)
    return found


def _entity(cls: type) -> type:
    for klass in cls.__mro__:
        for base in getattr(klass, "__orig_bases__", ()):
            if get_origin(base) in (Changes, *Changes.__subclasses__()):
                (entity,) = get_args(base)
                if isinstance(entity, type):
                    return entity
    raise AssertionError(f"{cls.__name__} names no entity")


CHANGES = sorted(_concrete(Changes), key=lambda cls: cls.__name__)


def test_every_kind_of_change_is_found() -> None:
    assert len(CHANGES) == 10


@pytest.mark.parametrize("changes", CHANGES, ids=lambda cls: cls.__name__)
def test_changes_name_fields_of_their_entity(changes: type) -> None:
    entity_fields = {f.name for f in fields(_entity(changes))}
    own = {f.name for f in fields(changes)} - {"plain"}
    if changes is TournamentChanges:  # the fees arrive flat and make the ``fees`` field
        own -= set(FEE_FIELDS)
    assert own <= entity_fields, own - entity_fields

"""Typed partial changes: each entity has a frozen dataclass of the fields a client may
change, every field ``KEEP`` unless it was sent, named as the entity's field it changes.
``Changes.applied_to`` sets the sent fields; a field that names no field of the entity is
refused by ``dataclasses.replace`` and by ``tests/unit/test_changes_name_fields.py``.
"""

from dataclasses import Field, fields, replace
from enum import Enum
from typing import Any, ClassVar, Generic, Literal, Protocol, TypeVar

T = TypeVar("T")
E = TypeVar("E")


class Dataclass(Protocol):
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]


D = TypeVar("D", bound=Dataclass)


class Keep(Enum):
    """The value of a change field that was not sent: the entity keeps what it has."""

    KEEP = "keep"


KEEP: Literal[Keep.KEEP] = Keep.KEEP


def kept(change: T | Keep, current: T) -> T:
    """The changed value, or ``current`` when the field was not sent."""
    return current if isinstance(change, Keep) else change


class ChangesTo(Protocol[E]):
    """Changes to an entity of type ``E``."""

    def applied_to(self, entity: E) -> E:
        """A copy of ``entity`` with the sent fields changed."""
        ...


class Changes(Generic[D]):
    """The base of a frozen dataclass of changes to an entity ``D``: its fields are the
    entity's, each ``KEEP`` unless sent. ``plain``, when a subclass has it, holds the plain
    fields sent (``plain_fields``), by name."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    def sent_values(self) -> dict[str, Any]:
        """The fields that were sent, by the entity's field names."""
        values: dict[str, Any] = {}
        for item in fields(self):
            value = getattr(self, item.name)
            if item.name == "plain":
                values.update(value)
            elif value is not KEEP:
                values[item.name] = value
        return values

    def sent(self) -> frozenset[str]:
        """The names of the fields that were sent (they are the entity's field names)."""
        return frozenset(self.sent_values())

    def applied_to(self, entity: D) -> D:
        """A copy of ``entity`` with the sent fields changed."""
        return replace(entity, **self.sent_values())

"""Request bodies into the core's entities and typed changes by field name: a body's field
is the core's field of the same name unless a conversion says otherwise (kilograms into
``weight_hg``, say); a field not sent (``UNSET``) is left out, so a typed change keeps it.

A body field the core does not have is a ``TypeError`` at the first request (every body is
called in the API tests), and ``tests/unit/test_changes_name_fields.py`` checks the changes
against their entities.
"""

from collections.abc import Callable, Collection, Mapping
from typing import Any, TypeVar

import msgspec
from msgspec import UNSET

T = TypeVar("T")

Conversion = tuple[str, Callable[[Any], Any]]
"""The core's name of a body field and how its value becomes the core's."""


def values_of(
    body: msgspec.Struct,
    conversions: Mapping[str, Conversion] | None = None,
    *,
    leave: Collection[str] = (),
) -> dict[str, Any]:
    """The fields the body sent, by the core's names and in its units; ``leave`` are not
    taken (they are read in a way of their own)."""
    converted = conversions or {}
    values: dict[str, Any] = {}
    for name in body.__struct_fields__:
        value = getattr(body, name)
        if value is UNSET or name in leave:
            continue
        if name in converted:
            target, convert = converted[name]
            values[target] = convert(value)
        else:
            values[name] = value
    return values


def made_from(kind: Callable[..., T], body: msgspec.Struct, **conversions: Conversion) -> T:
    """An entity or a typed change of ``kind`` from the body's fields."""
    return kind(**values_of(body, conversions))

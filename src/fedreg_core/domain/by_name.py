"""A dataclass built from another value by field name: each field is the value's attribute of
the same name unless it is given (a renamed field, a value computed on the way). A field with
a default keeps it when the value has no attribute of its name."""

from dataclasses import MISSING, Field, fields
from typing import Any

from fedreg_core.domain.changes import D


def built_from(kind: type[D], value: object, /, **given: Any) -> D:
    """A ``kind``: the ``given`` fields, the others read from ``value`` where it has them."""
    read = {
        field.name: getattr(value, field.name)
        for field in fields(kind)
        if field.init
        and field.name not in given
        and (hasattr(value, field.name) or not _has_default(field))
    }
    return kind(**read, **given)


def _has_default(field: Field[Any]) -> bool:
    return field.default is not MISSING or field.default_factory is not MISSING

"""The core's values into answers by field name: an answer's field is the value's attribute
of the same name unless it is given (a link, a translation, a number as text)."""

from typing import Any, TypeVar

import msgspec

S = TypeVar("S", bound=msgspec.Struct)


def answer_from(shape: type[S], value: object, /, **given: Any) -> S:
    """An answer of ``shape``: the ``given`` fields, the others read from ``value``."""
    read = {name: getattr(value, name) for name in shape.__struct_fields__ if name not in given}
    return shape(**read, **given)

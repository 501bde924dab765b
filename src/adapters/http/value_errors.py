"""The message key for a value its expected type refuses, chosen by that type alone.

Used for body fields and for query and path parameters alike, so one kind of mistake gets
one message wherever it is made. msgspec's error texts are never read.
"""

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from msgspec import inspect

from fedreg_core.domain.errors import RuleBroken

_INTEGER_TEXT = re.compile(r"^\s*-?\d+\s*$")
_NO_VALUE = inspect.NoneType  # UNSET is never sent, so it is not among the choices


@dataclass(frozen=True, slots=True)
class BrokenValue:
    """A message key, and the values that fill its placeholders (``{min}``)."""

    key: str
    values: dict[str, object] = field(default_factory=dict)


class BrokenFields:
    """The broken value of every broken field; the first one found for a field wins."""

    def __init__(self) -> None:
        self.keys: dict[str, str] = {}
        self.values: dict[str, dict[str, object]] = {}

    def add(self, name: str, key: str, values: Mapping[str, object] | None = None) -> None:
        if name in self.keys:
            return
        self.keys[name] = key
        if values:
            self.values[name] = dict(values)

    def add_refused(self, name: str, value: object, expected: inspect.Type) -> None:
        """Adds what ``expected`` refuses in ``value`` (see ``broken_value``)."""
        broken = broken_value(value, expected)
        self.add(name, broken.key, broken.values)

    def error(self) -> RuleBroken:
        return RuleBroken(self.keys, self.values)


def broken_value(value: object, expected: inspect.Type) -> BrokenValue:
    """``integer`` for a non-number where a whole number belongs, ``not_negative`` for a
    number below a lower bound of 0, ``max_length`` or ``min_length`` (with its ``min``)
    for text of the wrong length, ``invalid_value`` for anything else (a number out of its
    range, a value not among the choices, a wrong type)."""
    if isinstance(expected, inspect.Metadata):
        return broken_value(value, expected.type)
    if isinstance(expected, inspect.UnionType):
        values = [choice for choice in expected.types if not isinstance(choice, _NO_VALUE)]
        return broken_value(value, values[0]) if len(values) == 1 else BrokenValue("invalid_value")
    if isinstance(expected, inspect.IntType):
        if not _is_whole_number(value):
            return BrokenValue("integer")
        below_0 = expected.ge == 0 and int(str(value)) < 0
        return BrokenValue("not_negative" if below_0 else "invalid_value")
    if isinstance(expected, inspect.StrType) and isinstance(value, str):
        if expected.max_length is not None and len(value) > expected.max_length:
            return BrokenValue("max_length")
        if expected.min_length is not None and len(value) < expected.min_length:
            return BrokenValue("min_length", {"min": expected.min_length})
    return BrokenValue("invalid_value")


def length_fits(length: int, expected: inspect.ListType) -> bool:
    """Whether a list of ``length`` items is within the bounds of ``expected``."""
    too_short = expected.min_length is not None and length < expected.min_length
    too_long = expected.max_length is not None and length > expected.max_length
    return not (too_short or too_long)


def _is_whole_number(value: object) -> bool:
    """A number a client wrote as a whole number, in JSON or as query text."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, str) and bool(_INTEGER_TEXT.match(value)))

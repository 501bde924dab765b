"""Reads a JSON request body into its Struct, reporting every broken field at once.

The body is decoded to plain JSON values first; then each field of the target Struct is
checked on its own: a missing required field is ``required``, an unknown one
``unknown_field``, and a value msgspec refuses gets a message key chosen by the type the
field expects (never by msgspec's English error text). Nested Structs and list items are
named by their path (``club.name``, ``referees.0.dan``). Only when nothing is broken is the
Struct built. The rules of the federation are the core's: here only types and shapes.
"""

from types import UnionType
from typing import Annotated, Any, TypeVar, Union, get_args, get_origin

import msgspec
from msgspec import inspect

from adapters.http.value_errors import BrokenFields, length_fits
from fedreg_core.domain.errors import RuleBroken

S = TypeVar("S", bound=msgspec.Struct)

BODY = "body"
"""The field name of errors about the body as a whole (not JSON, not an object)."""
UNREADABLE_JSON = (msgspec.DecodeError, RecursionError, UnicodeDecodeError)
"""What msgspec raises for text that is not JSON, nested too deeply, or not UTF-8."""


class Envelope(msgspec.Struct):
    """A wrapper whose ``obj`` field holds the real body: errors inside it are named
    without the ``obj.`` prefix (``{"obj": {"name": ""}}`` breaks ``name``)."""


def decode_body(raw: bytes, target: type[S]) -> S:
    """The body as ``target``; ``RuleBroken`` naming every broken field otherwise. A good
    body is decoded once, straight into ``target``; only a broken one is read again, field
    by field, to name what is broken."""
    if not raw.isascii() and not _is_utf8(raw):  # msgspec skips unknown fields unread
        raise RuleBroken.single(BODY, "invalid_value")
    try:
        return msgspec.json.decode(raw, type=target, strict=False)
    except msgspec.ValidationError:
        pass
    except UNREADABLE_JSON:
        raise RuleBroken.single(BODY, "invalid_value") from None
    try:
        value = msgspec.json.decode(raw)
    except UNREADABLE_JSON:
        raise RuleBroken.single(BODY, "invalid_value") from None
    errors = BrokenFields()
    _check(value, target, "", errors)
    if errors.keys:
        raise errors.error()
    try:
        return msgspec.convert(value, target, strict=False)
    except msgspec.ValidationError:  # a case the field checks above do not foresee
        raise RuleBroken.single(BODY, "invalid_value") from None


def _is_utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _named(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def _check(value: object, expected: Any, path: str, errors: BrokenFields) -> None:
    """Add to ``errors`` what is broken in ``value`` read as ``expected`` at ``path``."""
    container = _container_of(value, expected)
    if isinstance(value, dict) and container is not None:
        _check_struct(value, container, path, errors)
    elif isinstance(value, list) and container is not None:
        _check_list(value, container, path, errors)
    elif not _converts(value, expected):
        errors.add_refused(path or BODY, value, inspect.type_info(expected))


def _container_of(value: object, expected: Any) -> Any:
    """The one Struct type (for an object) or list type (for an array) among the choices
    of ``expected`` that ``value`` can be read as; ``None`` when there is not exactly one."""
    choices = [_without_meta(choice) for choice in _choices(expected)]
    if isinstance(value, dict):
        matching = [c for c in choices if isinstance(c, type) and issubclass(c, msgspec.Struct)]
    elif isinstance(value, list):
        matching = [c for c in _choices(expected) if get_origin(_without_meta(c)) is list]
    else:
        return None
    return matching[0] if len(matching) == 1 else None


def _choices(expected: Any) -> tuple[Any, ...]:
    inner = _without_meta(expected)
    return get_args(inner) if get_origin(inner) in (Union, UnionType) else (expected,)


def _without_meta(annotation: Any) -> Any:
    return get_args(annotation)[0] if get_origin(annotation) is Annotated else annotation


def _check_struct(
    value: dict[str, Any], struct: type[msgspec.Struct], path: str, errors: BrokenFields
) -> None:
    fields = {field.encode_name: field for field in msgspec.structs.fields(struct)}
    if struct.__struct_config__.forbid_unknown_fields:
        for name in sorted(value.keys() - fields.keys()):
            errors.add(_named(path, name), "unknown_field")
    for name, field in fields.items():
        in_envelope = issubclass(struct, Envelope) and name == "obj"
        if name in value:
            _check(value[name], field.type, path if in_envelope else _named(path, name), errors)
        elif field.required:
            errors.add(_named(path, name), "required")


def _check_list(value: list[Any], expected: Any, path: str, errors: BrokenFields) -> None:
    info = inspect.type_info(expected)
    if isinstance(info, inspect.ListType) and not length_fits(len(value), info):
        errors.add(path or BODY, "invalid_value")
        return
    (item,) = get_args(_without_meta(expected))
    for index, element in enumerate(value):
        _check(element, item, _named(path, str(index)), errors)


def _converts(value: object, expected: Any) -> bool:
    try:
        msgspec.convert(value, expected, strict=False)
    except msgspec.ValidationError:
        return False
    return True

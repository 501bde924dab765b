"""Shapes every resource has, made from its own: envelopes, pages, answers.

Generated envelopes and pages get names of their own (``MemberCreateRequest``,
``MemberPage``), so the OpenAPI document describes every resource precisely; the bodies
inside them are written in source (``schemas/updates.py`` for updates).
"""

from typing import Any, TypeVar, cast

import msgspec
from litestar.openapi.spec import OpenAPI
from msgspec import UNSET

from adapters.http.body_decoding import Envelope
from adapters.http.schemas.accounts import Body
from fedreg_core.services.listing import Visible

S = TypeVar("S", bound=msgspec.Struct)


def request_struct(obj: type[Body], name: str) -> type[Body]:
    """The generic resources' body ``{obj, returnObj}``; the item is always answered."""
    fields: list[tuple[str, Any] | tuple[str, Any, Any]] = [
        ("obj", obj),
        ("return_obj", bool, True),
    ]
    return cast(type[Body], msgspec.defstruct(name, fields, bases=(Envelope, Body)))


def page_struct(out: type[msgspec.Struct], name: str) -> type[msgspec.Struct]:
    """A list answer ``{items, total}``."""
    fields = [("items", list[out]), ("total", int)]  # type: ignore[valid-type]
    return msgspec.defstruct(name, fields)


def action_struct(out: type[msgspec.Struct], name: str) -> type[msgspec.Struct]:
    """An action's answer ``{success: true, item}``."""
    return msgspec.defstruct(name, [("success", bool), ("item", out)])


def item_out(visible: Visible[Any], out: type[S]) -> S:
    """The answer for an entity, leaving out the fields the user may not see."""
    return without(msgspec.convert(visible.item, out, from_attributes=True), visible.hidden)


def without(item: S, hidden: frozenset[str]) -> S:
    """The answer with the ``hidden`` fields left out (they must accept ``UNSET``)."""
    present = hidden.intersection(item.__struct_fields__)
    if present:
        item = msgspec.structs.replace(item, **dict.fromkeys(present, UNSET))
    return item


def _subclasses(cls: type[Body]) -> list[type[Body]]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *_subclasses(sub)]
    return found


def close_request_bodies(schema: OpenAPI) -> None:
    """Publish ``additionalProperties: false`` for bodies that refuse unknown fields."""
    closed = {cls.__name__ for cls in _subclasses(Body)}
    for name, component in (schema.components.schemas or {}).items():
        if name in closed:
            component.additional_properties = False

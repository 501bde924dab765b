"""An entity's plain fields (``fedreg_core.domain.plain_fields``) on the wire: added to the
create body, the update body and the answer from the entity's declaration, and read back
into the core in the field's own way (``PlainText.normalized``).

Each body or answer is declared with the fields that have rules of their own
(``MemberCreateFields``) and made complete here under its public name (``MemberCreate``): the
OpenAPI document names it so, the plain fields last.
"""

from typing import Any, TypeVar

import msgspec
from msgspec import UNSET, UnsetType

from adapters.http.schemas.accounts import Text
from fedreg_core.domain.plain_fields import plain_fields

S = TypeVar("S", bound=msgspec.Struct)


def create_body(fields: type[S], entity: type, name: str) -> type[S]:
    """``fields`` with the entity's plain fields, each optional (``null`` when not sent)."""
    extra = [(field, Text | None, None) for field, _ in plain_fields(entity)]
    return _completed(fields, extra, name)


def update_body(fields: type[S], entity: type, name: str) -> type[S]:
    """``fields`` with the entity's plain fields, each left as it is unless sent."""
    extra = [(field, Text | None | UnsetType, UNSET) for field, _ in plain_fields(entity)]
    return _completed(fields, extra, name)


def answer(fields: type[S], entity: type, name: str) -> type[S]:
    """``fields`` with the entity's plain fields, left out when empty or when the reader may
    not see them (the answers leave out their defaults)."""
    extra = [(field, str | None | UnsetType, None) for field, _ in plain_fields(entity)]
    return _completed(fields, extra, name)


def _completed(fields: type[S], extra: list[tuple[str, Any, Any]], name: str) -> type[S]:
    made = msgspec.defstruct(name, extra, bases=(fields,), kw_only=True, module=fields.__module__)
    made.__doc__ = fields.__doc__
    return made  # type: ignore[return-value]  # a subclass of ``fields``


def plain_values(body: msgspec.Struct, entity: type) -> dict[str, Any]:
    """The plain fields a body sent, as the core keeps them (trimmed, capitals where the
    field says so); those not sent are left out."""
    sent: dict[str, Any] = {}
    for field, plain in plain_fields(entity):
        value = getattr(body, field)
        if value is not UNSET:
            sent[field] = plain.normalized(value)
    return sent

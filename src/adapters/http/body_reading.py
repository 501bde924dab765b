"""Plugs ``body_decoding`` into Litestar: every handler whose ``data`` is a Struct reads its
JSON body with ``decode_body``, so a bad body reports all its broken fields at once.

Litestar lets a serialization plugin hand a handler's ``data`` to a DTO; this DTO decodes the
raw bytes itself and documents the body exactly as Litestar would without it.
"""

from collections.abc import Generator
from typing import Any, ClassVar, Protocol

import msgspec
from litestar.dto import AbstractDTO, DTOFieldDefinition
from litestar.openapi.spec import Reference, Schema
from litestar.plugins import SerializationPlugin
from litestar.typing import FieldDefinition

from adapters.http.body_decoding import decode_body

DATA = "data"


class SchemaFactory(Protocol):
    """What the DTO needs of Litestar's schema creator: a field's schema."""

    def for_field_definition(self, field_definition: FieldDefinition) -> Reference | Schema: ...


class StructBody(AbstractDTO[Any]):
    """Reads a handler's ``data`` Struct from the raw request body."""

    body_type: ClassVar[type[msgspec.Struct]]

    def decode_bytes(self, value: bytes) -> Any:
        return decode_body(value, self.body_type)

    def decode_builtins(self, value: dict[str, Any]) -> Any:
        return decode_body(msgspec.json.encode(value), self.body_type)

    @classmethod
    def create_for_field_definition(
        cls, field_definition: FieldDefinition, handler_id: str, backend_cls: Any = None
    ) -> None:
        """Nothing to prepare: ``decode_body`` needs only the Struct."""

    @classmethod
    def is_supported_model_type_field(cls, field_definition: FieldDefinition) -> bool:
        return field_definition.name == DATA

    @classmethod
    def create_openapi_schema(  # the DTO interface: the handler id is not needed here
        cls,
        field_definition: FieldDefinition,
        handler_id: str,  # noqa: ARG003
        schema_creator: SchemaFactory,
    ) -> Reference | Schema:
        """The schema Litestar gives the Struct without a DTO: documents stay the same."""
        return schema_creator.for_field_definition(field_definition)

    @classmethod
    def generate_field_definitions(
        cls,
        model_type: type[Any],  # noqa: ARG003
    ) -> Generator[DTOFieldDefinition, None, None]:
        """No transfer model: the body is read into the Struct itself."""
        yield from ()

    @classmethod
    def detect_nested_field(cls, field_definition: FieldDefinition) -> bool:  # noqa: ARG003
        """Nested Structs are read by ``decode_body`` too."""
        return False


class StructBodies(SerializationPlugin):
    """Gives every handler whose ``data`` is a msgspec Struct a ``StructBody`` reader."""

    def supports_type(self, field_definition: FieldDefinition) -> bool:
        return field_definition.name == DATA and field_definition.is_subclass_of(msgspec.Struct)

    def create_dto_for_type(self, field_definition: FieldDefinition) -> type[AbstractDTO[Any]]:
        body_type = field_definition.annotation
        return type(f"{body_type.__name__}Body", (StructBody,), {"body_type": body_type})

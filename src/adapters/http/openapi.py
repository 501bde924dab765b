"""OpenAPI settings, and the error answers each route documents in the JSON shape it sends."""

from datetime import datetime
from typing import Any

from litestar.openapi import OpenAPIConfig
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.openapi.spec import (
    Components,
    OpenAPI,
    OpenAPIMediaType,
    OpenAPIResponse,
    Reference,
    Schema,
    SecurityScheme,
)
from litestar.openapi.spec.enums import OpenAPIType
from litestar.plugins import OpenAPISchemaPlugin
from litestar.typing import FieldDefinition

from adapters.http.schemas.common import ErrorBody

ERROR_DESCRIPTIONS = {
    400: "Invalid input: `errors` holds a message per field",
    401: "Not signed in, or the token is invalid or expired",
    403: "Signed in but not allowed, or the account is blocked",
    404: "Not found",
    409: "Conflicts with stored data (already registered, e-mail taken)",
    413: "File too large",
    415: "File type not allowed",
    429: "Too many attempts: try again in a minute",
    503: "Busy (too many sign-ins wait for the password hasher): nothing was done or counted; "
    "try again after `Retry-After` seconds",
}


def error_responses(*status_codes: int) -> dict[int, ResponseSpec]:
    """Document ``status_codes`` with the error shape of docs/product.md, Errors."""
    return {
        code: ResponseSpec(
            data_container=ErrorBody, description=ERROR_DESCRIPTIONS[code], generate_examples=False
        )
        for code in status_codes
    }


LOCAL_DATE_TIME = r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?$"


class LocalDateTimes(OpenAPISchemaPlugin):
    """Date-times are local, without an offset (``2026-03-01T10:00:00``, docs/product.md, API).

    OpenAPI's ``date-time`` format is RFC 3339, which requires the offset: a pattern says it.
    """

    @staticmethod
    def is_plugin_supported_type(value: Any) -> bool:
        return value is datetime

    def to_openapi_schema(  # the plugin interface: both arguments are not needed here
        self,
        field_definition: FieldDefinition,  # noqa: ARG002
        schema_creator: Any,  # noqa: ARG002
    ) -> Schema:
        return Schema(
            type=OpenAPIType.STRING,
            pattern=LOCAL_DATE_TIME,
            description="Local date and time without an offset, e.g. 2026-03-01T10:00:00",
        )


def invalid_input_in_error_shape(schema: OpenAPI) -> None:
    """Document every 400 with ``ErrorBody``, as the error handlers answer it.

    Litestar adds a 400 of its own shape (``{status_code, detail}``) to each route that reads
    parameters or a body; routes that list 400 themselves already use ``ErrorBody``.
    """
    invalid_input = OpenAPIResponse(
        description=ERROR_DESCRIPTIONS[400],
        content={
            "application/json": OpenAPIMediaType(
                schema=Reference(ref=f"#/components/schemas/{ErrorBody.__name__}")
            )
        },
    )
    for path_item in (schema.paths or {}).values():
        for method in ("get", "put", "post", "delete", "patch"):
            operation = getattr(path_item, method)
            responses = operation.responses if operation is not None else None
            if responses and "400" in responses and not _is_error_body(responses["400"]):
                responses["400"] = invalid_input


def _is_error_body(response: OpenAPIResponse | Reference) -> bool:
    content = response.content if isinstance(response, OpenAPIResponse) else None
    media = (content or {}).get("application/json")
    schema = media.schema if media is not None else None
    return isinstance(schema, Reference) and schema.ref.endswith(f"/{ErrorBody.__name__}")


# Swagger UI's files, copied from the npm package swagger-ui-dist into the webapp's build
# (webapp/build/swagger-ui-assets.ts): the documentation page loads nothing from a CDN.
SWAGGER_UI_ASSETS = "/assets/swagger-ui"


def swagger_ui() -> SwaggerRenderPlugin:
    """Swagger UI at ``/api/schema/swagger`` with its script and style from this server."""
    return SwaggerRenderPlugin(
        path="/swagger",
        js_url=f"{SWAGGER_UI_ASSETS}/swagger-ui-bundle.js",
        css_url=f"{SWAGGER_UI_ASSETS}/swagger-ui.css",
        standalone_preset_js_url=f"{SWAGGER_UI_ASSETS}/swagger-ui-standalone-preset.js",
        favicon="",  # Litestar's default is an image on a CDN
    )


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="fedreg",
        version="1.0.0",
        description="Clubs, members and tournament registrations of a sports federation.",
        path="/api/schema",
        render_plugins=[swagger_ui()],
        components=Components(
            security_schemes={
                "BearerToken": SecurityScheme(type="http", scheme="bearer", bearer_format="JWT")
            }
        ),
    )

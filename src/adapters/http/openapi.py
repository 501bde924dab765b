"""OpenAPI settings, and the error answers each route documents in the JSON shape it sends."""

from litestar.openapi import OpenAPIConfig
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.plugins import SwaggerRenderPlugin
from litestar.openapi.spec import Components, SecurityScheme

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
}


def error_responses(*status_codes: int) -> dict[int, ResponseSpec]:
    """Document ``status_codes`` with the error shape of decisions.md §2."""
    return {
        code: ResponseSpec(
            data_container=ErrorBody, description=ERROR_DESCRIPTIONS[code], generate_examples=False
        )
        for code in status_codes
    }


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="fedreg",
        version="1.0.0",
        description="Clubs, members and tournament registrations of a sports federation.",
        path="/api/schema",
        render_plugins=[SwaggerRenderPlugin(path="/swagger")],
        components=Components(
            security_schemes={
                "BearerToken": SecurityScheme(type="http", scheme="bearer", bearer_format="JWT")
            }
        ),
    )

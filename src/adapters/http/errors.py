"""One place that turns every error into the JSON shape of docs/product.md, Errors, with the
request's id (``requestId``) that its log line carries too."""

import logging
from typing import Any

from litestar import MediaType, Request, Response
from litestar.exceptions import HTTPException, ValidationException
from litestar.status_codes import (
    HTTP_400_BAD_REQUEST,
    HTTP_401_UNAUTHORIZED,
    HTTP_403_FORBIDDEN,
    HTTP_404_NOT_FOUND,
    HTTP_405_METHOD_NOT_ALLOWED,
    HTTP_409_CONFLICT,
    HTTP_413_REQUEST_ENTITY_TOO_LARGE,
    HTTP_415_UNSUPPORTED_MEDIA_TYPE,
    HTTP_429_TOO_MANY_REQUESTS,
    HTTP_500_INTERNAL_SERVER_ERROR,
    HTTP_503_SERVICE_UNAVAILABLE,
)
from sqlalchemy.exc import TimeoutError as PoolTimeout

from adapters.http.body_decoding import BODY
from adapters.http.context import HttpContext
from adapters.http.language import request_language
from adapters.http.parameter_errors import parameter_errors
from adapters.http.request_observation import current_request_id
from fedreg_core.domain.errors import (
    AccountRefused,
    Busy,
    Conflict,
    DomainError,
    FileTooLarge,
    FileTypeNotAllowed,
    Forbidden,
    NotFound,
    NotSignedIn,
    RuleBroken,
    TooManyAttempts,
)
from fedreg_core.messages import translate

logger = logging.getLogger("fedreg.http")

STATUS_OF: tuple[tuple[type[DomainError], int], ...] = (
    (RuleBroken, HTTP_400_BAD_REQUEST),
    (NotSignedIn, HTTP_401_UNAUTHORIZED),
    (Forbidden, HTTP_403_FORBIDDEN),
    (NotFound, HTTP_404_NOT_FOUND),
    (Conflict, HTTP_409_CONFLICT),
    (FileTooLarge, HTTP_413_REQUEST_ENTITY_TOO_LARGE),
    (FileTypeNotAllowed, HTTP_415_UNSUPPORTED_MEDIA_TYPE),
    (TooManyAttempts, HTTP_429_TOO_MANY_REQUESTS),
    (Busy, HTTP_503_SERVICE_UNAVAILABLE),
)

ACCOUNT_REFUSED = 'Bearer error="invalid_token"'
"""Sent with the 403 of a blocked user or a deleted club's (the sign-in and every call with a
token): the token is no good, and the message says why. The webapp then signs out."""

HTTP_MESSAGE_KEYS = {
    HTTP_400_BAD_REQUEST: "error_invalid_input",
    HTTP_401_UNAUTHORIZED: "error_not_signed_in",
    HTTP_403_FORBIDDEN: "error_forbidden",
    HTTP_404_NOT_FOUND: "error_not_found",
    HTTP_405_METHOD_NOT_ALLOWED: "error_method_not_allowed",
    HTTP_413_REQUEST_ENTITY_TOO_LARGE: "error_file_too_large",
    HTTP_415_UNSUPPORTED_MEDIA_TYPE: "error_file_type",
    HTTP_429_TOO_MANY_REQUESTS: "error_too_many_attempts",
}


def _language(request: Request[Any, Any, Any]) -> str:
    context: HttpContext = request.app.state["context"]
    return request_language(request, context.variant)


def error_response(
    request: Request[Any, Any, Any],
    status: int,
    message_key: str,
    errors: dict[str, str] | None = None,
    values: dict[str, str] | None = None,
    field_values: dict[str, dict[str, object]] | None = None,
) -> Response[dict[str, Any]]:
    """``values`` fill every message; ``field_values`` one field's (they win there)."""
    language = _language(request)
    message = translate(message_key, language, values)
    body: dict[str, Any] = {"message": message, "error": message, "requestId": current_request_id()}
    if errors:
        own = field_values or {}
        body["errors"] = {
            f: translate(key, language, own.get(f, values)) for f, key in errors.items()
        }
    return Response(body, status_code=status, media_type=MediaType.JSON)


def domain_error_handler(
    request: Request[Any, Any, Any], exc: DomainError
) -> Response[dict[str, Any]]:
    status = next(code for kind, code in STATUS_OF if isinstance(exc, kind))
    errors = exc.errors if isinstance(exc, RuleBroken) else None
    values = exc.values if isinstance(exc, Conflict) else None
    if isinstance(exc, Conflict) and exc.field:
        errors = {exc.field: exc.message_key}
    field_values = exc.values if isinstance(exc, RuleBroken) else None
    response = error_response(request, status, exc.message_key, errors, values, field_values)
    if isinstance(exc, Busy | TooManyAttempts):
        response.headers["Retry-After"] = str(exc.retry_after)
    if isinstance(exc, AccountRefused):
        response.headers["WWW-Authenticate"] = ACCOUNT_REFUSED
    return response


def validation_error_handler(
    request: Request[Any, Any, Any], exc: ValidationException
) -> Response[dict[str, Any]]:
    """A query, path or header parameter that does not fit its declared type (bodies are read
    by ``body_decoding``): the message key comes from that type and the value sent."""
    broken = parameter_errors(request, exc)
    return error_response(
        request,
        HTTP_400_BAD_REQUEST,
        "error_invalid_input",
        broken.keys or None,
        field_values=broken.values,
    )


def http_error_handler(
    request: Request[Any, Any, Any], exc: HTTPException
) -> Response[dict[str, Any]]:
    status = exc.status_code
    if status == HTTP_400_BAD_REQUEST:
        return error_response(request, status, "error_invalid_input", {BODY: "invalid_value"})
    key = HTTP_MESSAGE_KEYS.get(status, "error_default")
    response = error_response(request, status, key)
    response.headers.update(exc.headers or {})
    return response


def unexpected_error_handler(
    request: Request[Any, Any, Any], exc: Exception
) -> Response[dict[str, Any]]:
    logger.exception("unexpected error on %s %s", request.method, request.url.path, exc_info=exc)
    return error_response(request, HTTP_500_INTERNAL_SERVER_ERROR, "error_default")


BUSY_RETRY_AFTER_SECONDS = 5


def busy_handler(request: Request[Any, Any, Any], exc: PoolTimeout) -> Response[dict[str, Any]]:
    """No database connection of this worker came free within the pool's timeout: overload,
    not a bug, so answered as ``Busy`` (503 with ``Retry-After``)."""
    logger.warning("database pool exhausted on %s %s: %s", request.method, request.url.path, exc)
    return domain_error_handler(request, Busy(BUSY_RETRY_AFTER_SECONDS))


EXCEPTION_HANDLERS = {
    DomainError: domain_error_handler,
    ValidationException: validation_error_handler,
    HTTPException: http_error_handler,
    PoolTimeout: busy_handler,
    Exception: unexpected_error_handler,
}


class ConflictException(HTTPException):
    """Documents 409 answers in the OpenAPI document (raised as ``Conflict`` by the core)."""

    status_code = HTTP_409_CONFLICT

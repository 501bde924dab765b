"""The ``Idempotency-Key`` header in the OpenAPI document: a parameter of every route that
creates something (``opt=CREATES``), with the 400 and 409 answers it may bring."""

from litestar import Litestar
from litestar.handlers import HTTPRouteHandler
from litestar.openapi.spec import OpenAPIResponse, Operation, Parameter, Reference, Schema
from litestar.routes import HTTPRoute

from adapters.http.idempotency import HEADER

DESCRIPTION = (
    "Optional, 1 to 255 printable ASCII characters (else 400), one per submission (a new "
    "UUID for each, the same for its retries). A retry with the same key, by the same user "
    "(or address, where no sign-in is asked) to the same path, within a day, gets the first "
    "answer (status and body, with `Idempotency-Replayed: true`) and changes nothing; the "
    "same key with another body, or while the first request is under way (or its answer was "
    "lost after its change was committed), is 409. See docs/idempotency.md."
)
KEY_PARAMETER = Parameter(
    name=HEADER,
    param_in="header",
    required=False,
    description=DESCRIPTION,
    schema=Schema(type="string", min_length=1, max_length=255, pattern="^[ -~]{1,255}$"),  # type: ignore[arg-type]
)


def _creating(app: Litestar) -> list[tuple[str, HTTPRouteHandler]]:
    return [
        (route.path_format, handler)
        for route in app.routes
        if isinstance(route, HTTPRoute)
        for handler in route.route_handlers
        if handler.opt.get("creates") and "POST" in handler.http_methods
    ]


def document_idempotency_key(app: Litestar) -> None:
    """Add the header to the creating routes' operations, and their 400 and 409 answers."""
    paths = app.openapi_schema.paths or {}
    operations: list[Operation] = [
        operation
        for path, _handler in _creating(app)
        if (item := paths.get(path or "/")) is not None and (operation := item.post) is not None
    ]
    answers: dict[str, OpenAPIResponse | Reference] = {}
    for item in paths.values():
        for operation in (item.get, item.post, item.put, item.delete):
            for code, answer in ((operation.responses if operation else None) or {}).items():
                answers.setdefault(code, answer)
    for operation in operations:
        operation.parameters = [*(operation.parameters or []), KEY_PARAMETER]
        responses = operation.responses if operation.responses is not None else {}
        for code in ("400", "409"):
            responses.setdefault(code, answers[code])
        operation.responses = responses

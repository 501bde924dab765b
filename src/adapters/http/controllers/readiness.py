"""``GET /api/ready``: whether this server may be given requests (load balancers ask it)."""

import msgspec
from litestar import Controller, Response, get
from litestar.openapi import ResponseSpec
from litestar.status_codes import HTTP_200_OK, HTTP_503_SERVICE_UNAVAILABLE

from adapters.http.auth import Context


class ReadyOut(msgspec.Struct):
    """``ready`` or ``unready``, and each check's outcome (``ok`` or ``failing``)."""

    status: str
    checks: dict[str, str]


class ReadinessController(Controller):
    path = "/api"
    tags = ["Service"]  # noqa: RUF012 (Litestar declares it an instance variable)

    @get(
        "/ready",
        operation_id="ready",
        responses={
            HTTP_503_SERVICE_UNAVAILABLE: ResponseSpec(
                data_container=ReadyOut,
                description="Not ready: a check fails (the server's log says why)",
                generate_examples=False,
            )
        },
    )
    async def ready(self, context: Context) -> Response[ReadyOut]:
        """200 when the database answers, its schema serves this code and the object store
        (when configured) answers; 503 until then."""
        checks = await context.operations.readiness()
        ready = all(checks.values())
        body = ReadyOut(
            "ready" if ready else "unready",
            {name: "ok" if passed else "failing" for name, passed in checks.items()},
        )
        return Response(body, status_code=HTTP_200_OK if ready else HTTP_503_SERVICE_UNAVAILABLE)

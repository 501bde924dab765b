"""``GET /api/health``: a liveness check for load balancers and uptime monitors."""

import msgspec
from litestar import Controller, get


class HealthOut(msgspec.Struct):
    status: str = "ok"


HEALTHY = HealthOut()


class HealthController(Controller):
    path = "/api"
    tags = ["Service"]  # noqa: RUF012 (Litestar declares it an instance variable)

    @get("/health", operation_id="health")
    async def health(self) -> HealthOut:
        """`{"status": "ok"}` while the process serves requests (the database is not asked)."""
        return HEALTHY

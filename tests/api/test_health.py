"""``GET /api/health`` for load balancers, and the answer of an overloaded worker."""

from dataclasses import replace

from litestar.testing import AsyncTestClient
from sqlalchemy.exc import TimeoutError as PoolTimeout

from adapters.http.app import create_app
from adapters.unit_of_work import UnitOfWork
from fedreg_core.ports.site import Account, Site
from tests.api.conftest import Api


async def test_health_answers_ok_without_signing_in(api: Api) -> None:
    response = await api.client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert response.headers["content-type"].startswith("application/json")


async def test_health_is_documented(api: Api) -> None:
    document = (await api.client.get("/api/schema/openapi.json")).json()
    operation = document["paths"]["/api/health"]["get"]
    assert operation["operationId"] == "health"
    assert operation["responses"]["200"]["content"]["application/json"]["schema"]


POOL_EXHAUSTED = "QueuePool limit of size 15 overflow 0 reached"


class ExhaustedSiteReads:
    async def site_for(self, user_id: int | None) -> Site:
        raise PoolTimeout(POOL_EXHAUSTED)

    async def account(self, user_id: int, session_id: str = "") -> Account | None:
        raise PoolTimeout(POOL_EXHAUSTED)


async def test_an_exhausted_database_pool_is_503_with_retry_after(api: Api) -> None:
    def exhausted() -> UnitOfWork:
        raise PoolTimeout(POOL_EXHAUSTED)

    app = create_app(replace(api.context, uow=exhausted, site=ExhaustedSiteReads()))
    async with AsyncTestClient(app=app) as client:
        response = await client.get("/api/data", headers={"Accept-Language": "en"})

    assert response.status_code == 503
    assert response.headers["retry-after"] == "5"
    message = "The server is busy. Please try again in a few seconds."
    request_id = response.headers["x-request-id"]
    assert response.json() == {"message": message, "error": message, "requestId": request_id}

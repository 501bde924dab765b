"""A worker counts the requests it is given (the notice sender waits while it is busy,
docs/mail.md): every HTTP request through the app, answered or not."""

from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from entrypoints.request_rate import RequestRate, counting_requests
from tests.api.conftest import Api


async def test_the_app_counts_every_request_it_is_given(api: Api) -> None:
    rate = RequestRate(window=10)
    app = create_app(api.context, middleware=[counting_requests(rate)])
    async with AsyncTestClient(app=app) as client:
        for _ in range(5):
            assert (await client.get("/api/health")).status_code == 200
        assert (await client.get("/api/data")).status_code == 200
        assert (await client.get("/api/me")).status_code == 401  # refused: counted too

    assert rate.per_second() == 0.7  # 7 requests over the window of 10 s

"""Every answer names its request (``X-Request-Id``, and ``requestId`` in error bodies), taken
from a trusted proxy only; ``/metrics`` answers the bearer of the metrics token only, and
counts requests by route template; the JSON log has a line per request (docs/operations.md)."""

import logging
import re
from dataclasses import replace

import pytest
from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.sql.migrate import head_revision
from tests.api.conftest import Api, ApiFactory, bearer
from tests.api.raw_asgi import raw_request
from tests.metrics_text import total

MADE_ID = re.compile(r"[0-9a-f]{32}")
TOKEN = "metrics-token-of-the-monitoring-0123"
PROXY = "10.0.0.2"


async def test_every_answer_and_error_body_names_its_request(api: Api) -> None:
    ok = await api.client.get("/api/health")
    assert MADE_ID.fullmatch(ok.headers["x-request-id"])
    for path in ("/api/model/Clubs/999999", "/api/no-such-route"):  # a handler's, the router's
        refused = await api.client.get(path)
        assert refused.status_code in {401, 404}
        assert refused.json()["requestId"] == refused.headers["x-request-id"]
    second = await api.client.get("/api/health")
    assert second.headers["x-request-id"] != ok.headers["x-request-id"]


async def test_a_trusted_proxys_request_id_is_kept_anyone_elses_replaced(
    make_api: ApiFactory,
) -> None:
    api: Api = await make_api(trusted_proxies=PROXY)
    app = api.client.app
    sent = {"X-Request-Id": "balancer-7f3a.42"}
    kept = await raw_request(app, "GET", "/api/model/Clubs/999999", sent, client=PROXY)
    assert kept.headers["x-request-id"] == "balancer-7f3a.42"
    assert b'"requestId":"balancer-7f3a.42"' in kept.body
    others = await raw_request(app, "GET", "/api/health", sent, client="198.51.100.7")
    assert MADE_ID.fullmatch(others.headers["x-request-id"])
    for forged in ("two\r\nlines", "x" * 129, ""):  # could forge or flood log lines
        answer = await raw_request(
            app, "GET", "/api/health", {"X-Request-Id": forged}, client=PROXY
        )
        assert MADE_ID.fullmatch(answer.headers["x-request-id"])


async def test_metrics_are_not_found_without_a_token_configured(api: Api) -> None:
    answer = await api.client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
    assert answer.status_code == 404
    document = (await api.client.get("/api/schema/openapi.json")).json()
    assert "/metrics" not in document["paths"]  # the monitoring's, not a client's


async def test_metrics_answer_the_token_only_and_count_routes_by_template(api: Api) -> None:
    app = create_app(replace(api.context, metrics_token=TOKEN))
    async with AsyncTestClient(app=app, base_url="http://testserver.local") as client:
        for headers in ({}, {"Authorization": "Bearer wrong-token-0123456789"}):
            refused = await client.get("/metrics", headers=headers)
            assert refused.status_code == 401
        before = await scrape(client)
        for club in (999991, 999992, 999993):
            await client.get(f"/api/model/Clubs/{club}")
        await client.request("MADE-UP", "/api/model/Clubs/999994")
        after = await scrape(client)
    series = {"route": "/api/model/Clubs/{id}", "method": "GET", "status": "401"}
    requests = "fedreg_http_requests_total"
    assert total(after, requests, **series) - total(before, requests, **series) == 3
    assert "999991" not in after  # never a raw path
    assert total(after, requests, method="OTHER") - total(before, requests, method="OTHER") == 1
    assert "MADE-UP" not in after  # nor a made-up method
    assert total(after, "fedreg_build_info", version="0.1.0", schema_revision=head_revision()) == 1
    assert total(after, "fedreg_notices_due") == 0


async def scrape(client: AsyncTestClient) -> str:  # type: ignore[type-arg]
    answer = await client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/plain")
    return answer.text


async def test_the_json_log_has_a_line_per_request_with_its_id_route_and_user(
    api: Api, caplog: pytest.LogCaptureFixture
) -> None:
    await api.register()
    token = await api.sign_in()
    app = create_app(replace(api.context, json_log=True))
    with caplog.at_level(logging.INFO, "fedreg.request"):
        async with AsyncTestClient(app=app, base_url="http://testserver.local") as client:
            refused = await client.get("/api/model/Clubs/999999", headers=bearer(token))
            await client.get("/api/health")
    lines = [vars(r) for r in caplog.records if r.name == "fedreg.request"]
    fields = ("request_id", "method", "route", "status", "user_id")
    assert [tuple(line[name] for name in fields) for line in lines] == [
        (
            refused.json()["requestId"],
            "GET",
            "/api/model/Clubs/{id}",
            404,
            (await api.client.get("/api/me", headers=bearer(token))).json()["id"],
        ),
        (lines[1]["request_id"], "GET", "/api/health", 200, None),
    ]
    assert all(line["duration_ms"] >= 0 for line in lines)

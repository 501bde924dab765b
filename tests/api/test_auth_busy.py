"""Sign-ins beyond the hasher's queue are answered 503 with ``Retry-After`` and change
nothing: no attempt is counted, no account is made (the sign-in storm of issue 14)."""

import asyncio
import json
from collections.abc import Iterator
from typing import Any

import pytest

from adapters.security.passwords import BcryptPasswordHasher
from tests.api.conftest import PASSWORD, Api, ApiFactory, registration_body
from tests.api.raw_asgi import RawResponse, raw_request
from tests.hasher_gate import Gate, places_taken

QUEUE = 2
BUSY = "The server is busy. Please try again in a few seconds."


@pytest.fixture
def gate() -> Iterator[Gate]:
    gate = Gate()
    yield gate
    gate.shut()


async def post(api: Api, url: str, body: dict[str, Any]) -> RawResponse:
    headers = {"Content-Type": "application/json", "Accept-Language": "en"}
    data = json.dumps(body).encode()
    return await raw_request(api.client.app, "POST", url, headers, [data], client="10.0.0.1")


def sign_in(password: str = PASSWORD) -> dict[str, str]:
    return {"email": "coach@example.com", "password": password}


async def test_the_sign_in_after_a_full_queue_is_503_with_retry_after_and_counts_nothing(
    make_api: ApiFactory, gate: Gate
) -> None:
    hasher = BcryptPasswordHasher(cost=4, queue=QUEUE, executor=gate.executor)
    # QUEUE waiting sign-ins, one refused, one more after them: the limit lets exactly
    # QUEUE + 1 attempts in, so the last one passes only if the refused one was not counted.
    api: Api = await make_api(attempts_per_minute=QUEUE + 1, hasher=hasher)
    await api.register()
    gate.close()
    waiting = [asyncio.create_task(post(api, "/api/login", sign_in())) for _ in range(QUEUE)]
    await places_taken(hasher, QUEUE)

    refused = await post(api, "/api/login", sign_in())

    assert refused.status == 503
    assert int(refused.headers["retry-after"]) >= 1
    body = json.loads(refused.body)
    assert body == {"message": BUSY, "error": BUSY, "requestId": body["requestId"]}
    assert len(body["requestId"]) == 32
    gate.open()
    assert [response.status for response in await asyncio.gather(*waiting)] == [200] * QUEUE
    assert (await post(api, "/api/login", sign_in())).status == 200
    assert (await post(api, "/api/login", sign_in())).status == 429  # the limit still holds


async def test_a_registration_refused_as_busy_makes_no_account(
    make_api: ApiFactory, gate: Gate
) -> None:
    hasher = BcryptPasswordHasher(cost=4, queue=1, executor=gate.executor)
    api: Api = await make_api(hasher=hasher)
    gate.close()
    first = asyncio.create_task(post(api, "/api/register", registration_body("first@example.com")))
    await places_taken(hasher, 1)

    refused = await post(api, "/api/register", registration_body("second@example.com"))

    assert refused.status == 503
    assert int(refused.headers["retry-after"]) >= 1
    gate.open()
    assert (await first).status == 201
    unknown = await post(api, "/api/login", {**sign_in(), "email": "second@example.com"})
    assert unknown.status == 401
    again = await post(api, "/api/register", registration_body("second@example.com"))
    assert again.status == 201  # the refused one left nothing behind (no e-mail taken)


async def test_the_busy_answers_are_documented(api: Api) -> None:
    document = (await api.client.get("/api/schema/openapi.json")).json()
    for path in ("/api/login", "/api/register", "/api/reset-password"):
        assert "503" in document["paths"][path]["post"]["responses"]
    assert "503" in document["paths"]["/api/profile/change-password"]["put"]["responses"]

"""Sign-in and password-reset attempts over the limit are 429, per address and per e-mail."""

import json
from typing import Any

from tests.api.conftest import PASSWORD, Api, ApiFactory, registration_body
from tests.api.raw_asgi import RawResponse, raw_request

LIMIT = 3


async def post_from(
    api: Api, address: str, url: str, body: dict[str, Any], **headers: str
) -> RawResponse:
    """A JSON POST as if from ``address``."""
    headers = {"Content-Type": "application/json", "Accept-Language": "en", **headers}
    data = json.dumps(body).encode()
    return await raw_request(api.client.app, "POST", url, headers, [data], client=address)


def login(email: str, password: str = "wrong-guess") -> dict[str, str]:
    return {"email": email, "password": password}


async def test_login_is_limited_per_email_across_addresses_and_per_address(
    make_api: ApiFactory,
) -> None:
    api: Api = await make_api(attempts_per_minute=LIMIT)
    await api.register()
    for n in range(LIMIT):
        guess = await post_from(api, f"10.0.0.{n}", "/api/login", login("Coach@Example.com"))
        assert guess.status == 401
    right = await post_from(api, "10.0.1.1", "/api/login", login("coach@example.com", PASSWORD))
    assert right.status == 429  # even the right password, from a fresh address
    assert set(json.loads(right.body)) == {"message", "error"}
    assert b"token" not in right.body
    other = await post_from(api, "10.0.1.1", "/api/login", login("other@example.com"))
    assert other.status == 401  # other e-mails are not locked by it
    for n in range(LIMIT):
        forwarded = {"X-Forwarded-For": f"192.0.2.{n}"}  # not believed from a direct client
        attempt = await post_from(api, "10.0.2.2", "/api/login", login(f"u{n}@x.rs"), **forwarded)
        assert attempt.status == 401
    forwarded = {"X-Forwarded-For": "198.51.100.1"}
    last = await post_from(api, "10.0.2.2", "/api/login", login("new@x.rs"), **forwarded)
    assert last.status == 429


async def test_reset_requests_and_reset_attempts_are_limited(make_api: ApiFactory) -> None:
    api: Api = await make_api(attempts_per_minute=LIMIT)
    await api.register()
    asked = {"email": "coach@example.com"}
    for n in range(LIMIT):
        response = await post_from(api, f"10.0.0.{n}", "/api/request-reset-password", asked)
        assert response.status == 200
    limited = await post_from(api, "10.0.9.9", "/api/request-reset-password", asked)
    assert limited.status == 429
    assert len(api.outbox()) == LIMIT  # no mail for the refused request
    token = api.outbox()[-1].split("/reset-password/")[1].split()[0]
    for n in range(LIMIT):
        guess = {"token": f"guessed-{n}", "password": "newpass1"}
        assert (await post_from(api, "10.0.3.3", "/api/reset-password", guess)).status == 400
    real = {"token": token, "password": "newpass1"}
    assert (await post_from(api, "10.0.3.3", "/api/reset-password", real)).status == 429
    await api.sign_in(password=PASSWORD)  # the limited reset changed nothing
    assert (await post_from(api, "10.0.4.4", "/api/reset-password", real)).status == 200


async def test_both_registration_calls_are_limited_together_per_address(
    make_api: ApiFactory,
) -> None:
    """Each answers 409 for an e-mail that has an account: unlimited, they would list them."""
    api: Api = await make_api(attempts_per_minute=LIMIT)
    await api.register()
    taken = {"name": "Petar", "email": "coach@example.com", "password": PASSWORD}
    for n in range(LIMIT - 1):
        forwarded = {"X-Forwarded-For": f"192.0.2.{n}"}  # not believed from a direct client
        answer = await post_from(api, "10.0.5.5", "/api/register/validate", taken, **forwarded)
        assert answer.status == 409
    registration = registration_body("coach@example.com")
    assert (await post_from(api, "10.0.5.5", "/api/register", registration)).status == 409
    for url, body in (("/api/register/validate", taken), ("/api/register", registration)):
        refused = await post_from(api, "10.0.5.5", url, body)
        assert refused.status == 429
        assert set(json.loads(refused.body)) == {"message", "error"}
    other = await post_from(api, "10.0.5.6", "/api/register/validate", taken)
    assert other.status == 409  # another address has its own count


async def test_a_trusted_proxy_names_the_client_and_no_one_else_does(
    make_api: ApiFactory,
) -> None:
    api: Api = await make_api(attempts_per_minute=LIMIT, trusted_proxies="10.9.0.0/16, ::1")

    async def via(proxy: str, forwarded_for: str, email: str) -> int:
        headers = {"X-Forwarded-For": forwarded_for}
        return (await post_from(api, proxy, "/api/login", login(email), **headers)).status

    for n in range(LIMIT):  # clients behind the proxy: each has a count of its own
        assert await via("10.9.1.1", f"203.0.113.{n}", f"a{n}@x.rs") == 401
    assert await via("10.9.1.1", "203.0.113.50", "b@x.rs") == 401
    assert await via("::1", "203.0.113.51", "c@x.rs") == 401
    for n in range(LIMIT - 1):  # one client through two proxies; a forged left part is no name
        assert await via("10.9.1.1", f"198.51.100.{n}, 203.0.113.9, 10.9.0.5", f"d{n}@x.rs") == 401
    assert await via("10.9.1.2", "203.0.113.9", "e@x.rs") == 401
    assert await via("10.9.1.1", "203.0.113.9", "f@x.rs") == 429
    for n in range(LIMIT):  # a client not among the proxies names itself only
        assert await via("10.8.0.1", f"192.0.2.{n}", f"g{n}@x.rs") == 401
    assert await via("10.8.0.1", "192.0.2.99", "h@x.rs") == 429

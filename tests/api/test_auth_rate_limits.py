"""Sign-in and password-reset attempts over the limit are 429 per address; an account is never
locked for its owner elsewhere, and its reset mails are capped without a different answer."""

import json
import time
from typing import Any

from fedreg_core.services.accounts import RESET_MAILS_PER_LIFETIME
from fedreg_core.services.sign_in import FIRST_DELAY
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


async def test_an_address_that_failed_is_refused_and_the_owner_elsewhere_signs_in_at_once(
    make_api: ApiFactory,
) -> None:
    api: Api = await make_api(attempts_per_minute=LIMIT)
    await api.register()
    for _ in range(LIMIT):
        guess = await post_from(api, "10.0.0.1", "/api/login", login("Coach@Example.com"))
        assert guess.status == 401
    right = await post_from(api, "10.0.0.1", "/api/login", login("coach@example.com", PASSWORD))
    assert right.status == 429  # even the right password, from the address that guessed
    assert set(json.loads(right.body)) == {"message", "error", "requestId"}
    assert b"token" not in right.body
    other = await post_from(api, "10.0.0.1", "/api/login", login("other@example.com"))
    assert other.status == 429  # the address is refused on every account

    started = time.perf_counter()
    owner = await post_from(api, "10.0.1.1", "/api/login", login("coach@example.com", PASSWORD))
    assert owner.status == 200  # the owner, elsewhere, is not locked out ...
    assert time.perf_counter() - started < FIRST_DELAY  # ... nor slowed
    assert "token" in json.loads(owner.body)


async def test_login_is_limited_per_address_whatever_the_header_says(make_api: ApiFactory) -> None:
    api: Api = await make_api(attempts_per_minute=LIMIT)
    for n in range(LIMIT):
        forwarded = {"X-Forwarded-For": f"192.0.2.{n}"}  # not believed from a direct client
        attempt = await post_from(api, "10.0.2.2", "/api/login", login(f"u{n}@x.rs"), **forwarded)
        assert attempt.status == 401
    forwarded = {"X-Forwarded-For": "198.51.100.1"}
    last = await post_from(api, "10.0.2.2", "/api/login", login("new@x.rs"), **forwarded)
    assert last.status == 429


async def test_resets_to_one_account_mail_a_few_and_answer_everyone_alike(
    make_api: ApiFactory,
) -> None:
    api: Api = await make_api(attempts_per_minute=LIMIT)
    await api.register()
    asked = {"email": "coach@example.com"}
    for n in range(10):  # ten requests a minute from strangers' addresses
        response = await post_from(api, f"10.0.0.{n}", "/api/request-reset-password", asked)
        assert (response.status, json.loads(response.body)) == (200, {})
    owners = await post_from(api, "10.0.7.7", "/api/request-reset-password", asked)
    assert (owners.status, json.loads(owners.body)) == (200, {})  # the same answer ...
    assert len(api.outbox()) == RESET_MAILS_PER_LIFETIME  # ... and no more mails


async def test_reset_requests_and_reset_attempts_are_limited_per_address(
    make_api: ApiFactory,
) -> None:
    api: Api = await make_api(attempts_per_minute=LIMIT)
    await api.register()
    asked = {"email": "coach@example.com"}
    for _ in range(LIMIT):
        response = await post_from(api, "10.0.0.1", "/api/request-reset-password", asked)
        assert response.status == 200
    limited = await post_from(api, "10.0.0.1", "/api/request-reset-password", asked)
    assert limited.status == 429
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
        assert set(json.loads(refused.body)) == {"message", "error", "requestId"}
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

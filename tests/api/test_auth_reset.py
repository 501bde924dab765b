"""Forgot and reset password."""

import re
from datetime import datetime, timedelta

from tests.api.conftest import Api, ApiFactory, bearer
from tests.fakes import FixedClock

EN = {"Accept-Language": "en"}
LINK = re.compile(r"http://testserver\.local/reset-password/([\w-]+)")


async def _request_link(api: Api, email: str = "coach@example.com") -> str:
    response = await api.client.post("/api/request-reset-password", json={"email": email})
    assert (response.status_code, response.json()) == (200, {})
    match = LINK.search(api.outbox()[-1])
    assert match is not None
    return match.group(1)


async def test_unknown_email_is_404(api: Api) -> None:
    response = await api.client.post(
        "/api/request-reset-password", json={"email": "nobody@example.com"}, headers=EN
    )
    assert response.status_code == 404
    assert response.json()["error"] == "There is no account with this email."
    assert api.outbox() == []


async def test_invalid_email_is_400(api: Api) -> None:
    response = await api.client.post("/api/request-reset-password", json={"email": "nope"})
    assert response.status_code == 400


async def test_reset_sets_password_once_and_retires_tokens(api: Api) -> None:
    await api.register()
    old_token = await api.sign_in()
    token = await _request_link(api)
    ok = await api.client.post("/api/reset-password", json={"token": token, "password": "newpass1"})
    assert (ok.status_code, ok.json()) == (200, {})
    assert (await api.client.get("/api/me", headers=bearer(old_token))).status_code == 401
    await api.sign_in(password="newpass1")
    again = await api.client.post(
        "/api/reset-password", json={"token": token, "password": "other123"}, headers=EN
    )
    assert again.status_code == 400
    assert again.json()["errors"] == {
        "token": "The password reset link is not valid or has expired."
    }


async def test_reset_token_expires_after_an_hour(make_api: ApiFactory) -> None:
    clock = FixedClock(datetime(2026, 3, 1, 10, 0))
    api: Api = await make_api(clock=clock)
    await api.register()
    token = await _request_link(api)
    clock.advance(timedelta(minutes=61))
    response = await api.client.post(
        "/api/reset-password", json={"token": token, "password": "newpass1"}
    )
    assert response.status_code == 400
    assert "token" in response.json()["errors"]


async def test_reset_rejects_short_password_and_unknown_token(api: Api) -> None:
    response = await api.client.post(
        "/api/reset-password", json={"token": "made-up", "password": "abc"}
    )
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"password"}
    unknown = await api.client.post(
        "/api/reset-password", json={"token": "made-up", "password": "abcdef"}
    )
    assert set(unknown.json()["errors"]) == {"token"}


async def test_reset_link_uses_the_public_url_not_the_request_host(api: Api) -> None:
    await api.register()
    response = await api.client.post(
        "/api/request-reset-password",
        json={"email": "coach@example.com"},
        headers={"Host": "evil.example"},
    )
    assert response.status_code == 200
    mail = api.outbox()[-1]
    assert "evil.example" not in mail
    assert LINK.search(mail) is not None

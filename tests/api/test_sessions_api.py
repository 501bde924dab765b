"""Signed-in devices over HTTP: each sign-in is a session the user sees (when, from where,
which browser); ending one stops its token at once, signing out ends this one; a password
change keeps only the session that made it, and another user's session is not found."""

from typing import Any

from tests.api.conftest import PASSWORD, Api, bearer

COACH = "žaklina.đurić@example.com"
SESSIONS = "/api/profile/sessions"
PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36"
LAPTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"


async def sign_in_on(api: Api, browser: str, email: str = COACH) -> str:
    answer = await api.client.post(
        "/api/login", json={"email": email, "password": PASSWORD}, headers={"User-Agent": browser}
    )
    assert answer.status_code == 200, answer.text
    return str(answer.json()["token"])


async def sessions_of(api: Api, token: str) -> list[dict[str, Any]]:
    answer = await api.client.get(SESSIONS, headers=bearer(token))
    assert answer.status_code == 200, answer.text
    return list(answer.json())


async def signed_in(api: Api, token: str) -> bool:
    return (await api.client.get("/api/me", headers=bearer(token))).status_code == 200


async def test_the_user_sees_each_sign_in_and_ends_the_others(api: Api) -> None:
    await api.register(COACH)
    phone = await sign_in_on(api, PHONE)
    laptop = await sign_in_on(api, LAPTOP)

    listed = await sessions_of(api, laptop)

    assert [(s["userAgent"], s["current"]) for s in listed] == [(LAPTOP, True), (PHONE, False)]
    assert {s["address"] for s in listed} == {"testclient"}  # the test client's own name
    assert all(s["createdAt"] for s in listed)
    ended = await api.client.delete(f"{SESSIONS}/{listed[1]['id']}", headers=bearer(laptop))
    assert ended.status_code == 200
    assert not await signed_in(api, phone)
    assert await signed_in(api, laptop)
    assert [s["userAgent"] for s in await sessions_of(api, laptop)] == [LAPTOP]
    again = await api.client.delete(f"{SESSIONS}/{listed[1]['id']}", headers=bearer(laptop))
    assert again.status_code == 404


async def test_signing_out_ends_this_token(api: Api) -> None:
    await api.register(COACH)
    token = await sign_in_on(api, PHONE)

    answer = await api.client.post("/api/logout", headers=bearer(token))

    assert answer.status_code == 200
    assert not await signed_in(api, token)


async def test_a_password_change_keeps_only_the_asking_session(api: Api) -> None:
    await api.register(COACH)
    phone = await sign_in_on(api, PHONE)
    laptop = await sign_in_on(api, LAPTOP)

    changed = await api.client.put(
        "/api/profile/change-password",
        json={"currentPassword": PASSWORD, "newPassword": "nova-lozinka-čćž"},
        headers=bearer(laptop),
    )

    assert changed.status_code == 200, changed.text
    fresh = changed.headers["X-Auth-Token"]
    assert not await signed_in(api, phone)
    assert not await signed_in(api, laptop)  # the old token of the same session ends too
    assert [(s["userAgent"], s["current"]) for s in await sessions_of(api, fresh)] == [
        (LAPTOP, True)
    ]


async def test_another_users_session_is_not_found_and_stays(api: Api) -> None:
    await api.register(COACH)
    await api.register("drugi.trener@example.com")
    theirs = await sign_in_on(api, PHONE, "drugi.trener@example.com")
    mine = await sign_in_on(api, LAPTOP)
    [their_session] = await sessions_of(api, theirs)

    answer = await api.client.delete(
        f"{SESSIONS}/{their_session['id']}", headers={**bearer(mine), "Accept-Language": "en"}
    )

    assert answer.status_code == 404
    assert await signed_in(api, theirs)

"""Login, current user, profile, change password, blocked users, rate limits."""

from tests.api.conftest import PASSWORD, Api, ApiFactory, bearer

EN = {"Accept-Language": "en"}


async def test_login_answers_user_and_token(api: Api) -> None:
    await api.register()
    response = await api.client.post(
        "/api/login", json={"email": "COACH@example.com", "password": PASSWORD}
    )
    assert response.status_code == 200
    body = response.json()
    assert body["user"]["club"]["name"] == "Karate klub Sloga"
    assert body["user"]["settings"] == {"currency": "RSD"}
    me = await api.client.get("/api/me", headers=bearer(body["token"]))
    assert me.status_code == 200
    assert me.json()["email"] == "coach@example.com"


async def test_wrong_password_and_unknown_email_are_401(api: Api) -> None:
    await api.register()
    for email, password in [("coach@example.com", "wrong-one"), ("nobody@example.com", PASSWORD)]:
        response = await api.client.post(
            "/api/login", json={"email": email, "password": password}, headers=EN
        )
        assert response.status_code == 401
        assert response.json()["error"] == "Wrong email/password combination."


async def test_login_requires_both_fields(api: Api) -> None:
    response = await api.client.post("/api/login", json={"email": "", "password": ""})
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"email", "password"}


async def test_blocked_user_cannot_sign_in_and_token_stops_working(api: Api) -> None:
    await api.register()
    token = await api.sign_in()
    await api.block("coach@example.com")
    login = await api.client.post(
        "/api/login", json={"email": "coach@example.com", "password": PASSWORD}, headers=EN
    )
    assert login.status_code == 403
    assert login.json()["error"] == "Account blocked"
    me = await api.client.get("/api/me", headers={**bearer(token), **EN})
    assert me.status_code == 403
    assert me.json()["error"] == "Account blocked"
    # The webapp signs out on this header (the token is dead; the message says why).
    assert me.headers["WWW-Authenticate"] == 'Bearer error="invalid_token"'


async def test_me_without_or_with_bad_token_is_401(api: Api) -> None:
    assert (await api.client.get("/api/me")).status_code == 401
    bad = await api.client.get("/api/me", headers=bearer("not-a-token"))
    assert bad.status_code == 401
    assert set(bad.json()) == {"message", "error", "requestId"}


async def test_update_profile(api: Api) -> None:
    await api.register()
    await api.register(email="other@example.com")
    token = await api.sign_in()
    ok = await api.client.put(
        "/api/profile",
        json={"name": "Novo Ime", "email": "new@example.com"},
        headers=bearer(token),
    )
    assert ok.status_code == 200
    assert (ok.json()["name"], ok.json()["email"]) == ("Novo Ime", "new@example.com")
    taken = await api.client.put(
        "/api/profile", json={"name": "X", "email": "other@example.com"}, headers=bearer(token)
    )
    assert taken.status_code == 409
    invalid = await api.client.put(
        "/api/profile", json={"name": "", "email": "nope"}, headers=bearer(token)
    )
    assert invalid.status_code == 400
    assert set(invalid.json()["errors"]) == {"name", "email"}
    anonymous = await api.client.put("/api/profile", json={"name": "X", "email": "x@y.rs"})
    assert anonymous.status_code == 401


async def test_change_password_gives_fresh_token_and_retires_old_ones(api: Api) -> None:
    await api.register()
    old = await api.sign_in()
    wrong = await api.client.put(
        "/api/profile/change-password",
        json={"currentPassword": "nope-nope", "newPassword": "another1"},
        headers={**bearer(old), **EN},
    )
    assert wrong.status_code == 400
    assert wrong.json()["errors"] == {"currentPassword": "The current password is not correct."}
    short = await api.client.put(
        "/api/profile/change-password",
        json={"currentPassword": PASSWORD, "newPassword": "abc"},
        headers=bearer(old),
    )
    assert short.status_code == 400
    assert set(short.json()["errors"]) == {"newPassword"}
    ok = await api.client.put(
        "/api/profile/change-password",
        json={"currentPassword": PASSWORD, "newPassword": "another1"},
        headers=bearer(old),
    )
    assert ok.status_code == 200
    fresh = ok.headers["X-Auth-Token"]
    assert (await api.client.get("/api/me", headers=bearer(old))).status_code == 401
    assert (await api.client.get("/api/me", headers=bearer(fresh))).status_code == 200
    await api.sign_in(password="another1")


async def test_login_is_rate_limited(make_api: ApiFactory) -> None:
    api: Api = await make_api(attempts_per_minute=3)
    statuses = []
    for _ in range(4):
        response = await api.client.post(
            "/api/login", json={"email": "x@example.com", "password": "whatever"}
        )
        statuses.append(response.status_code)
    assert statuses == [401, 401, 401, 429]

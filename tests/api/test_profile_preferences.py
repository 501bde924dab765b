"""PUT /api/profile with the UI language and the mail notices (issue 19): partial, checked
per field in the user's language, shown by GET /api/me."""

from tests.api.conftest import Api, bearer

EN = {"Accept-Language": "en"}


async def test_language_and_notices_are_saved_partially_and_shown_by_me(api: Api) -> None:
    await api.register()
    token = await api.sign_in()
    me = (await api.client.get("/api/me", headers=bearer(token))).json()
    assert me["language"] is None
    assert me["notifications"] == {
        "applicationsOpen": True,
        "entryConfirmation": True,
        "deadlineReminder": True,
    }

    language = await api.client.put("/api/profile", json={"language": "en"}, headers=bearer(token))
    assert language.status_code == 200
    off = await api.client.put(
        "/api/profile",
        json={"notifications": {"entryConfirmation": False}},
        headers=bearer(token),
    )
    assert off.status_code == 200

    me = (await api.client.get("/api/me", headers=bearer(token))).json()
    assert (me["name"], me["email"], me["language"]) == (
        language.json()["name"],
        "coach@example.com",
        "en",
    )
    assert me["notifications"] == {
        "applicationsOpen": True,
        "entryConfirmation": False,
        "deadlineReminder": True,
    }


async def test_a_bad_language_is_a_400_per_field_and_changes_nothing(api: Api) -> None:
    await api.register()
    token = await api.sign_in()
    bad = await api.client.put(
        "/api/profile",
        json={"language": "de", "email": "nope", "notifications": {"applicationsOpen": False}},
        headers={**bearer(token), **EN},
    )
    assert bad.status_code == 400
    assert bad.json()["errors"] == {
        "language": "Choose one of the offered values.",
        "email": "Enter a valid email address.",
    }
    me = (await api.client.get("/api/me", headers=bearer(token))).json()
    assert me["language"] is None
    assert me["notifications"]["applicationsOpen"] is True


async def test_notices_must_be_true_or_false(api: Api) -> None:
    await api.register()
    token = await api.sign_in()
    bad = await api.client.put(
        "/api/profile",
        json={"notifications": {"deadlineReminder": "no"}},
        headers={**bearer(token), **EN},
    )
    assert bad.status_code == 400
    assert bad.json()["errors"] == {"notifications.deadlineReminder": "Invalid value."}


async def test_serbian_cyrillic_is_a_language_of_its_own(api: Api) -> None:
    """Kept as the user's language; asked for by Accept-Language, messages come in Cyrillic."""
    await api.register()
    token = await api.sign_in()
    chosen = await api.client.put(
        "/api/profile", json={"language": "sr-Cyrl"}, headers=bearer(token)
    )
    assert chosen.status_code == 200
    me = (await api.client.get("/api/me", headers=bearer(token))).json()
    assert me["language"] == "sr-Cyrl"

    bad = await api.client.put(
        "/api/profile",
        json={"language": "sr-Latn", "email": "nope"},
        headers={**bearer(token), "Accept-Language": "sr-Cyrl-RS, en;q=0.5"},
    )
    assert bad.status_code == 400
    assert bad.json()["errors"] == {
        "language": "Изаберите једну од понуђених вредности.",
        "email": "Унесите исправну email адресу.",
    }

"""Input that could reach the database badly is refused with a 400 (or 404), never a 500."""

import pytest

from tests.api.conftest import Api, bearer, registration_body

HUGE = "99999999999999999999"


@pytest.mark.parametrize(
    "path",
    [
        f"/api/model/Clubs/{HUGE}",
        f"/api/model/Members?skip={HUGE}",
        '/api/model/Members?by={"clubId":' + HUGE + "}",
        f"/api/tournament/{HUGE}",
        "/api/model/Clubs/0",
        "/api/model/Members?q=%00",
        "/api/model/Members?by=" + "%5B" * 1000 + "%5D" * 1000,
    ],
)
async def test_out_of_range_numbers_and_nul_are_refused(api: Api, path: str) -> None:
    await api.register()
    token = await api.sign_in()
    response = await api.client.get(path, headers=bearer(token))
    assert response.status_code in {400, 404}, response.text
    assert set(response.json()) >= {"message", "error"}


async def test_nul_characters_in_a_body_are_a_400(api: Api) -> None:
    response = await api.client.post(
        "/api/login", json={"email": "a\u0000b@example.com", "password": "secret\u0000"}
    )
    assert response.status_code == 400
    assert set(response.json()["errors"]) <= {"email", "password"}


async def test_a_huge_club_id_in_a_body_is_a_400(api: Api) -> None:
    await api.register()
    token = await api.sign_in()
    body = {"obj": {"clubId": int(HUGE), "firstName": "A", "lastName": "B", "funct": "C"}}
    response = await api.client.post("/api/model/Officials", json=body, headers=bearer(token))
    assert response.status_code == 400
    assert "clubId" in response.json()["errors"]


@pytest.mark.parametrize(
    ("path", "field"),
    [("/api/model/Clubs/0", "id"), ("/api/model/Members?limit=1001", "limit")],
)
async def test_a_number_out_of_range_is_an_invalid_value_not_a_non_number(
    api: Api, path: str, field: str
) -> None:
    await api.register()
    token = await api.sign_in()
    response = await api.client.get(path, headers={**bearer(token), "Accept-Language": "en"})
    assert response.status_code == 400
    assert response.json()["errors"] == {field: "Invalid value."}


@pytest.mark.parametrize(
    "content",
    [b"[" * 100_000 + b"]" * 100_000, b'{"email": "\xff\xfe", "password": "x"}', b"{not json"],
    ids=["deeply nested", "invalid UTF-8", "not JSON"],
)
async def test_a_body_that_is_not_readable_json_is_a_400(api: Api, content: bytes) -> None:
    headers = {"Content-Type": "application/json", "Accept-Language": "en"}
    response = await api.client.post("/api/login", content=content, headers=headers)
    assert response.status_code == 400, response.text
    assert response.json()["errors"] == {"body": "Invalid value."}


async def test_every_broken_field_of_a_nested_body_is_named_at_once(api: Api) -> None:
    body = registration_body()
    body["club"] = {**body["club"], "name": 5, "city": "x" * 201}
    body["referees"] = [{"firstName": "A", "dan": "x", "rang": "NOPE", "extra": 1}]
    del body["email"]
    response = await api.client.post("/api/register", json=body, headers={"Accept-Language": "en"})
    assert response.status_code == 400
    assert response.json()["errors"] == {
        "email": "This field is required.",
        "club.name": "Invalid value.",
        "club.city": "Too many characters.",
        "referees.0.lastName": "This field is required.",
        "referees.0.dan": "This field must be a number.",
        "referees.0.rang": "Invalid value.",
        "referees.0.extra": "Unknown field.",
    }

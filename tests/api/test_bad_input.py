"""Input that could reach the database badly is refused with a 400 (or 404), never a 500."""

import pytest

from tests.api.conftest import Api, bearer

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

"""Register, validate and app data."""

import pytest

from adapters.sql.statement_counter import count_statements
from tests.api.conftest import Api, bearer, registration_body

EN = {"Accept-Language": "en"}


async def test_app_data_signed_out_shows_public_settings_only(api: Api) -> None:
    response = await api.client.get("/api/data")
    assert response.status_code == 200
    body = response.json()
    assert body["variant"] == "default"
    assert body["features"] == {"registrationFee": True}
    assert body["activeTournament"] is None
    assert set(body["settings"]) == {"title", "description", "logo"}
    assert body["timeZone"] == "Europe/Belgrade"  # whose wall clock the date-times are


async def test_app_data_signed_in_shows_all_settings(api: Api) -> None:
    await api.register()
    token = await api.sign_in()
    body = (await api.client.get("/api/data", headers=bearer(token))).json()
    assert {"disableEdit", "disableCreate", "showDisciplines", "id"} <= set(body["settings"])


async def test_app_data_is_one_statement_signed_in_or_not(api: Api) -> None:
    """Settings, active tournament and the token holder in one SELECT, in no transaction."""
    await api.register()
    token = await api.sign_in()

    with count_statements(api.engine) as signed_in:
        assert (await api.client.get("/api/data", headers=bearer(token))).status_code == 200
    with count_statements(api.engine) as signed_out:
        assert (await api.client.get("/api/data")).status_code == 200

    assert (signed_in.count, signed_out.count) == (1, 1)


async def test_register_creates_user_club_and_people_without_signing_in(api: Api) -> None:
    body = await api.register(email="Coach@Example.com")
    assert body["user"]["email"] == "coach@example.com"
    assert body["user"]["isAdmin"] is False
    assert body["club"]["shortName"] == "KK Sloga"
    assert body["user"]["club"]["id"] == body["club"]["id"]
    assert "token" not in body
    async with api.context.uow() as uow:
        coach = await uow.coaches.get(1)
        referee = await uow.referees.get(1)
        official = await uow.officials.get(1)
    assert coach is not None and coach.club_id == body["club"]["id"]
    assert referee is not None and referee.dan == 3
    assert official is not None and official.funct == "Sekretar"


async def test_register_reports_every_broken_rule_and_stores_nothing(api: Api) -> None:
    body = registration_body()
    body["password"] = "123"
    body["club"]["email"] = "not-an-email"
    body["club"]["city"] = " "
    body["referees"] = [{"firstName": "Z", "lastName": "J", "dan": 11, "rang": "OTHER"}]
    response = await api.client.post("/api/register", json=body, headers=EN)
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert errors == {
        "password": "More characters needed: at least 6.",
        "club.city": "This field is required.",
        "club.email": "Enter a valid email address.",
        "referees.0.dan": "Dan must be between 1 and 10.",
        "referees.0.rangOther": "This field is required.",
    }
    login = await api.client.post(
        "/api/login", json={"email": "coach@example.com", "password": "123"}
    )
    assert login.status_code == 401


async def test_register_duplicate_email_is_a_conflict(api: Api) -> None:
    await api.register()
    body = registration_body("COACH@example.com")
    response = await api.client.post("/api/register", json=body, headers=EN)
    assert response.status_code == 409
    assert response.json()["errors"] == {"email": "An account with this email already exists."}


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"unexpected": 1}, "unexpected", "Nepoznato polje."),
        ({"coaches": [{"firstName": "A"}]}, "coaches.0.lastName", "Ovo polje je obavezno."),
        (
            {"referees": [{"firstName": "A", "lastName": "B", "dan": "x", "rang": "TRAINEE"}]},
            "referees.0.dan",
            "Ovo polje mora biti broj.",
        ),
    ],
)
async def test_register_malformed_body_is_400_per_field_in_serbian(
    api: Api, change: dict[str, object], field: str, message: str
) -> None:
    body = registration_body()
    body.update(change)
    response = await api.client.post("/api/register", json=body)
    assert response.status_code == 400
    payload = response.json()
    assert payload["errors"] == {field: message}
    assert payload["message"] == payload["error"] == "Podaci nisu ispravni."


async def test_validate_registration(api: Api) -> None:
    ok = await api.client.post(
        "/api/register/validate", json={"name": "A", "email": "a@b.rs", "password": "abcdef"}
    )
    assert (ok.status_code, ok.json()) == (200, {})
    short = await api.client.post(
        "/api/register/validate",
        json={"name": "", "email": "a@b.rs", "password": "abc"},
        headers=EN,
    )
    assert short.status_code == 400
    assert short.json()["errors"] == {
        "name": "This field is required.",
        "password": "More characters needed: at least 6.",
    }
    await api.register()
    taken = await api.client.post(
        "/api/register/validate",
        json={"name": "A", "email": "coach@example.com", "password": "abcdef"},
    )
    assert taken.status_code == 409
    assert "email" in taken.json()["errors"]


async def test_the_document_states_the_password_and_dan_rules(api: Api) -> None:
    """The core checks them (with its own messages); the document says what passes."""
    schemas = (await api.client.get("/api/schema/openapi.json")).json()["components"]["schemas"]
    for shape, field in [
        ("AccountIn", "password"),
        ("ChangePasswordIn", "newPassword"),
        ("ResetPasswordIn", "password"),
        ("UserPasswordIn", "password"),
    ]:
        assert schemas[shape]["properties"][field]["minLength"] == 6, shape
    assert "minLength" not in schemas["LoginIn"]["properties"]["password"]
    dan = schemas["RefereeIn"]["properties"]["dan"]
    assert (dan["minimum"], dan["maximum"]) == (1, 10)
    body = registration_body()
    body["referees"][0]["dan"] = 11
    response = await api.client.post("/api/register", json=body, headers=EN)
    assert response.status_code == 400
    assert response.json()["errors"] == {"referees.0.dan": "Dan must be between 1 and 10."}

"""OpenAPI, unknown calls, uploaded files and the webapp's history-mode fallback."""

from pathlib import Path

from tests.api.conftest import Api, ApiFactory


async def test_openapi_document_lists_every_call_with_an_operation_id(api: Api) -> None:
    response = await api.client.get("/api/schema/openapi.json")
    assert response.status_code == 200
    operations = {
        op["operationId"] for path in response.json()["paths"].values() for op in path.values()
    }
    assert {
        "login",
        "register",
        "validateRegistration",
        "currentUser",
        "updateProfile",
        "changePassword",
        "requestPasswordReset",
        "resetPassword",
        "appData",
    } <= operations


async def test_unknown_api_call_is_json_404(api: Api) -> None:
    response = await api.client.get("/api/nothing-here")
    assert response.status_code == 404
    assert set(response.json()) == {"message", "error", "requestId"}


async def test_security_headers_are_set(api: Api) -> None:
    response = await api.client.get("/api/data")
    assert response.headers["X-Content-Type-Options"] == "nosniff"


async def test_uploaded_files_are_served_and_nothing_outside(api: Api) -> None:
    stored = await api.context.files.save("avatars", b"\x89PNG fake", ".png")
    response = await api.client.get(api.context.links.link(stored))
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/png"
    escape = await api.client.get("/files/../secret_key")
    assert escape.status_code == 404


async def test_webapp_history_mode_fallback(make_api: ApiFactory, tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<html>fedreg app</html>")
    (dist / "assets" / "app.js").write_text("console.log(1)")
    (dist / "favicon.svg").write_text("<svg/>")
    api: Api = await make_api(webapp_dir=dist)
    for path in ["/", "/login", "/my-club", "/tournaments/3/view/2", "/reset-password/abc"]:
        page = await api.client.get(path)
        assert page.status_code == 200, path
        assert "fedreg app" in page.text
        assert page.headers["content-type"].startswith("text/html")
    assert (await api.client.get("/assets/app.js")).text == "console.log(1)"
    favicon = await api.client.get("/favicon.svg")
    assert (favicon.text, favicon.headers["content-type"]) == ("<svg/>", "image/svg+xml")
    assert (await api.client.get("/api/unknown")).status_code == 404
    assert (await api.client.get("/assets/missing.js")).status_code == 404


async def test_openapi_documents_errors_in_the_shape_they_are_sent(api: Api) -> None:
    document = (await api.client.get("/api/schema/openapi.json")).json()
    login = document["paths"]["/api/login"]["post"]["responses"]
    assert set(login) >= {"200", "400", "401", "403", "429"}
    for status in ("400", "401", "403", "429"):
        schema = login[status]["content"]["application/json"]["schema"]
        assert schema["$ref"].endswith("/ErrorBody")
    error_body = document["components"]["schemas"]["ErrorBody"]
    assert set(error_body["required"]) == {"message", "error", "requestId"}


async def test_schema_names_are_unique_so_generated_client_types_stay_stable(api: Api) -> None:
    document = (await api.client.get("/api/schema/openapi.json")).json()
    prefixed = [name for name in document["components"]["schemas"] if "_" in name]
    assert prefixed == []  # Litestar prefixes module names when two Structs share a name

"""Security headers on every answer, errors included: the webapp's Content-Security-Policy, a
policy that forbids everything for the API and stored files, and no caching of API answers
(issue 15)."""

import re
from pathlib import Path

import pytest

from tests.api.conftest import Api, ApiFactory, bearer
from tests.api.registrations.conftest import cup_on
from tests.api.resources.conftest import fed_on, member_body

NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'none'"
ALWAYS = {"x-content-type-options": "nosniff", "x-frame-options": "DENY"}


def directives(policy: str) -> dict[str, list[str]]:
    named = (part.split() for part in policy.split(";") if part.strip())
    return {name: sources for name, *sources in named}


@pytest.fixture
async def with_webapp(make_api: ApiFactory, tmp_path: Path) -> Api:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<html>fedreg app</html>")
    api: Api = await make_api(webapp_dir=dist)
    return api


@pytest.mark.parametrize("path", ["/", "/login", "/my-club", "/tournaments/3/view/2"])
async def test_the_webapp_runs_only_its_own_scripts_and_is_never_framed(
    with_webapp: Api, path: str
) -> None:
    response = await with_webapp.client.get(path)
    assert response.status_code == 200
    policy = directives(response.headers["content-security-policy"])
    assert policy["script-src"] == ["'self'"]  # no inline script, no eval
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'none'"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert set(policy["img-src"]) == {"'self'", "data:", "blob:"}
    assert "cache-control" not in response.headers
    assert ALWAYS.items() <= response.headers.items()


async def test_every_api_answer_forbids_everything_and_is_not_stored(api: Api) -> None:
    """Successful answers with people's data, refusals and unknown paths alike."""
    fed = await fed_on(api)
    cup = await cup_on(fed)
    created = await fed.call("POST", "/api/model/Members", fed.coach, json=member_body(fed.club_id))
    entry = {"memberId": created.json()["id"], "categories": cup.categories("kumite")}
    tournament = f"/api/tournament/{cup.id}"
    answers = [
        created,
        await fed.call("GET", "/api/me", fed.coach),
        await fed.call("GET", f"/api/model/Members/{created.json()['id']}", fed.coach),
        await fed.call("GET", "/api/model/Members", fed.coach),
        await fed.call("GET", "/api/model/User", fed.admin),
        await fed.call("POST", f"{tournament}/register-competitor", fed.coach, json=entry),
        await fed.call("GET", f"{tournament}/competitors", fed.admin),
        await fed.call("GET", f"{tournament}/fees", fed.admin),
        await fed.call("GET", f"{tournament}/fees/{fed.club_id}", fed.coach),
        await fed.call("GET", "/api/data", None),
        await fed.call("GET", "/api/me", None),
        await api.client.get("/api/me", headers=bearer("forged")),
        await api.client.post("/api/login", content=b"{", headers={"Content-Type": "x"}),
        await api.client.get("/api/no-such-call"),
        await api.client.get("/api"),
        await api.client.get("/api/schema/openapi.json"),
    ]
    assert [response.status_code for response in answers[:9]] == [
        201,
        *[200] * 4,
        201,
        200,
        200,
        200,
    ]
    for response in answers:
        url = response.request.url
        assert response.headers["content-security-policy"] == NOTHING_ALLOWED, url
        assert response.headers["cache-control"] == "no-store", url
        assert ALWAYS.items() <= response.headers.items(), url


async def test_stored_files_forbid_everything(api: Api) -> None:
    stored = await api.context.files.save("logos", b"\x89PNG fake", ".png")
    for path in (stored, "/files/logos/missing.png"):
        response = await api.client.get(path)
        assert response.headers["content-security-policy"] == NOTHING_ALLOWED, path
        assert ALWAYS.items() <= response.headers.items(), path


async def test_the_api_documentation_page_may_run_swagger_ui_only(api: Api) -> None:
    response = await api.client.get("/api/schema/swagger")
    assert response.headers["content-type"].startswith("text/html")
    policy = directives(response.headers["content-security-policy"])
    assert policy["default-src"] == ["'none'"]
    assert policy["connect-src"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert response.headers["cache-control"] == "no-store"
    assert policy["script-src"] == ["'self'", "'unsafe-inline'"]  # no other origin


def page_urls(html: str) -> list[str]:
    """The URLs a page's ``src`` and ``href`` attributes name."""
    return re.findall(r"""(?:src|href)=["']([^"']*)["']""", html)


async def test_the_api_documentation_loads_swagger_ui_from_this_server(
    make_api: ApiFactory, tmp_path: Path
) -> None:
    """Its script and style come from the webapp's build, not from a CDN (issue 32)."""
    bare = await make_api()  # no webapp built: the page still answers
    page = await bare.client.get("/api/schema/swagger")
    assert page.status_code == 200
    urls = page_urls(page.text)
    assert urls and all(url.startswith("/assets/swagger-ui/") for url in urls), urls
    dist = tmp_path / "dist"
    (dist / "assets" / "swagger-ui").mkdir(parents=True)
    (dist / "index.html").write_text("<html>fedreg app</html>")
    for url in urls:
        (dist / url.lstrip("/")).write_text("/* swagger-ui-dist */")
    built = await make_api(webapp_dir=dist)
    assert page_urls((await built.client.get("/api/schema/swagger")).text) == urls
    for url in urls:
        assert (await built.client.get(url)).status_code == 200, url

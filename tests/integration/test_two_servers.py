"""Two ``fedreg serve`` processes, one PostgreSQL database, one object store (SeaweedFS),
and no shared folder: what one server is told, the other knows (issue 22).

Each server has a data folder of its own; both trust this host as their reverse proxy, so
each request names its client in ``X-Forwarded-For`` as a balancer would.
"""

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner

from tests.api.conftest import PASSWORD, registration_body
from tests.api.resources.catalog.test_tournament_files_api import PDF
from tests.api.resources.conftest import member_body
from tests.api.resources.test_uploads_and_settings_api import png
from tests.integration.cli.conftest import Fedreg, environment
from tests.integration.cli.test_cli_backup import EXAMPLES
from tests.integration.server_process import Server, running_servers
from tests.seaweed import S3Server

pytestmark = [pytest.mark.postgres, pytest.mark.s3]
LIMIT = 4
ADMIN = "admin@example.com"
COACH = "coach@example.com"
GUESSED = "guessed@example.com"
_clients = iter(range(1, 250))  # 250: the guesser's


def call(server: Server, method: str, path: str, token: str = "", **kw: Any) -> httpx.Response:
    """A request through the balancer from a client address of its own."""
    headers = {"X-Forwarded-For": f"198.51.100.{next(_clients)}", **kw.pop("headers", {})}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return httpx.request(method, f"{server.url}{path}", headers=headers, timeout=30, **kw)


def sign_in(server: Server, email: str, password: str = PASSWORD) -> httpx.Response:
    return call(server, "POST", "/api/login", json={"email": email, "password": password})


def upload(server: Server, path: str, token: str, name: str, data: bytes) -> Any:
    files = {"file": (name, data, "application/octet-stream")}
    answer = call(server, "POST", path, token, files=files, data={"returnObj": "true"})
    assert answer.status_code == 200, answer.text
    return answer.json()


def seeded(data_dir: Path, database_url: str, monkeypatch: pytest.MonkeyPatch) -> int:
    """The database migrated, the example catalogue, a tournament and the admin, made with
    the CLI in this process (faster than a process per command); answers the tournament's id."""
    environment(monkeypatch, data_dir, database_url)
    fedreg = Fedreg(data_dir, database_url, CliRunner())
    fedreg.ok("db", "upgrade")
    fedreg.ok("catalog", "import", str(EXAMPLES / "catalogue.yaml"))
    created = fedreg.ok("tournaments", "create", "--file", str(EXAMPLES / "tournament.yaml"))
    fedreg.ok("users", "create-admin", ADMIN, "--name", "Admin", "--password", PASSWORD)
    return int(created.split()[1])  # "Tournament 1 Prvenstvo Srbije 2027 created."


def eventually(check: Callable[[], bool], within: float = 5.0) -> bool:
    """``check`` holds now or within ``within`` seconds (the other server hears of a change
    through PostgreSQL's notifications)."""
    deadline = time.monotonic() + within
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True


def uploads_through(first: Server, coach: str, admin: str, tournament_id: int) -> list[str]:
    """A member's photo, the club's logo and a tournament document, uploaded to ``first``:
    the links its answers give."""
    club_id = call(first, "GET", "/api/me", coach).json()["club"]["id"]
    member = call(first, "POST", "/api/model/Members", coach, json=member_body(club_id))
    photo = upload(first, f"/api/model/Members/{member.json()['id']}", coach, "me.png", png())
    logo = upload(first, f"/api/model/Clubs/{club_id}", coach, "logo.png", png((0, 0, 200)))
    record = {"obj": {"tournamentId": tournament_id, "name": "Propozicije"}}
    made = call(first, "POST", "/api/model/Documents", admin, json=record)
    assert made.status_code == 201, made.text
    path = f"/api/model/Documents/{made.json()['id']}"
    document = upload(first, path, admin, "propozicije.pdf", PDF)
    return [photo["avatar"], logo["logo"], document["path"]]


def test_two_servers_share_uploads_sign_in_limits_and_sign_outs(
    tmp_path: Path,
    fresh_postgres_database: str,
    s3_server: S3Server,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    database = fresh_postgres_database
    settings = {
        "FEDREG_FILES_URL": s3_server.new_url(),
        "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": str(LIMIT),
        "FEDREG_TRUSTED_PROXIES": "127.0.0.1",
    }
    folders = [tmp_path / "a", tmp_path / "b"]
    for folder in folders:
        folder.mkdir()
    tournament_id = seeded(tmp_path / "a", database, monkeypatch)
    with running_servers(folders, database, settings) as (first, second):
        assert (
            call(first, "POST", "/api/register", json=registration_body(COACH)).status_code == 201
        )
        coach = sign_in(first, COACH).json()["token"]
        admin = sign_in(first, ADMIN).json()["token"]
        links = uploads_through(first, coach, admin, tournament_id)
        for link in links:  # the photo's link is signed: an <img> sends no token
            on_first, on_second = call(first, "GET", link), call(second, "GET", link)
            assert on_second.status_code == 200, link
            assert on_second.content == on_first.content
            assert on_second.headers["content-type"] == on_first.headers["content-type"]
        assert not list((tmp_path / "a").glob("files/*/*"))  # in the object store only

        guesser = {"X-Forwarded-For": "198.51.100.250"}  # one address through both servers
        guess = {"email": GUESSED, "password": "wrong-guess"}
        for _ in range(LIMIT):
            assert call(first, "POST", "/api/login", json=guess, headers=guesser).status_code == 401
        assert call(second, "POST", "/api/login", json=guess, headers=guesser).status_code == 429

        assert call(second, "GET", "/api/me", coach).status_code == 200
        change = {"currentPassword": PASSWORD, "newPassword": "another1"}
        changed = call(first, "PUT", "/api/profile/change-password", coach, json=change)
        assert changed.status_code == 200, changed.text
        assert call(first, "GET", "/api/me", coach).status_code == 401
        assert eventually(lambda: call(second, "GET", "/api/me", coach).status_code == 401)
        fresh = changed.headers["X-Auth-Token"]
        assert call(second, "GET", "/api/me", fresh).status_code == 200

"""``/api/ready`` of the ASGI entry point (``uvicorn --factory entrypoints.asgi:create_asgi_app``):
503 until the database answers, its schema serves the code and the object store (when files
are kept in one) answers; each failing cause logged once. A database behind the code is
served, unready, instead of refused at start (a rolling upgrade starts the new code first)."""

import logging
import sqlite3
from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient

from adapters.sql.migrate import head_revision, upgrade
from entrypoints.asgi import create_asgi_app
from tests.integration.server_process import free_port
from tests.seaweed import S3Server

READINESS_LOG = "fedreg.readiness"


@pytest.fixture
def database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    path = tmp_path / "fedreg.db"
    monkeypatch.setenv("FEDREG_DATABASE_URL", f"sqlite+aiosqlite:///{path}")
    monkeypatch.setenv("FEDREG_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("FEDREG_SECRET_KEY", "readiness-test-secret-key-of-a-proper-length")
    monkeypatch.setenv("FEDREG_NOTICE_INTERVAL_SECONDS", "0")
    monkeypatch.setenv("FEDREG_LOG_FORMAT", "json")  # the app leaves the log set-up alone
    return path


def url_of(path: Path) -> str:
    return f"sqlite+aiosqlite:///{path}"


def set_revision(path: Path, revision: str) -> None:
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE alembic_version SET version_num = ?", (revision,))


async def ready(client: AsyncTestClient) -> tuple[int, dict[str, object]]:  # type: ignore[type-arg]
    answer = await client.get("/api/ready")
    return answer.status_code, answer.json()


async def test_a_migrated_database_is_ready(database: Path) -> None:
    await upgrade(url_of(database))
    async with AsyncTestClient(create_asgi_app()) as client:
        assert await ready(client) == (
            200,
            {"status": "ready", "checks": {"database": "ok", "schema": "ok"}},
        )
        assert (await client.get("/api/health")).json() == {"status": "ok"}


async def test_a_database_behind_the_code_is_served_unready_and_logged_once(
    database: Path, caplog: pytest.LogCaptureFixture
) -> None:
    await upgrade(url_of(database), "0004")
    with caplog.at_level(logging.INFO, READINESS_LOG):
        async with AsyncTestClient(create_asgi_app()) as client:
            for _ in range(3):  # a load balancer's probes
                assert await ready(client) == (
                    503,
                    {"status": "unready", "checks": {"database": "ok", "schema": "failing"}},
                )
            assert (await client.get("/api/health")).status_code == 200
            await upgrade(url_of(database))
            assert (await ready(client))[0] == 200
    lines = [r.getMessage() for r in caplog.records if r.name == READINESS_LOG]
    wanted = f"not ready: the database is at revision 0004, this fedreg needs {head_revision()}"
    assert lines == [f"{wanted}: run `fedreg db upgrade` first", "ready again: schema passes"]


async def test_a_database_ahead_of_the_code_is_ready_and_logged_once(
    database: Path, caplog: pytest.LogCaptureFixture
) -> None:
    await upgrade(url_of(database))
    set_revision(database, "9999")  # a revision of a newer release
    with caplog.at_level(logging.INFO, READINESS_LOG):
        async with AsyncTestClient(create_asgi_app()) as client:
            for _ in range(3):
                assert (await ready(client))[0] == 200
    lines = [r.getMessage() for r in caplog.records if r.name == READINESS_LOG]
    assert len(lines) == 1
    assert "revision 9999, newer than this fedreg's" in lines[0]


async def test_the_schema_is_read_until_it_serves_then_no_more(database: Path) -> None:
    await upgrade(url_of(database))
    async with AsyncTestClient(create_asgi_app()) as client:
        assert (await ready(client))[0] == 200
        set_revision(database, "0004")  # never done to a running server: shows the cache
        assert (await ready(client))[0] == 200


async def test_a_database_that_does_not_answer_is_unready(
    database: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setenv("FEDREG_DATABASE_URL", url_of(database.parent / "no-folder" / "x.db"))
    with caplog.at_level(logging.WARNING, READINESS_LOG):
        async with AsyncTestClient(create_asgi_app()) as client:
            assert await ready(client) == (
                503,
                {"status": "unready", "checks": {"database": "failing", "schema": "failing"}},
            )
    assert any("database does not answer" in r.getMessage() for r in caplog.records)


async def test_an_object_store_that_does_not_answer_is_unready(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await upgrade(url_of(database))
    monkeypatch.setenv("FEDREG_FILES_URL", "s3://fedreg-test/ready")
    monkeypatch.setenv("AWS_ENDPOINT_URL", f"http://127.0.0.1:{free_port()}")  # nobody there
    monkeypatch.setenv("AWS_REGION", "us-east-1")
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "nobody")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "nobody-secret")
    async with AsyncTestClient(create_asgi_app()) as client:
        status, body = await ready(client)
    assert (status, body["checks"]) == (503, {"database": "ok", "schema": "ok", "files": "failing"})


@pytest.mark.s3
async def test_an_object_store_that_answers_is_ready(
    database: Path, monkeypatch: pytest.MonkeyPatch, s3_server: S3Server
) -> None:
    await upgrade(url_of(database))
    monkeypatch.setenv("FEDREG_FILES_URL", s3_server.new_url())
    async with AsyncTestClient(create_asgi_app()) as client:
        status, body = await ready(client)
    assert (status, body["checks"]) == (200, {"database": "ok", "schema": "ok", "files": "ok"})

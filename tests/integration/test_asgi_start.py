"""The ASGI entry point (``uvicorn --factory entrypoints.asgi:create_asgi_app``) serves only a
database at the code's newest migration: its caches rely on that migration's triggers."""

from pathlib import Path

import pytest
from litestar.testing import AsyncTestClient

from adapters.sql.migrate import NotMigrated, upgrade
from entrypoints.asgi import create_asgi_app


@pytest.fixture
def environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> str:
    url = f"sqlite+aiosqlite:///{tmp_path / 'fedreg.db'}"
    monkeypatch.setenv("FEDREG_DATABASE_URL", url)
    monkeypatch.setenv("FEDREG_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("FEDREG_SECRET_KEY", "asgi-start-test-secret-key-of-a-proper-length")
    return url


async def test_a_database_behind_the_code_is_refused(environment: str) -> None:
    await upgrade(environment, "0004")
    refused = pytest.RaisesExc(NotMigrated, match="revision 0004.*fedreg db upgrade")
    with pytest.RaisesGroup(refused, flatten_subgroups=True):  # from the lifespan's task group
        async with AsyncTestClient(create_asgi_app()):
            pass


async def test_a_migrated_database_is_served(environment: str) -> None:
    await upgrade(environment)
    async with AsyncTestClient(create_asgi_app()) as client:
        assert (await client.get("/api/health")).json() == {"status": "ok"}

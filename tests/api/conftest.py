"""API tests: the real app on a fresh, migrated SQLite database per test."""

import email
import email.policy
import shutil
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.http.app import create_app
from adapters.http.context import HttpContext
from adapters.security.passwords import BcryptPasswordHasher
from entrypoints.bootstrap import Runtime, build_runtime
from entrypoints.settings import load_config
from fedreg_core.domain.enums import Variant
from fedreg_core.ports.clock import Clock
from fedreg_core.ports.security import PasswordHasher

PASSWORD = "secret123"
SECRET_KEY = "test-secret-key-of-a-proper-length-0123456789"


@dataclass
class Api:
    """A signed-out client plus helpers that set up accounts through the API itself."""

    client: AsyncTestClient[Any]
    context: HttpContext
    data_dir: Path
    engine: AsyncEngine

    async def register(self, email: str = "coach@example.com", **changes: Any) -> dict[str, Any]:
        body = registration_body(email)
        body.update(changes)
        response = await self.client.post("/api/register", json=body)
        assert response.status_code == 201, response.text
        return dict(response.json())

    async def sign_in(self, email: str = "coach@example.com", password: str = PASSWORD) -> str:
        response = await self.client.post("/api/login", json={"email": email, "password": password})
        assert response.status_code == 200, response.text
        return str(response.json()["token"])

    async def block(self, email: str) -> None:
        """Block the user with ``email`` (as an admin would)."""
        async with self.context.uow() as uow:
            user = await uow.users.get_by_email(email)
            assert user is not None
            user.is_blocked = True
            await uow.users.update(user)
            await uow.commit()

    def outbox(self) -> list[str]:
        folder = self.data_dir / "outbox"
        if not folder.exists():
            return []
        messages = [
            email.message_from_bytes(p.read_bytes(), policy=email.policy.default)
            for p in sorted(folder.glob("*.eml"))
        ]
        return [str(m.get_body().get_content()) for m in messages]  # type: ignore[union-attr]


def but_its_request_id(body: dict[str, Any]) -> dict[str, Any]:
    """An answer's body without the request's id (every request has its own)."""
    return {name: value for name, value in body.items() if name != "requestId"}


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def stored_path(link: str) -> str:
    """The stored file a link of an answer points to (a photo's link is signed)."""
    return link.partition("?")[0]


def registration_body(email: str = "coach@example.com") -> dict[str, Any]:
    """A complete sign-up; its club is Karate klub Sloga, named after the e-mail for any other
    than the default one (club names are unique)."""
    local = email.partition("@")[0]
    club_name = "Karate klub Sloga" if email == "coach@example.com" else f"Karate klub {local}"
    return {
        "name": "Petar Petrović",
        "email": email,
        "password": PASSWORD,
        "club": {
            "name": club_name,
            "shortName": "KK Sloga",
            "city": "Novi Sad",
            "address": "Bulevar 1",
            "email": "sloga@example.com",
            "website": "https://sloga.example.org",
            "contact": "Petar",
            "mobile": "0601234567",
        },
        "coaches": [{"firstName": "Dragan", "lastName": "Ilić"}],
        "referees": [{"firstName": "Zoran", "lastName": "Jović", "dan": 3, "rang": "NATIONAL_A"}],
        "officials": [{"firstName": "Vesna", "lastName": "Marić", "funct": "Sekretar"}],
    }


ApiFactory = Callable[..., Any]

AppShape = tuple[str, Path | None]
"""What an app is built from besides its context: the trusted proxies (the middleware's) and
the webapp folder (its routes)."""


class AppPool:
    """The apps of this test process by shape, built once each and lent out one test at a
    time: building the app (its routes, its OpenAPI document) took more CPU than most API
    tests themselves. A lent app serves the borrowing test's context (the app reads its
    context from its state on every request); a test that builds two APIs borrows two apps."""

    def __init__(self) -> None:
        self._free: dict[AppShape, list[Litestar]] = {}

    @staticmethod
    def _shape(context: HttpContext) -> AppShape:
        return ",".join(context.trusted_proxies), context.webapp_dir

    def borrow(self, context: HttpContext) -> Litestar:
        free = self._free.setdefault(self._shape(context), [])
        app = free.pop() if free else create_app(context)
        app.state["context"] = context
        return app

    def give_back(self, context: HttpContext, app: Litestar) -> None:
        self._free[self._shape(context)].append(app)


@pytest.fixture(scope="session")
def app_pool() -> AppPool:
    return AppPool()


@pytest.fixture
async def make_api(
    tmp_path: Path, sqlite_template: Path, app_pool: AppPool
) -> AsyncIterator[ApiFactory]:
    """Build an API on a fresh database (a copy of the migrated template); keyword arguments
    tune the app (variant, limits)."""
    runtimes: list[Runtime] = []

    async def build(
        variant: Variant = Variant.DEFAULT,
        attempts_per_minute: int = 1000,
        clock: Clock | None = None,
        webapp_dir: Path | None = None,
        hasher: PasswordHasher | None = None,
        trusted_proxies: str = "",
        public_requests_per_minute: int = 1000,
        public_page_seconds: int = 0,
        files_url: str = "",
    ) -> Api:
        data_dir = tmp_path / f"data{len(runtimes)}"
        config = load_config(
            {
                "FEDREG_DATA_DIR": str(data_dir),
                "FEDREG_SECRET_KEY": SECRET_KEY,
                "FEDREG_VARIANT": variant.value,
                "FEDREG_PUBLIC_URL": "http://testserver.local",
                "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": str(attempts_per_minute),
                "FEDREG_TRUSTED_PROXIES": trusted_proxies,
                "FEDREG_PUBLIC_REQUESTS_PER_MINUTE": str(public_requests_per_minute),
                "FEDREG_PUBLIC_PAGE_SECONDS": str(public_page_seconds),
                "FEDREG_FILES_URL": files_url,
            }
        )
        data_dir.mkdir(parents=True)
        shutil.copyfile(sqlite_template, data_dir / "fedreg.db")
        assert config.database_url.endswith(str(data_dir / "fedreg.db"))
        runtime = build_runtime(config)
        runtimes.append(runtime)
        context = replace(
            runtime.context,
            hasher=hasher or BcryptPasswordHasher(cost=4),
            webapp_dir=webapp_dir,
            clock=clock or runtime.context.clock,
        )
        app = app_pool.borrow(context)
        lent.append((context, app))
        client = AsyncTestClient(app=app, base_url="http://testserver.local")
        await client.__aenter__()
        clients.append(client)
        return Api(client, context, data_dir, runtime.engine)

    clients: list[AsyncTestClient[Any]] = []
    lent: list[tuple[HttpContext, Litestar]] = []
    yield build
    for client in clients:
        await client.__aexit__(None, None, None)
    for context, app in lent:
        app_pool.give_back(context, app)
    for runtime in runtimes:
        await runtime.context.live.close()  # the live results' watches
        await runtime.close()  # the database, the spreadsheet readers


@pytest.fixture
async def api(make_api: ApiFactory) -> Api:
    result: Api = await make_api()
    return result

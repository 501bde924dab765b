"""The API fuzz test's world: one app on one SQLite file, seeded once, restored before each test.

The app is built once (building it, OpenAPI document included, takes about a second); the
seeded database is kept in memory and copied back over the app's database with SQLite's
backup API before each fuzzed operation, so every operation starts from the same rows.
"""

import asyncio
import sqlite3
from dataclasses import dataclass, field, replace
from pathlib import Path

from litestar import Litestar
from litestar.testing import AsyncTestClient

from adapters.http.app import create_app
from adapters.security.passwords import BcryptPasswordHasher
from adapters.sql.migrate import upgrade
from entrypoints.bootstrap import Runtime, build_runtime
from entrypoints.settings import load_config
from tests.api.conftest import Api
from tests.api.registrations.conftest import Cup, cup_on
from tests.api.resources.catalog.test_tournament_files_api import PDF
from tests.api.resources.conftest import Federation, fed_on

UNLIMITED_ATTEMPTS = 10**9
"""Sign-in attempts per minute: a limit reached mid-run would make answers depend on time."""


@dataclass
class FuzzWorld:
    """The app under test, its database file, and the seeded rows to restore."""

    app: Litestar
    runtime: Runtime
    headers: dict[str, dict[str, str]] = field(default_factory=dict)
    """``Authorization`` headers by role: ``club`` (a club's coach) and ``admin``."""
    snapshot: sqlite3.Connection | None = None

    @property
    def database(self) -> Path:
        return self.runtime.config.data_dir / "fedreg.db"

    def seed(self) -> None:
        """Migrate, fill the database through the API and keep a copy of it in memory."""
        self.headers = asyncio.run(self._seed())
        snapshot = sqlite3.connect(":memory:", check_same_thread=False)
        with sqlite3.connect(self.database) as live:
            live.backup(snapshot)
        live.close()
        self.snapshot = snapshot

    def restore(self) -> None:
        """Put the seeded rows back (the app's idle connections see them on their next read)."""
        assert self.snapshot is not None, "seed() first"
        live = sqlite3.connect(self.database)
        try:
            self.snapshot.backup(live)
        finally:
            live.close()

    async def _seed(self) -> dict[str, dict[str, str]]:
        await upgrade(self.runtime.config.database_url)
        try:
            async with AsyncTestClient(app=self.app, base_url="http://testserver.local") as client:
                context, engine = self.app.state["context"], self.runtime.engine
                api = Api(client, context, self.runtime.config.data_dir, engine)
                fed = await fed_on(api)
                await fill(await cup_on(fed))
        finally:
            # Pooled connections belong to this event loop; the fuzzed calls open their own.
            await self.runtime.close()
        return {"club": fed.coach, "admin": fed.admin}


def build_world(data_dir: Path) -> FuzzWorld:
    """The app on an empty data folder (nothing touches the database until ``seed``)."""
    config = load_config(
        {
            "FEDREG_DATA_DIR": str(data_dir),
            "FEDREG_SECRET_KEY": "fuzz-secret-key-of-a-proper-length-0123456789",
            "FEDREG_PUBLIC_URL": "http://testserver.local",
            "FEDREG_SIGN_IN_ATTEMPTS_PER_MINUTE": str(UNLIMITED_ATTEMPTS),
        }
    )
    runtime = build_runtime(config)
    context = replace(runtime.context, hasher=BcryptPasswordHasher(cost=4))
    app = create_app(context)
    app.on_shutdown.append(runtime.close)
    return FuzzWorld(app, runtime)


async def fill(cup: Cup) -> None:
    """Registrations of every kind, a deduction and a document, so ids hit real rows."""
    fed = cup.fed
    ana, maja = [await cup.member(fed.club_id, name) for name in ("Ana", "Maja")]
    marko = await cup.member(fed.other_club_id, "Marko", is_male=True)
    base = f"/api/tournament/{cup.id}"
    for member_id, who in ((ana, fed.coach), (marko, fed.other)):
        body = {"memberId": member_id, "categories": cup.categories("kumite", "kataA")}
        await _expect(fed, "POST", f"{base}/register-competitor", who, 201, json=body)
    team = {"type": "WOMEN", "memberIds": [ana, maja], "categories": cup.categories("team")}
    await _expect(fed, "POST", f"{base}/register-team", fed.coach, 201, json=team)
    for kind, people in (("referee", "referees"), ("coach", "coaches"), ("official", "officials")):
        person = await cup.person_id(people, fed.club_id)
        await _expect(fed, "POST", f"{base}/register-{kind}/{person}", fed.coach, 201)
    deduction = {"obj": {"clubId": fed.club_id, "tournamentId": cup.id, "deduction": 10}}
    await _expect(fed, "POST", "/api/model/ClubDeductions", fed.admin, 201, json=deduction)
    document = {"obj": {"tournamentId": cup.id, "name": "Propozicije"}}
    made = await _expect(fed, "POST", "/api/model/Documents", fed.admin, 201, json=document)
    files = {"file": ("propozicije.pdf", PDF, "application/pdf")}
    url = f"/api/model/Documents/{made['id']}"
    await _expect(fed, "POST", url, fed.admin, 200, files=files)


async def _expect(
    fed: Federation, method: str, url: str, who: dict[str, str], status: int, **kw: object
) -> dict[str, object]:
    response = await fed.call(method, url, who, **kw)
    assert response.status_code == status, f"{method} {url}: {response.text}"
    return dict(response.json())

"""A real ``fedreg serve`` (one worker: the server's own process) given every hostile package
of ``tests/hostile_sheets.py`` and a file on which python-calamine aborts its process, by a
club's coach, to the import dry run: each answer is a 4xx, the worker is the same process
afterwards (its pid, from the harness) and it still answers."""

import asyncio
from pathlib import Path

import httpx

from adapters.security.passwords import BcryptPasswordHasher
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import upgrade
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from tests.hostile_sheets import HOSTILE, valid_xlsx
from tests.integration.server_process import running_server
from tests.integration.sql_samples import new_club
from tests.integration.sql_support import run_outside_loop

COACH, PASSWORD = "coach@hostile.example", "secret123"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


async def _seed(database_url: str) -> int:
    """A club with its coach; the club's id."""
    await upgrade(database_url)
    engine = create_engine(database_url)
    try:
        async with SqlUnitOfWorkFactory(session_factory(engine))() as uow:
            club = await uow.clubs.add(new_club())
            assert club.id is not None
            hashed = await BcryptPasswordHasher(cost=4).hash(PASSWORD)
            await uow.users.add(User("Trener", COACH, hashed, club.id))
            await uow.commit()
        return club.id
    finally:
        await engine.dispose()


def _post_all(url: str, club_id: int, files: list[tuple[str, bytes]]) -> list[int]:
    async def post() -> list[int]:
        async with httpx.AsyncClient(base_url=url, timeout=60.0) as client:
            login = await client.post("/api/login", json={"email": COACH, "password": PASSWORD})
            assert login.status_code == 200, login.text
            headers = {"Authorization": f"Bearer {login.json()['token']}"}
            statuses = []
            for name, content in files:  # one by one: the import holds a database connection
                answer = await client.post(
                    f"/api/clubs/{club_id}/import/members",
                    params={"dryRun": "true"},
                    files={"file": (name, content, XLSX)},
                    headers=headers,
                )
                statuses.append(answer.status_code)
            return statuses

    return asyncio.run(post())


def test_no_upload_ends_the_worker(tmp_path: Path) -> None:
    database = f"sqlite+aiosqlite:///{tmp_path / 'fedreg.db'}"
    club_id = run_outside_loop(_seed(database))
    hostile = [(file_name, make()) for make, file_name, _ in HOSTILE.values()]
    with running_server(tmp_path, database, workers=1) as server:
        pid = server.process.pid
        statuses = _post_all(server.url, club_id, hostile * 2)
        assert all(400 <= status < 500 for status in statuses), statuses
        assert server.process.poll() is None and server.process.pid == pid
        assert _post_all(server.url, club_id, [("members.xlsx", valid_xlsx())]) == [200]

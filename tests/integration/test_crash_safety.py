"""The real server killed (SIGKILL) in the middle of a batch of registrations, then restarted.

Every registration the server answered 2xx for must be there after the restart, and nothing
may be half-written: each stored registration has all its category/discipline rows and its
history entry, and each history entry its registration. SQLite and PostgreSQL.
"""

import asyncio
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from adapters.security.passwords import BcryptPasswordHasher
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import upgrade
from adapters.sql.models import CompetitorEntryRow, CompetitorRegistrationRow, HistoryRow
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Category, Discipline, Member, Tournament
from fedreg_core.domain.enums import HistoryType
from fedreg_core.services.admins import create_admin
from tests.integration.conftest import BACKENDS
from tests.integration.server_process import running_server
from tests.integration.sql_samples import new_club
from tests.integration.sql_support import run_outside_loop

ADMIN, PASSWORD = "admin@crash.example", "secret123"
MEMBERS = 40
KILL_AFTER = 5  # answered registrations before the kill


@dataclass(frozen=True)
class Seeded:
    tournament_id: int
    category_id: int
    discipline_ids: list[int]
    members: dict[int, str]  # id -> full name, as the history records it


async def _seed(database_url: str) -> Seeded:
    await upgrade(database_url)
    engine = create_engine(database_url)
    try:
        uow = SqlUnitOfWorkFactory(session_factory(engine))
        await create_admin(uow(), BcryptPasswordHasher(cost=4), ADMIN, "Admin", PASSWORD)
        async with uow() as tx:
            club = await tx.clubs.add(new_club())
            category = await tx.categories.add(Category("Seniori"))
            assert club.id is not None and category.id is not None
            disciplines = [
                await tx.disciplines.add(Discipline(name, [category.id], None))
                for name in ("Kata", "Kumite")
            ]
            discipline_ids = [d.id for d in disciplines if d.id is not None]
            tournament = await tx.tournaments.add(
                Tournament(
                    "Kup",
                    "<p>Kup</p>",
                    datetime(2026, 1, 1),
                    registration_open=True,
                    discipline_ids=discipline_ids,
                )
            )
            members = {}
            for n in range(MEMBERS):
                first = f"Član{n:03}"
                member = await tx.members.add(
                    Member(club.id, first, "Crashić", date(2001, 1, 1), True, "PLAVI")
                )
                assert member.id is not None
                members[member.id] = f"{first} Crashić"
            await tx.commit()
        assert tournament.id is not None
        return Seeded(tournament.id, category.id, discipline_ids, members)
    finally:
        await engine.dispose()


async def _register_then_kill(url: str, seeded: Seeded, kill: Any) -> set[int]:
    """Fire every registration at once; SIGKILL the server once ``KILL_AFTER`` are answered.
    Answers the members whose registration got a 2xx."""
    answered: set[int] = set()
    enough = asyncio.Event()
    async with httpx.AsyncClient(base_url=url, timeout=30.0) as client:
        login = await client.post("/api/login", json={"email": ADMIN, "password": PASSWORD})
        assert login.status_code == 200, login.text
        headers = {"Authorization": f"Bearer {login.json()['token']}"}
        choice = [{"id": seeded.category_id, "disciplines": seeded.discipline_ids}]

        async def register(member_id: int) -> None:
            response = await client.post(
                f"/api/tournament/{seeded.tournament_id}/register-competitor",
                json={"memberId": member_id, "categories": choice},
                headers=headers,
            )
            assert response.is_success, response.text  # every request is valid
            answered.add(member_id)
            if len(answered) >= KILL_AFTER:
                enough.set()

        tasks = [asyncio.create_task(register(m)) for m in seeded.members]
        await asyncio.wait_for(enough.wait(), timeout=30.0)
        kill()
        results = await asyncio.gather(*tasks, return_exceptions=True)
    failures = [r for r in results if isinstance(r, BaseException)]
    assert all(isinstance(f, httpx.TransportError) for f in failures), failures[:3]
    assert failures, "the kill came after the whole batch: nothing was interrupted"
    return answered


async def _stored(database_url: str) -> tuple[dict[int, int], list[str]]:
    """member id -> number of entry rows of its registration; the history items."""
    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            entries = await connection.execute(
                select(CompetitorRegistrationRow.member_id, func.count(CompetitorEntryRow.id))
                .outerjoin(
                    CompetitorEntryRow,
                    CompetitorEntryRow.registration_id == CompetitorRegistrationRow.id,
                )
                .group_by(CompetitorRegistrationRow.member_id)
            )
            history = await connection.scalars(
                select(HistoryRow.item).where(HistoryRow.type == HistoryType.REGISTER_COMPETITOR)
            )
            return {int(m): int(n) for m, n in entries}, list(history)
    finally:
        await engine.dispose()


async def _after_restart(url: str, seeded: Seeded) -> set[int]:
    """The registered members as the restarted server lists them."""
    async with httpx.AsyncClient(base_url=url, timeout=30.0) as client:
        login = await client.post("/api/login", json={"email": ADMIN, "password": PASSWORD})
        headers = {"Authorization": f"Bearer {login.json()['token']}"}
        listed = await client.get(
            f"/api/tournament/{seeded.tournament_id}/competitors", headers=headers
        )
        assert listed.status_code == 200, listed.text
        return {int(c["competitorId"]) for c in listed.json()["items"]}


@pytest.fixture(params=BACKENDS)
def server_database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database of its own (the server migrates it): SQLite file or fresh PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'data' / 'fedreg.db'}"
    return str(request.getfixturevalue("fresh_postgres_database"))


def test_a_killed_server_keeps_every_answered_registration_whole(
    server_database_url: str, tmp_path: Path
) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    seeded = run_outside_loop(_seed(server_database_url))
    with running_server(data_dir, server_database_url) as server:
        answered = run_outside_loop(_register_then_kill(server.url, seeded, server.kill))
    with running_server(data_dir, server_database_url) as restarted:
        listed = run_outside_loop(_after_restart(restarted.url, seeded))
        entries, history = run_outside_loop(_stored(server_database_url))
    assert answered <= set(entries), "an answered registration is missing"
    assert set(entries) == listed
    assert all(count == len(seeded.discipline_ids) for count in entries.values()), entries
    assert sorted(history) == sorted(seeded.members[m] for m in entries)

"""The tournament rows and the catalogue a worker keeps for read-only units of work
(``adapters/sql/reference_cache.py``): kept while changes are announced (PostgreSQL), dropped
by a change committed anywhere, never used by a unit of work that writes, never kept on SQLite.
"""

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date

import pytest
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.change_notifications import ChangeListener, process_site_reads
from adapters.sql.engine import create_engine, session_factory
from adapters.sql.reference_cache import CATALOGUE, ReferenceCache
from adapters.sql.site_reads import SqlSiteReads
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    CategoryEntry,
    ClubDeduction,
    CompetitorRegistration,
    Member,
)
from fedreg_core.ports.registrations import RegistrationSnapshot
from fedreg_core.ports.views import TournamentView
from tests.integration.conftest import delete_all_rows
from tests.integration.sql_samples import (
    new_category,
    new_club,
    new_discipline,
    new_tournament,
)
from tests.integration.test_sql_change_notifications import DELIVERY_SECONDS, eventually

SNAPSHOT_STATEMENTS = 6  # tournament, competitors, teams, people, clubs, catalogue
KEPT_SNAPSHOT_STATEMENTS = 4  # without the tournament and the catalogue (every club: not kept)
KEPT_CLUB_SNAPSHOT_STATEMENTS = 1  # one club's: its registrations and people, in one statement


@dataclass
class Worker:
    engine: AsyncEngine
    uow: SqlUnitOfWorkFactory
    reference_cache: ReferenceCache
    listener: ChangeListener | None

    async def snapshot(self, tournament_id: int) -> tuple[RegistrationSnapshot, int]:
        """A read-only snapshot, and the statements it took."""
        with count_statements(self.engine) as counter:
            async with self.uow().read_only() as uow:
                found = await uow.registration_reads.snapshot(tournament_id)
        return found, counter.count


@pytest.fixture
async def workers(database_url: str) -> AsyncIterator[tuple[Worker, Worker]]:
    engines = [create_engine(database_url) for _ in range(2)]
    if engines[0].dialect.name == "postgresql":
        await delete_all_rows(engines[0])
    made = []
    for engine in engines:
        reference_cache = ReferenceCache()
        _, listener = process_site_reads(
            SqlSiteReads(engine),
            database_url,
            engine.dialect.name,
            1,
            0.1,
            reference_cache=reference_cache,
        )
        if listener is not None:
            await listener.start()
            await asyncio.wait_for(listener.listening.wait(), DELIVERY_SECONDS)
        made.append(
            Worker(
                engine,
                SqlUnitOfWorkFactory(session_factory(engine), reference_cache),
                reference_cache,
                listener,
            )
        )
    yield made[0], made[1]
    for worker in made:
        if worker.listener is not None:
            await worker.listener.stop()
        await worker.engine.dispose()


async def seeded_tournament(worker: Worker) -> tuple[int, int]:
    """A tournament offering one discipline: their ids."""
    async with worker.uow() as uow:
        category = await uow.categories.add(new_category())
        assert category.id is not None
        discipline = await uow.disciplines.add(new_discipline([category.id]))
        assert discipline.id is not None
        tournament = await uow.tournaments.add(new_tournament([discipline.id]))
        assert tournament.id is not None
        await uow.commit()
    return tournament.id, discipline.id


async def kept_statements(worker: Worker, tournament_id: int) -> bool:
    """Once the seeding's announcements are in, a second read keeps the first's rows."""
    await worker.snapshot(tournament_id)
    return (await worker.snapshot(tournament_id))[1] == KEPT_SNAPSHOT_STATEMENTS


@pytest.mark.parametrize("database_url", ["sqlite"], indirect=True)
async def test_sqlite_keeps_nothing(workers: tuple[Worker, Worker]) -> None:
    a, _ = workers
    tournament_id, _ = await seeded_tournament(a)
    for _ in range(3):
        assert (await a.snapshot(tournament_id))[1] == SNAPSHOT_STATEMENTS


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_a_tournament_changed_by_one_worker_is_read_anew_by_the_other(
    workers: tuple[Worker, Worker],
) -> None:
    a, b = workers
    tournament_id, discipline_id = await seeded_tournament(a)
    await eventually(lambda: kept_statements(b, tournament_id))
    async with a.uow() as uow:
        tournament = await uow.tournaments.get(tournament_id)
        assert tournament is not None
        tournament.name = "Kup Srbije 2027"
        tournament.team_discipline_ids = [discipline_id]  # a link table announces too
        await uow.tournaments.update(tournament)
        await uow.commit()

    async def b_sees_it() -> bool:
        seen = (await b.snapshot(tournament_id))[0].tournament
        return seen.name == "Kup Srbije 2027" and seen.team_discipline_ids == [discipline_id]

    await eventually(b_sees_it)


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_a_discipline_renamed_by_one_worker_is_read_anew_by_the_other(
    workers: tuple[Worker, Worker],
) -> None:
    a, b = workers
    tournament_id, discipline_id = await seeded_tournament(a)
    await eventually(lambda: kept_statements(b, tournament_id))
    async with a.uow() as uow:
        discipline = await uow.disciplines.get(discipline_id)
        assert discipline is not None
        discipline.name = "Kata tim"
        await uow.disciplines.update(discipline)
        await uow.commit()

    async def b_sees_it() -> bool:
        return (await b.snapshot(tournament_id))[0].disciplines[discipline_id].name == "Kata tim"

    await eventually(b_sees_it)


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_a_unit_of_work_that_writes_reads_its_own_tournament(
    workers: tuple[Worker, Worker],
) -> None:
    a, _ = workers
    tournament_id, _ = await seeded_tournament(a)
    await eventually(lambda: kept_statements(a, tournament_id))
    async with a.uow() as uow:
        tournament = await uow.tournaments.get(tournament_id)
        assert tournament is not None
        tournament.name = "Not yet committed"
        await uow.tournaments.update(tournament)
        with count_statements(a.engine) as counter:
            seen = await uow.tournaments.get(tournament_id)
        assert seen is not None and seen.name == "Not yet committed"
        assert counter.count == 1  # read, not kept
        await uow.rollback()
    assert (await a.snapshot(tournament_id))[0].tournament.name != "Not yet committed"


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_nothing_is_kept_once_the_listener_stops(workers: tuple[Worker, Worker]) -> None:
    a, _ = workers
    tournament_id, _ = await seeded_tournament(a)
    await eventually(lambda: kept_statements(a, tournament_id))
    assert a.listener is not None
    await a.listener.stop()
    assert (await a.snapshot(tournament_id))[1] == SNAPSHOT_STATEMENTS


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_a_kept_catalogue_that_lacks_a_registered_discipline_is_read_anew(
    workers: tuple[Worker, Worker],
) -> None:
    """A fill that raced the announcement of a new discipline kept the catalogue without it."""
    a, b = workers
    tournament_id, _ = await seeded_tournament(a)
    await eventually(lambda: kept_statements(b, tournament_id))
    before = b.reference_cache.catalogue.get(CATALOGUE)
    assert before is not None
    async with a.uow() as uow:
        category = await uow.categories.add(new_category("Juniori"))
        assert category.id is not None
        added = await uow.disciplines.add(new_discipline([category.id], "Kumite"))
        assert added.id is not None
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        member = await uow.members.add(
            Member(club.id, "Ana", "Anić", date(2001, 5, 17), False, "PLAVI")
        )
        assert member.id is not None
        entry = CategoryEntry(category.id, [added.id])
        registration = CompetitorRegistration(tournament_id, club.id, member.id, [entry])
        await uow.competitor_registrations.add(registration)
        await uow.commit()

    async def b_heard_it() -> bool:
        return b.reference_cache.catalogue.get(CATALOGUE) is None

    await eventually(b_heard_it)
    b.reference_cache.catalogue.put(
        b.reference_cache.catalogue.ticket(), CATALOGUE, before
    )  # the raced fill
    snapshot, _ = await b.snapshot(tournament_id)
    assert snapshot.disciplines[added.id].name == "Kumite"
    assert snapshot.categories[category.id].name == "Juniori"


async def view_statements(worker: Worker, tournament_id: int) -> tuple[TournamentView, int]:
    with count_statements(worker.engine) as counter:
        async with worker.uow().read_only() as uow:
            found = await uow.tournaments.get_view(tournament_id)
    assert found is not None
    return found, counter.count


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_a_kept_view_reads_only_its_counts_until_a_deduction_is_added(
    workers: tuple[Worker, Worker],
) -> None:
    a, b = workers
    tournament_id, _ = await seeded_tournament(a)

    async def counts_only() -> bool:
        await view_statements(b, tournament_id)
        return (await view_statements(b, tournament_id))[1] == 1

    await eventually(counts_only)
    async with a.uow() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        await uow.club_deductions.add(ClubDeduction(tournament_id, club.id, 25))
        await uow.commit()

    async def b_sees_it() -> bool:
        found, _ = await view_statements(b, tournament_id)
        return [d.deduction for d in found.club_deductions] == [25]

    await eventually(b_sees_it)


@pytest.mark.postgres
@pytest.mark.parametrize("database_url", ["postgres"], indirect=True)
async def test_a_clubs_kept_row_is_read_anew_once_its_deduction_changes(
    workers: tuple[Worker, Worker],
) -> None:
    a, b = workers
    tournament_id, _ = await seeded_tournament(a)
    async with a.uow() as uow:
        club = await uow.clubs.add(new_club())
        await uow.commit()
    assert club.id is not None
    club_id = club.id

    async def club_snapshot() -> tuple[RegistrationSnapshot, int]:
        with count_statements(b.engine) as counter:
            async with b.uow().read_only() as uow:
                found = await uow.registration_reads.snapshot(tournament_id, club_id)
        return found, counter.count

    async def kept() -> bool:
        await club_snapshot()
        return (await club_snapshot())[1] == KEPT_CLUB_SNAPSHOT_STATEMENTS  # and the club

    await eventually(kept)
    async with a.uow() as uow:
        await uow.club_deductions.add(ClubDeduction(tournament_id, club_id, 40))
        await uow.commit()

    async def b_sees_it() -> bool:
        found, _ = await club_snapshot()
        deduction = found.deductions.get(club_id)
        return deduction is not None and deduction.deduction == 40

    await eventually(b_sees_it)

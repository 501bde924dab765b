"""The public pages' version (``PublicState.changes``, kept by the triggers of migration
0011) changes whenever what the page shows of the registrations changes: after random
registering, changing, moving and deleting (plain SQL included), and after renames; on
SQLite and PostgreSQL."""

import random
from typing import Any

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.public_reads import SqlPublicReads
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.ports.public import PublicCounts, PublicEntries
from tests.integration.registration_churn import add_catalogue, take_a_step

Shown = tuple[PublicCounts, PublicEntries]


async def _pages(reads: SqlPublicReads, engine: AsyncEngine) -> dict[int, tuple[str, Shown]]:
    """Every tournament's version and what its page shows of the registrations."""
    async with engine.begin() as connection:  # the reads see only tournaments shown
        await connection.execute(text("UPDATE tournaments SET is_public = :on"), {"on": True})
        ids = (await connection.execute(text("SELECT id FROM tournaments"))).scalars().all()
    pages: dict[int, tuple[str, Shown]] = {}
    for tournament_id in ids:
        state = await reads.state(tournament_id)
        assert state is not None
        shown = (await reads.counts(tournament_id), await reads.entries(tournament_id))
        pages[tournament_id] = (state.changes, shown)
    return pages


async def test_the_version_changes_whenever_the_shown_registrations_change(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    reads, rng = SqlPublicReads(engine), random.Random(7)
    await add_catalogue(uow_factory)
    before = await _pages(reads, engine)
    changed = 0
    for number in range(150):
        step = await take_a_step(uow_factory, rng)
        after = await _pages(reads, engine)
        for tournament_id, (version, shown) in after.items():
            if tournament_id in before and before[tournament_id][0] == version:
                assert before[tournament_id][1] == shown, f"step {number}: {step}"
            elif tournament_id in before:
                changed += 1
        before = after
    assert changed > 20


async def _write(engine: AsyncEngine, sql: str, **parameters: Any) -> None:
    async with engine.begin() as connection:
        await connection.execute(text(sql), parameters)


async def test_renames_of_what_the_page_shows_change_the_version(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    reads, rng = SqlPublicReads(engine), random.Random(3)
    await add_catalogue(uow_factory)
    while not [page for page in (await _pages(reads, engine)).values() if page[1][1].competitors]:
        await take_a_step(uow_factory, rng)
    async with engine.connect() as connection:
        found = await connection.execute(
            text("SELECT tournament_id, member_id, club_id FROM competitor_registrations")
        )
        tournament_id, member_id, club_id = found.first()  # type: ignore[misc]
        category_id = (
            await connection.execute(text("SELECT min(id) FROM categories"))
        ).scalar_one()

    async def version() -> str:
        state = await reads.state(tournament_id)
        assert state is not None
        return state.changes

    renames = [
        ("UPDATE members SET first_name = 'Novo' WHERE id = :id", member_id),
        ("UPDATE members SET is_male = NOT is_male WHERE id = :id", member_id),  # counted by sex
        ("UPDATE clubs SET short_name = 'Novi' WHERE id = :id", club_id),
        ("UPDATE categories SET name = 'Nova' WHERE id = :id", category_id),
    ]
    for sql, row_id in renames:
        old = await version()
        await _write(engine, sql, id=row_id)
        assert await version() != old, sql
    old = await version()
    await _write(engine, "UPDATE members SET born = born WHERE id = :id", id=member_id)
    assert await version() == old  # nothing shown changed

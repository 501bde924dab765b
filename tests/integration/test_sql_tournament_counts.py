"""A tournament's registration counts, kept per club by the triggers of migration 0009, equal
the aggregate over every registration and entry that they replaced (kept here as the oracle):
after each step of random registering, changing, moving and deleting (cascades and plain SQL
included), on SQLite and PostgreSQL, and right after migrating a database that already holds
registrations."""

import random
from datetime import date
from typing import Any

import pytest
from alembic import command
from sqlalchemy import (
    Integer,
    Select,
    bindparam,
    case,
    distinct,
    func,
    literal_column,
    select,
    text,
    union_all,
)
from sqlalchemy.ext.asyncio import AsyncSession

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.models import (
    CompetitorEntryRow,
    CompetitorRegistrationRow,
    TeamEntryRow,
    TeamRegistrationRow,
    TournamentClubCountRow,
    TournamentRow,
)
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    CategoryEntry,
    CompetitorRegistration,
    Member,
    TeamRegistration,
)
from fedreg_core.domain.enums import TeamType
from fedreg_core.ports.listing import ListQuery
from fedreg_core.ports.views import RegistrationCounts as Counts
from tests.integration.registration_churn import STEPS, add_catalogue, take_a_step
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_tournament
from tests.integration.sql_support import run_in_thread

IDS = bindparam("ids", expanding=True, type_=Integer)
BEFORE_COUNTS = "0008"


def _counted() -> list[Any]:
    """(tournament, club) once per competitor, team, competitor entry and team entry (the
    statement ``tournament_views`` ran before 0009)."""
    r, t = CompetitorRegistrationRow, TeamRegistrationRow
    return [
        select(r.tournament_id, r.club_id),
        select(t.tournament_id, t.club_id),
        select(r.tournament_id, r.club_id).join(
            CompetitorEntryRow, CompetitorEntryRow.registration_id == r.id
        ),
        select(t.tournament_id, t.club_id).join(TeamEntryRow, TeamEntryRow.team_id == t.id),
    ]


def _aggregate(*, per_club: bool) -> Select[Any]:
    """The oracle: per tournament of ``IDS`` its clubs, then the rows of each branch of
    ``_counted`` (``per_club``: per tournament and club, without the clubs)."""
    branches = _counted()
    rows = union_all(
        *(
            branch.add_columns(literal_column(str(kind), Integer).label("kind")).where(
                branch.selected_columns[0].in_(IDS)
            )
            for kind, branch in enumerate(branches)
        )
    ).subquery()
    c = rows.c
    keys = [c.tournament_id, c.club_id] if per_club else [c.tournament_id]
    clubs = [] if per_club else [func.count(distinct(c.club_id))]
    sums = [func.sum(case((c.kind == kind, 1), else_=0)) for kind in range(len(branches))]
    return select(*keys, *clubs, *sums).group_by(*keys)


async def _tournament_ids(session: AsyncSession) -> list[int]:
    return list(await session.scalars(select(TournamentRow.id)))


async def _oracle(session: AsyncSession) -> tuple[dict[int, Counts], dict[Any, tuple[int, ...]]]:
    """Counts per tournament and per (tournament, club), aggregated afresh."""
    ids = {"ids": await _tournament_ids(session)}
    totals = await session.execute(_aggregate(per_club=False), ids)
    clubs = await session.execute(_aggregate(per_club=True), ids)
    return (
        {t: Counts(*map(int, n)) for t, *n in totals},
        {(t, c): tuple(map(int, n)) for t, c, *n in clubs},
    )


async def _rows(uow_factory: SqlUnitOfWorkFactory) -> dict[Any, tuple[int, ...]]:
    """The rows of ``tournament_club_counts``: (tournament, club): competitors, teams, entries."""
    k = TournamentClubCountRow
    columns = (k.competitors, k.teams, k.competitor_entries, k.team_entries)
    async with uow_factory() as uow:
        rows = await uow.session.execute(select(k.tournament_id, k.club_id, *columns))
    return {(t, c): tuple(n) for t, c, *n in rows}


async def _kept(
    uow_factory: SqlUnitOfWorkFactory,
) -> tuple[dict[int, Counts], dict[Any, tuple[int, ...]]]:
    """Counts per tournament as the tournament views read them (absent: none), and the rows
    of ``tournament_club_counts`` that are not all 0 (none below 0)."""
    async with uow_factory() as uow:
        page = await uow.tournaments.view_page(ListQuery(limit=1000))
    totals: dict[Any, Counts] = {
        view.tournament.id: Counts(
            view.clubs_count,
            view.competitors_count,
            view.teams_count,
            view.competitor_entries_count,
            view.team_entries_count,
        )
        for view in page.items
    }
    per_club = await _rows(uow_factory)
    assert all(n >= 0 for counts in per_club.values() for n in counts), per_club
    return (
        {t: n for t, n in totals.items() if n != Counts()},
        {key: n for key, n in per_club.items() if any(n)},
    )


async def _assert_kept_as_aggregated(uow_factory: SqlUnitOfWorkFactory, after: str) -> None:
    async with uow_factory() as uow:
        expected = await _oracle(uow.session)
    assert await _kept(uow_factory) == expected, f"after {after}"


@pytest.mark.parametrize("seed", [1, 4])
async def test_the_kept_counts_equal_the_aggregate_after_every_step(
    uow_factory: SqlUnitOfWorkFactory, seed: int
) -> None:
    rng = random.Random(seed)
    await add_catalogue(uow_factory)
    done: set[str] = set()
    for number in range(250):
        step = await take_a_step(uow_factory, rng)
        if step is not None:
            done.add(step)
            await _assert_kept_as_aggregated(uow_factory, f"step {number}: {step}")
    assert done == {step.__name__ for step in STEPS} - {"register_and_roll_back"}


async def _delete(
    uow_factory: SqlUnitOfWorkFactory, table: str, tournament_id: int, column: str = "tournament_id"
) -> None:
    """Delete in plain SQL the rows of ``table`` of the tournament."""
    async with uow_factory() as uow:
        where = {"id": tournament_id}
        await uow.session.execute(text(f"DELETE FROM {table} WHERE {column} = :id"), where)
        await uow.commit()


async def test_entries_deleted_with_their_registration_are_subtracted_once(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    """The entries go by cascade after their registration on both databases: the
    registration's trigger subtracts them, theirs nothing. A tournament deleted with a
    competitor and a team of one club takes the club's row with it (PostgreSQL: the row,
    changed twice, is not checked against the deleted tournament)."""
    async with uow_factory() as uow:
        category = await uow.categories.add(new_category())
        assert category.id is not None
        disciplines = [await uow.disciplines.add(new_discipline([category.id])) for _ in range(3)]
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        members = [
            await uow.members.add(Member(club.id, name, "B", date(2000, 1, 1), False, "BELI"))
            for name in ("Ana", "Iva")
        ]
        member_ids = [m.id for m in members if m.id is not None]
        entries = [CategoryEntry(category.id, [d.id for d in disciplines if d.id is not None])]
        keys = []
        for _ in range(2):
            tournament = await uow.tournaments.add(new_tournament())
            assert tournament.id is not None
            keys.append((tournament.id, club.id))
            registration = CompetitorRegistration(tournament.id, club.id, member_ids[0], entries)
            await uow.competitor_registrations.add(registration)
            team = TeamRegistration(tournament.id, club.id, TeamType.MIX, member_ids, entries)
            await uow.team_registrations.add(team)
        await uow.commit()
    assert await _rows(uow_factory) == {keys[0]: (1, 1, 3, 3), keys[1]: (1, 1, 3, 3)}
    await _delete(uow_factory, "competitor_registrations", keys[0][0])
    await _delete(uow_factory, "team_registrations", keys[0][0])
    await _delete(uow_factory, "tournaments", keys[1][0], column="id")
    assert await _rows(uow_factory) == {keys[0]: (0, 0, 0, 0)}  # a club's row stays


async def test_migrating_counts_the_registrations_already_there(empty_database_url: str) -> None:
    """0009 counts what 0008 holds: downgrading drops the table and the triggers, and the
    upgrade creates them again and counts what is there then. The registrations are made at
    the head (the models write the head's columns), before each downgrade."""
    await upgrade(empty_database_url)
    engine = create_engine(empty_database_url)
    uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
    config = alembic_config(empty_database_url)
    try:
        rng = random.Random(7)
        await add_catalogue(uow_factory)
        steps = [await take_a_step(uow_factory, rng) for _ in range(150)]
        assert steps.count("register") > 10
        for label in ("the upgrade", "the second upgrade"):
            run_in_thread(command.downgrade, config, BEFORE_COUNTS)
            await upgrade(empty_database_url)
            await _assert_kept_as_aggregated(uow_factory, label)
            for _ in range(50):
                await take_a_step(uow_factory, rng)
    finally:
        await engine.dispose()

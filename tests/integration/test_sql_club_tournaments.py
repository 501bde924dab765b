"""A club's tournaments and a tournament's staff on SQLite and PostgreSQL: the club's counts
and fee per tournament, and every club's staff, each in a fixed number of statements however
many tournaments and registrations there are."""

from dataclasses import replace
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import ClubDeduction
from fedreg_core.services import fee_report, registration_views
from fedreg_core.services.club_tournaments import club_tournaments
from tests.fakes import FixedClock
from tests.integration.sql_samples import new_tournament
from tests.integration.test_sql_registrations import Setup, register_many, set_up

CLOCK = FixedClock(datetime(2026, 1, 1))
STATEMENTS = 8  # tournaments' views (5), club counts, club registrations, catalogue


async def another_tournament(uow_factory: SqlUnitOfWorkFactory, s: Setup, deduction: int) -> Setup:
    async with uow_factory() as uow:
        ids = s.discipline_ids
        made = await uow.tournaments.add(new_tournament(ids[:2], ids[2:]))
        assert made.id is not None
        await uow.club_deductions.add(ClubDeduction(made.id, s.club_id, deduction))
        await uow.commit()
    return replace(s, tournament_id=made.id)


async def test_counts_and_fees_in_a_fixed_number_of_statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    s = await set_up(uow_factory)
    await register_many(uow_factory, s, 2)
    statements = []
    for more in (1, 4):
        for index in range(more):
            await register_many(uow_factory, await another_tournament(uow_factory, s, 10), index)
        with count_statements(engine) as counter:
            found = await club_tournaments(uow_factory(), CLOCK, s.admin, s.club_id)
        statements.append(counter.count)
    assert statements == [STATEMENTS, STATEMENTS]
    assert len(found) == 6
    for listed in found:
        tournament_id = listed.tournament.view.tournament.id
        assert tournament_id is not None
        report = await fee_report.club_fees(uow_factory(), s.admin, tournament_id, s.club_id)
        assert listed.fee == report.fee.totals
        teams = sum(line.kind == "team" for line in report.lines)
        assert (listed.counts.competitors, listed.counts.teams) == (
            len(report.lines) - teams,
            teams,
        )
        assert listed.counts.competitor_entries == 2 * listed.counts.competitors
        assert listed.counts.team_entries == listed.counts.teams
    assert {f.fee.deduction_percent for f in found} == {0, 10}


async def test_staff_in_a_fixed_number_of_statements(
    engine: AsyncEngine, uow_factory: SqlUnitOfWorkFactory
) -> None:
    """Every club's coaches, referees and officials: the tournament, the people, the clubs."""
    s = await set_up(uow_factory)
    statements = []
    for more in (2, 20):
        await register_many(uow_factory, s, more)  # a coach per competitor
        with count_statements(engine) as counter:
            snapshot = await registration_views.tournament_staff(
                uow_factory(), s.admin, s.tournament_id
            )
        statements.append(counter.count)
        assert not snapshot.competitors and not snapshot.teams
    assert statements == [3, 3]
    assert len(snapshot.coaches) == 22
    assert set(snapshot.clubs) == {s.club_id}

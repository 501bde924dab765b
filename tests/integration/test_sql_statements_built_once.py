"""The reads and writes of a club on deadline day build no SQL expression once warm: their
statements are built once, their values bound parameters (docs/performance.md, "Statements
are built once"). Building a compound statement cost more than running it."""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import pytest
from sqlalchemy import Column, Table
from sqlalchemy.sql.selectable import CompoundSelect, Select

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from adapters.system_clock import SystemClock
from fedreg_core.domain.entities import CategoryEntry, Member, User
from fedreg_core.services import fee_report, registrations
from fedreg_core.services.registrations import CompetitorChoice
from fedreg_core.services.tournament_reads import get_tournament
from tests.integration.sql_samples import new_category, new_club, new_discipline, new_tournament

BUILT = (Select, CompoundSelect, Column, Table)


@contextmanager
def constructions(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the expression classes of ``BUILT`` constructed meanwhile."""
    made: list[str] = []
    for kind in BUILT:
        original = kind.__init__

        def counting(self: Any, *args: Any, __original: Any = original, **kw: Any) -> None:
            made.append(type(self).__name__)
            __original(self, *args, **kw)

        monkeypatch.setattr(kind, "__init__", counting)
    yield made
    monkeypatch.undo()


async def test_a_clubs_reads_and_registration_build_no_statement_once_warm(
    uow_factory: SqlUnitOfWorkFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        category = await uow.categories.add(new_category())
        assert category.id is not None
        discipline = await uow.disciplines.add(new_discipline([category.id]))
        assert discipline.id is not None
        tournament = new_tournament([discipline.id])
        tournament.end_date = None  # open for applications
        stored = await uow.tournaments.add(tournament)
        members = [
            await uow.members.add(
                Member(club.id, f"Ana{n}", "Anić", datetime(2000, 1, 1).date(), False, "PLAVI")
            )
            for n in range(2)
        ]
        coach = await uow.users.add(User("Trener", "t@example.com", "x", club.id))
        await uow.commit()
    assert stored.id is not None and members[0].id is not None and members[1].id is not None
    entries = [CategoryEntry(category.id, [discipline.id])]
    tournament_id, club_id = stored.id, club.id

    async def deadline_day(member_id: int) -> None:
        await get_tournament(uow_factory(), SystemClock(), coach, tournament_id)
        await fee_report.club_view(uow_factory(), coach, tournament_id, club_id)
        choice = CompetitorChoice(member_id, entries)
        added = await registrations.register_competitor(
            uow_factory(), SystemClock(), coach, tournament_id, choice
        )
        assert added.id is not None
        await registrations.delete_competitor(uow_factory(), SystemClock(), coach, added.id)

    await deadline_day(members[0].id)  # warm: every statement built once
    with constructions(monkeypatch) as made:
        await deadline_day(members[1].id)
    assert made == []

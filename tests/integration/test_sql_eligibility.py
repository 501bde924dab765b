"""Eligibility on SQLite and PostgreSQL: the limits round-trip, a licence number is one
member's, and checking the limits at entry costs no statement."""

from datetime import date, datetime

import pytest
from alembic import command
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    Discipline,
    Member,
    User,
)
from fedreg_core.domain.enums import AgeBy
from fedreg_core.domain.errors import Conflict
from fedreg_core.ports.listing import ListQuery
from fedreg_core.services.registrations import CompetitorChoice, register_competitor
from tests.fakes import FixedClock
from tests.integration.sql_samples import new_club, new_tournament
from tests.integration.sql_support import run_in_thread

NOW = datetime(2026, 3, 1, 12, 0)
CATEGORIES = 5


def _member(club_id: int, first: str, licence: str | None = None) -> Member:
    return Member(
        club_id,
        first,
        "Anić",
        date(2000, 5, 5),
        False,
        "CRNI",
        weight_hg=600,
        medical_valid_until=date(2026, 12, 31),
        licence_number=licence,
    )


async def _entered_in_five(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine, limited: bool
) -> int:
    """Statements of one registration in five categories, with or without limits set."""
    limits = {"min_age": 18, "max_age": 35, "age_by": AgeBy.YEAR, "min_belt": "PLAVI"}
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club(f"Klub {limited}"))
        assert club.id is not None
        entries = []
        for index in range(CATEGORIES):
            category = await uow.categories.add(
                Category(f"Kat {limited} {index}", **(limits if limited else {}))  # type: ignore[arg-type]
            )
            assert category.id is not None
            weight = {"max_weight_hg": 600} if limited else {}
            discipline = await uow.disciplines.add(
                Discipline(f"Kumite {limited} {index}", [category.id], **weight)  # type: ignore[arg-type]
            )
            assert discipline.id is not None
            entries.append(CategoryEntry(category.id, [discipline.id]))
        tournament = new_tournament([e.discipline_ids[0] for e in entries])
        tournament.event_date = date(2026, 4, 1) if limited else None
        tournament.require_medical = limited
        stored = await uow.tournaments.add(tournament)
        member = await uow.members.add(_member(club.id, f"Ana{limited}"))
        admin = await uow.users.add(
            User("Admin", f"admin{limited}@example.com", "h", is_admin=True)
        )
        await uow.commit()
    assert stored.id is not None and member.id is not None
    choice = CompetitorChoice(member.id, entries)
    with count_statements(engine) as counter:
        await register_competitor(uow_factory(), FixedClock(NOW), admin, stored.id, choice)
    return counter.count


async def test_checking_the_limits_at_entry_costs_no_statement(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    without = await _entered_in_five(uow_factory, engine, limited=False)
    with_limits = await _entered_in_five(uow_factory, engine, limited=True)
    assert with_limits == without


async def test_limits_and_member_fields_round_trip(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        category = await uow.categories.add(
            Category("Kadeti", min_age=14, max_age=15, age_by=AgeBy.YEAR, max_belt="BRAON")
        )
        assert category.id is not None
        discipline = await uow.disciplines.add(
            Discipline("Kumite +84", [category.id], min_weight_hg=840)
        )
        member = await uow.members.add(_member(club.id, "Ana", "SRB-1"))
        await uow.commit()
    assert discipline.id is not None and member.id is not None
    async with uow_factory() as uow:
        categories, disciplines = await uow.registration_reads.catalogue()
        assert categories[category.id] == category
        assert disciplines[discipline.id].min_weight_hg == 840
        assert await uow.members.get(member.id) == member


async def test_a_licence_number_is_one_members(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club())
        assert club.id is not None
        await uow.members.add(_member(club.id, "Ana", "SRB-1"))
        await uow.members.add(_member(club.id, "Maja"))  # none: any number of members
        await uow.members.add(_member(club.id, "Iva"))
        await uow.commit()
    async with uow_factory() as uow:
        with pytest.raises(Conflict) as refused:
            await uow.members.add(_member(club.id, "Eva", "SRB-1"))
    assert (refused.value.field, refused.value.message_key) == (
        "licenceNumber",
        "error_licence_taken",
    )


async def test_the_migration_keeps_what_is_stored(empty_database_url: str) -> None:
    """Rows stored before 0010 read with no limits and no member fields after it; going back
    to 0009 and up again keeps them."""
    await upgrade(empty_database_url, "0009")
    engine = create_engine(empty_database_url)
    uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
    try:
        async with engine.begin() as connection:
            await connection.execute(text(PLAIN_CLUB))
            await connection.execute(text(PLAIN_MEMBER))
            await connection.execute(text(PLAIN_CATEGORY))
        for _ in range(2):
            await upgrade(empty_database_url)
            async with uow_factory() as uow:
                [member] = (await uow.members.page(ListQuery(limit=10))).items
                [category] = (await uow.categories.page(ListQuery(limit=10))).items
            assert (member.weight_hg, member.medical_valid_until, member.licence_number) == (
                None,
                None,
                None,
            )
            assert (category.min_age, category.age_by, category.min_belt) == (
                None,
                AgeBy.DATE,
                None,
            )
            run_in_thread(command.downgrade, alembic_config(empty_database_url), "0009")
    finally:
        await engine.dispose()


PLAIN_CLUB = (
    "INSERT INTO clubs (name, short_name, city, address, email, contact, mobile, website, "
    "is_blocked, is_deleted) VALUES ('K', 'K', 'G', 'A', 'k@example.com', 'C', '1', '', "
    "false, false)"
)
PLAIN_MEMBER = (
    "INSERT INTO members (club_id, first_name, last_name, born, is_male, belt, no_pay, "
    "always_pays) SELECT id, 'Ana', 'Anić', '2000-01-01', false, 'PLAVI', false, false FROM clubs"
)
PLAIN_CATEGORY = "INSERT INTO categories (name, no_pay, is_archived) VALUES ('S', false, false)"

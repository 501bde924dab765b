"""A member's parental consent on SQLite and PostgreSQL: recorded with its access-log row in
one transaction, the setting kept, the migration, and the consent rule's cost in the lists
(the setting is read only when a minor is entered)."""

from dataclasses import replace
from datetime import date, datetime

from alembic import command
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.sql.engine import create_engine, session_factory
from adapters.sql.migrate import alembic_config, upgrade
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.access import AccessFilter, AccessKind, AccessOrigin
from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import (
    Category,
    CategoryEntry,
    CompetitorRegistration,
    Discipline,
    Member,
    User,
)
from fedreg_core.domain.enums import EntryRule
from fedreg_core.ports.listing import ListQuery
from fedreg_core.services.eligibility_report import tournament_eligibility
from fedreg_core.services.images import ImageUpload
from fedreg_core.services.parental_consent import (
    attach_consent_document,
    record_consent,
    remove_consent,
)
from tests.fakes import FakeFileStore, FakeImageChecker
from tests.integration.sql_samples import new_club, new_tournament
from tests.integration.sql_support import run_in_thread

ORIGIN = AccessOrigin("198.51.100.9", datetime(2026, 3, 10, 12, 0))
PDF = b"%PDF-1.4\n%%EOF\n"


async def _club_member_admin(
    uow_factory: SqlUnitOfWorkFactory, born: date = date(2012, 5, 5), tag: str = "a"
) -> tuple[Member, User]:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club(f"Karate klub Čačak {tag}"))
        assert club.id is not None
        member = await uow.members.add(Member(club.id, "Ђорђе", "Шћекић", born, True, "PLAVI"))
        email = f"admin-{tag}@example.com"
        admin = await uow.users.add(User("Admin", email, "h", is_admin=True))
        await uow.commit()
    return member, admin


async def test_the_consent_and_its_log_rows_are_kept_together(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    member, admin = await _club_member_admin(uow_factory)
    assert member.id is not None
    files = FakeFileStore()
    consent = ParentalConsent(date(2026, 1, 10), "Милица Шћекић")
    await record_consent(uow_factory(), admin, member.id, consent, ORIGIN)
    upload = ImageUpload(PDF, files, FakeImageChecker(), file_name="saglasnost.pdf")
    await attach_consent_document(uow_factory(), admin, member.id, upload, ORIGIN)
    async with uow_factory() as uow:
        stored = await uow.members.get(member.id)
        rows = await uow.access_log.page(AccessFilter(kind=AccessKind.CONSENT_CHANGE), 0, 10)
    assert stored is not None
    assert (stored.consent_date, stored.consent_by) == (date(2026, 1, 10), "Милица Шћекић")
    assert stored.consent_document in files.files
    assert sorted(r.entry.what for r in rows.items) == [
        "consent document attached",
        "consent recorded",
    ]
    assert {(r.entry.user_id, r.entry.at, r.entry.address) for r in rows.items} == {
        (admin.id, ORIGIN.at, ORIGIN.address)
    }
    await remove_consent(uow_factory(), admin, member.id, ORIGIN, files)
    async with uow_factory() as uow:
        cleared = await uow.members.get(member.id)
    assert cleared is not None and cleared.consent_document is None and files.files == {}


async def test_the_setting_is_kept(uow_factory: SqlUnitOfWorkFactory) -> None:
    async with uow_factory() as uow:
        assert (await uow.settings.get()).parental_consent_required is False
        settings = await uow.settings.get()
        await uow.settings.update(replace(settings, parental_consent_required=True))
        await uow.commit()
    async with uow_factory() as uow:
        assert (await uow.settings.get()).parental_consent_required is True


async def _entered(uow_factory: SqlUnitOfWorkFactory, member: Member) -> int:
    """A tournament on 1 Mar 2027 with the member entered; consents required."""
    async with uow_factory() as uow:
        category = await uow.categories.add(Category("Kadeti"))
        assert category.id is not None
        discipline = await uow.disciplines.add(Discipline("Kumite", [category.id]))
        assert discipline.id is not None
        tournament = new_tournament([discipline.id])
        tournament.event_date = date(2027, 3, 1)
        stored = await uow.tournaments.add(tournament)
        assert stored.id is not None and member.id is not None
        entry = CategoryEntry(category.id, [discipline.id])
        await uow.competitor_registrations.add(
            CompetitorRegistration(stored.id, member.club_id, member.id, [entry])
        )
        settings = await uow.settings.get()
        await uow.settings.update(replace(settings, parental_consent_required=True))
        await uow.commit()
    return stored.id


async def test_the_report_reads_the_setting_only_for_minors(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    counts = {}
    for born in (date(2009, 3, 1), date(2009, 3, 2)):  # 18 on the event day; 17 and 364 days
        member, admin = await _club_member_admin(uow_factory, born, str(born))
        tournament_id = await _entered(uow_factory, member)
        with count_statements(engine) as counter:
            _, found = await tournament_eligibility(uow_factory(), admin, tournament_id)
        counts[born] = counter.count
        expected = [] if born.day == 1 else [EntryRule.CONSENT_MISSING]
        assert [line.breach.rule for line in found] == expected
    assert counts[date(2009, 3, 2)] == counts[date(2009, 3, 1)] + 1


async def test_the_migration_keeps_what_is_stored(empty_database_url: str) -> None:
    """Members stored before 0044 have no consent after it; going back and up keeps them."""
    await upgrade(empty_database_url, "0042")
    engine = create_engine(empty_database_url)
    uow_factory = SqlUnitOfWorkFactory(session_factory(engine))
    try:
        async with engine.begin() as connection:
            await connection.execute(text(PLAIN_CLUB))
            await connection.execute(text(PLAIN_MEMBER))
        for _ in range(2):
            await upgrade(empty_database_url)
            async with uow_factory() as uow:
                [member] = (await uow.members.page(ListQuery(limit=10))).items
                settings = await uow.settings.get()
            assert (member.consent_date, member.consent_by, member.consent_document) == (
                None,
                None,
                None,
            )
            assert settings.parental_consent_required is False
            run_in_thread(command.downgrade, alembic_config(empty_database_url), "0042")
    finally:
        await engine.dispose()


PLAIN_CLUB = (
    "INSERT INTO clubs (name, name_key, short_name, city, address, email, contact, mobile, "
    "website, is_blocked, is_deleted) VALUES ('K', 'k', 'K', 'G', 'A', 'k@example.com', 'C', "
    "'1', '', false, false)"
)
PLAIN_MEMBER = (
    "INSERT INTO members (club_id, first_name, last_name, search_key, born, is_male, belt, "
    "no_pay, always_pays) SELECT id, 'Đina', 'Šćekić', 'dina scekic', '2012-05-05', false, "
    "'PLAVI', false, false FROM clubs"
)

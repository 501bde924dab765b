"""Imports and exports of a club's people on SQLite and PostgreSQL: the directory's reads and
bulk insert, and a fixed number of statements whether 10 or 400 rows are imported."""

from dataclasses import replace
from datetime import date

from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.spreadsheets.reader_pool import ProcessSpreadsheetReader
from adapters.spreadsheets.writing import XlsxSpreadsheetWriter
from adapters.sql.statement_counter import count_statements
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.access import AccessFilter, AccessKind
from fedreg_core.domain.consent import ParentalConsent
from fedreg_core.domain.entities import Coach, Member, User
from fedreg_core.domain.enums import BELTS, Variant
from fedreg_core.ports.people_directory import MemberConsent, PeopleKind
from fedreg_core.ports.spreadsheets import SheetUpload
from fedreg_core.services.people_export import club_people_workbook
from fedreg_core.services.people_import import ImportRequest, import_people
from fedreg_core.services.person_kinds import FormContext
from fedreg_core.sheets.people_import import ImportReport, RowStatus
from tests.fake_access_log import ORIGIN
from tests.integration.sql_samples import new_club
from tests.sheet_files import MEMBER_HEADER, member_rows, xlsx

ADMIN = User("Admin", "admin@fed.rs", "h", is_admin=True, id=10_000)
FORM = FormContext(BELTS[Variant.DEFAULT], date(2026, 3, 1))
READER = ProcessSpreadsheetReader(size=1)  # its process ends with the tests' (stdin closes)


async def clubs(uow_factory: SqlUnitOfWorkFactory) -> tuple[int, int, int]:
    """Three clubs: the importing one, another, and a deleted one; their ids."""
    async with uow_factory() as uow:
        ids = []
        for name, deleted in (("Sokol", False), ("Soko", False), ("Stari", True)):
            club = await uow.clubs.add(replace(new_club(name), is_deleted=deleted))
            assert club.id is not None
            ids.append(club.id)
        await uow.commit()
    return ids[0], ids[1], ids[2]


def upload(count: int, start: int = 0) -> SheetUpload:
    return SheetUpload(xlsx([MEMBER_HEADER, *member_rows(count, start=start)]), "members.xlsx")


async def run(
    uow_factory: SqlUnitOfWorkFactory, club: int, file: SheetUpload, dry_run: bool = True
) -> ImportReport:
    request = ImportRequest(PeopleKind.MEMBERS, club, file, FORM, Variant.DEFAULT, ORIGIN, dry_run)
    return await import_people(uow_factory(), READER, ADMIN, request)


async def test_the_directory_knows_the_club_and_the_candidates_elsewhere(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    sokol, soko, deleted = await clubs(uow_factory)
    async with uow_factory() as uow:
        for club, first, born in ((sokol, "Ana", 2010), (soko, "Iva", 2011), (soko, "Eva", 2012),
                                  (deleted, "Mia", 2011)):  # fmt: skip
            await uow.members.add(Member(club, first, "Anić", date(born, 1, 1), False, "BELI"))
        await uow.coaches.add(Coach(soko, "Dragan", "Ilić"))
        await uow.commit()
    async with uow_factory() as uow:
        members = await uow.people_directory.known(PeopleKind.MEMBERS, sokol, {date(2011, 1, 1)})
        coaches = await uow.people_directory.known(PeopleKind.COACHES, sokol, set())
    assert [(p.first_name, p.club.id, p.born) for p in members.in_club] == [
        ("Ana", sokol, date(2010, 1, 1))
    ]
    assert [(p.first_name, p.club.name) for p in members.elsewhere] == [("Iva", "Soko")]
    assert [(p.first_name, p.club.id, p.born) for p in coaches.elsewhere] == [
        ("Dragan", soko, None)
    ]


async def test_an_import_costs_the_same_statements_for_10_or_400_rows(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    sokol, soko, _ = await clubs(uow_factory)
    counts = []
    for club, count, start in ((sokol, 10, 0), (soko, 400, 1000)):
        with count_statements(engine) as counter:
            report = await run(uow_factory, club, upload(count, start), dry_run=False)
        assert report.stored == count
        counts.append(counter.count)
    assert counts[0] == counts[1], counts
    # club and settings before the file is read and again after it (no connection is held
    # while a reader process parses), two reads of the directory, one insert
    assert counts[0] <= 7


async def test_export_then_import_same_club_same_other_club_duplicate(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    sokol, soko, _ = await clubs(uow_factory)
    await run(uow_factory, sokol, upload(25), dry_run=False)
    exported = await club_people_workbook(
        uow_factory(), XlsxSpreadsheetWriter(), ADMIN, sokol, Variant.DEFAULT, "sr", ORIGIN
    )
    again = SheetUpload(exported, "people.xlsx")

    same = await run(uow_factory, sokol, again)
    elsewhere = await run(uow_factory, soko, again)

    assert [row.status for row in same.rows] == [RowStatus.SAME] * 25
    assert [row.status for row in elsewhere.rows] == [RowStatus.DUPLICATE] * 25
    assert {row.match.club.id for row in elsewhere.rows if row.match} == {sokol}


async def test_exporting_a_club_reads_four_lists_whatever_their_size(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    sokol, soko, _ = await clubs(uow_factory)
    await run(uow_factory, soko, upload(200), dry_run=False)
    counts = []
    for club in (sokol, soko):
        async with uow_factory() as uow:
            with count_statements(engine) as counter:
                people = await uow.people_directory.of_club(club)
            counts.append((counter.count, len(people.members)))
    assert counts == [(4, 0), (4, 200)]


CONSENT_HEADER = [*MEMBER_HEADER, "Saglasnost roditelja: datum", "Saglasnost roditelja: dao/la"]


def with_consents(rows: list[list[object]]) -> list[list[object]]:
    return [[*row, date(2025, 9, 1), f"Roditelj {row[0]} Šćekić"] for row in rows]


async def test_consents_cost_the_same_statements_for_20_or_1200_rows_new_and_known(
    uow_factory: SqlUnitOfWorkFactory, engine: AsyncEngine
) -> None:
    sokol, soko, _ = await clubs(uow_factory)
    counts = []
    for club, count, start in ((sokol, 10, 0), (soko, 600, 1000)):  # past a batch of 1,000
        # members without consents, then a file giving them one, with as many new members
        await run(uow_factory, club, upload(count, start), dry_run=False)
        rows = with_consents(member_rows(2 * count, start=start))
        file = SheetUpload(xlsx([CONSENT_HEADER, *rows]), "members.xlsx")
        with count_statements(engine) as counter:
            report = await run(uow_factory, club, file, dry_run=False)
        assert (report.stored, report.summary.consents) == (count, count)
        counts.append(counter.count)
        async with uow_factory() as uow:
            members = (await uow.people_directory.of_club(club)).members
            logged = await uow.access_log.every(AccessFilter(kind=AccessKind.CONSENT_CHANGE))
        assert {m.consent_by for m in members} == {f"Roditelj {row[0]} Šćekić" for row in rows}
        assert {m.consent_date for m in members} == {date(2025, 9, 1)}
        in_club = {r.entry.person.id for r in logged if r.entry.person}
        assert {m.id for m in members} <= in_club
    assert counts[0] == counts[1], counts
    # the import's 7; the settings again (their member lock), one update of the known members'
    # consents, the new members' ids, one insert into the access log
    assert counts[0] <= 11


async def test_the_directory_reads_the_club_members_consents_and_erasures(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    sokol, soko, _ = await clubs(uow_factory)
    async with uow_factory() as uow:
        ana = await uow.members.add(Member(sokol, "Ana", "Anić", date(2010, 1, 1), False, "BELI"))
        iva = await uow.members.add(replace(ana, id=None, first_name="Iva", erased_at=ORIGIN.at))
        other = await uow.members.add(replace(ana, id=None, club_id=soko,
                                              consent_date=date(2024, 1, 1),
                                              consent_by="Milica Anić"))  # fmt: skip
        await uow.commit()
    assert ana.id and iva.id and other.id
    async with uow_factory() as uow:
        consent = ParentalConsent(date(2025, 9, 1), "Милица Анић")
        # an erased member and another club's take none (erased or moved since they were read)
        given = [MemberConsent(member, consent) for member in (ana.id, iva.id, other.id)]
        await uow.people_directory.record_consents(sokol, given)
        await uow.commit()
    async with uow_factory() as uow:
        known = await uow.people_directory.known(PeopleKind.MEMBERS, sokol, {date(2010, 1, 1)})
    assert sorted((p.first_name, p.consent, p.erased) for p in known.in_club) == [
        ("Ana", consent, False),
        ("Iva", None, True),
    ]
    assert [p.consent for p in known.elsewhere] == [None]  # another club's: not read
    async with uow_factory() as uow:
        kept = [await uow.members.get(member) for member in (iva.id, other.id)]
    assert [(m.consent_date, m.consent_by) for m in kept if m] == [
        (None, None),
        (date(2024, 1, 1), "Milica Anić"),
    ]

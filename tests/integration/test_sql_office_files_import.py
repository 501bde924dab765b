"""Every kind of file a club brings, imported on SQLite and PostgreSQL: .xlsx as Excel saves
it, .ods as LibreOffice saves it, CSV in UTF-8 (with or without a BOM), Windows-1250,
Windows-1251 and Excel's "Unicode text" (UTF-16, tabs); each with a title above the header,
empty rows, a date typed day first, and (archives) a hidden sheet and a hidden column.

A dry run names the row of a two-digit year as the spreadsheet program shows it; the import
then stores the people as they were written."""

from collections.abc import Callable
from datetime import date

import pytest

from adapters.spreadsheets.reader_pool import ProcessSpreadsheetReader
from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import User
from fedreg_core.domain.enums import BELTS, Variant
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.spreadsheets import SheetUpload
from fedreg_core.services.people_import import ImportRequest, import_people
from fedreg_core.services.person_kinds import FormContext
from fedreg_core.sheets.people_import import ImportReport, RowStatus
from tests.fake_access_log import ORIGIN
from tests.integration.sql_samples import new_club
from tests.office_files import Tab, calc_book, code_page_csv, excel_book, unicode_text

ADMIN = User("Admin", "admin@fed.rs", "h", is_admin=True, id=10_000)
FORM = FormContext(BELTS[Variant.DEFAULT], date(2026, 3, 1))
READER = ProcessSpreadsheetReader(size=1)  # its process ends with the tests' (stdin closes)
BORN = (date(2010, 3, 5), date(2011, 12, 1), date(2009, 1, 31))
SEX = ("Z", "M", "Z")
LATIN = (("Jelena", "Đorđević"), ("Čedomir", "Šarić"), ("Žana", "Ćirić"), ("Ana", "Anić"))
CYRILLIC = (("Јелена", "Ђорђевић"), ("Чедомир", "Шарић"), ("Жана", "Ћирић"), ("Ана", "Анић"))
TITLES: dict[tuple[tuple[str, str], ...], str] = {
    LATIN: "Karate savez Srbije: spisak članova",
    CYRILLIC: "Карате савез Србије",
}
"""Names: three people to store, and the one of the row in error."""
CONSENTS: dict[tuple[tuple[str, str], ...], tuple[tuple[str, str], tuple[str, str]]] = {
    LATIN: (("Saglasnost roditelja: datum", "Saglasnost roditelja: dao/la"),
            ("1. 9. 2025.", "Ljiljana Đorđević")),
    CYRILLIC: (("Сагласност родитеља: датум", "Сагласност родитеља: дао/ла"),
               ("1. 9. 2025.", "Љиљана Ђорђевић")),
}  # fmt: skip
"""The consent's headers in the names' script, and the first person's consent."""
Cells = list[object]
Make = Callable[[list[Cells], str], bytes]


def rows(names: tuple[tuple[str, str], ...], bad_row: bool, hidden: bool) -> list[Cells]:
    """Under the title: an empty row, the header, three people (the first born "05/03/2010",
    with a parent's consent), an empty row, and one with a two-digit year; ``hidden``: an
    eighth column with old names."""
    consent_header, consent = CONSENTS[names]
    header: Cells = ["Ime", "Prezime", "Datum rodjenja", "Pol", "Pojas", *consent_header]
    people: list[Cells] = [
        [first, last, born, sex, "plavi", None, None]
        for (first, last), born, sex in zip(names, BORN, SEX, strict=False)
    ]
    people[0][2] = "05/03/2010"
    people[0][5:] = consent
    body: list[Cells] = [[None] * 7, header, *people]
    if bad_row:
        body += [[None] * 7, [*names[3], "5.3.10", "Z", "plavi", None, None]]
    if hidden:
        for row in body[1:]:
            row.append("Ime" if row is header else f"(stari) {row[0]}")
    return body


def archive(make: Callable[[list[Tab]], bytes]) -> Make:
    def made(body: list[Cells], title: str) -> bytes:
        old = Tab("Stari spisak", [["Ime", "Prezime"], ["Stari", "Spisak"]], hidden=True)
        return make([old, Tab("Članovi", body, title=title, hidden_columns=(7,))])

    return made


def text(encode: Callable[[list[Cells]], bytes]) -> Make:
    return lambda body, title: encode([[title, *[None] * 6], *body])


KINDS: dict[str, tuple[Make, tuple[tuple[str, str], ...]]] = {
    "excel.xlsx": (archive(excel_book), LATIN),
    "libreoffice.ods": (archive(calc_book), LATIN),
    "excel-utf8.csv": (text(lambda rows: code_page_csv(rows, "utf-8-sig")), LATIN),
    "libreoffice.csv": (text(lambda rows: code_page_csv(rows, "utf-8", ",")), CYRILLIC),
    "windows-1250.csv": (text(lambda rows: code_page_csv(rows, "cp1250")), LATIN),
    "windows-1251.csv": (text(lambda rows: code_page_csv(rows, "cp1251")), CYRILLIC),
    "unicode-text.csv": (text(unicode_text), CYRILLIC),
}


def upload(kind: str, bad_row: bool) -> SheetUpload:
    make, names = KINDS[kind]
    body = rows(names, bad_row, hidden=not kind.endswith(".csv"))
    return SheetUpload(make(body, TITLES[names]), kind)


async def run(
    uow_factory: SqlUnitOfWorkFactory, club: int, file: SheetUpload, dry_run: bool
) -> ImportReport:
    request = ImportRequest(PeopleKind.MEMBERS, club, file, FORM, Variant.DEFAULT, ORIGIN, dry_run)
    return await import_people(uow_factory(), READER, ADMIN, request)


@pytest.mark.parametrize("kind", list(KINDS))
async def test_every_kind_of_file_is_read_and_stored_as_written(
    uow_factory: SqlUnitOfWorkFactory, kind: str
) -> None:
    async with uow_factory() as uow:
        club = await uow.clubs.add(new_club("Sokol"))
        await uow.commit()
    assert club.id is not None

    checked = await run(uow_factory, club.id, upload(kind, bad_row=True), dry_run=True)
    stored = await run(uow_factory, club.id, upload(kind, bad_row=False), dry_run=False)

    assert [(row.number, row.status, row.errors) for row in checked.rows] == [
        (4, RowStatus.NEW, {}),
        (5, RowStatus.NEW, {}),
        (6, RowStatus.NEW, {}),
        (8, RowStatus.ERROR, {"born": "error_import_two_digit_year"}),
    ]
    assert stored.stored == 3
    async with uow_factory() as uow:
        members = (await uow.people_directory.of_club(club.id)).members
    names = KINDS[kind][1]
    assert sorted((m.first_name, m.last_name, m.born) for m in members) == sorted(
        (first, last, born) for (first, last), born in zip(names, BORN, strict=False)
    )
    consents = {(m.first_name, m.consent_date, m.consent_by) for m in members}
    given_by = CONSENTS[names][1][1]
    assert consents == {(names[0][0], date(2025, 9, 1), given_by),
                        (names[1][0], None, None), (names[2][0], None, None)}  # fmt: skip

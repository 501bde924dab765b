"""Importing a club's people over fakes: the report, all or nothing, duplicates, rights, limits.

The rows come from a fake reader: the file formats are the adapter's (test_spreadsheet_files.py).
"""

from collections.abc import Collection, Sequence
from dataclasses import replace
from datetime import date
from typing import Any

import pytest

from fedreg_core.domain.entities import Coach, Member
from fedreg_core.domain.enums import Variant
from fedreg_core.domain.errors import ClubBlocked, FileTooLarge, Forbidden, NotFound, RuleBroken
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.spreadsheets import Cell, NumberedRow, SheetUpload
from fedreg_core.services.people_import import ImportRequest, import_people
from fedreg_core.sheets.columns import MEMBER_PLAIN_COLUMNS
from fedreg_core.sheets.people_import import MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, RowStatus
from tests.fake_access_log import ORIGIN
from tests.unit.clubs_setup import FORM, World

HEADER = ("Ime", "Prezime", "Datum rođenja", "Pol", "Pojas")


class RowsReader:
    """A ``SpreadsheetReader`` that answers the rows it was given (numbered from 1)."""

    def __init__(self, rows: Sequence[Sequence[Cell]]) -> None:
        self.rows_given = [NumberedRow(i, tuple(row)) for i, row in enumerate(rows, start=1)]
        self.read = 0
        self.sheet_names: list[str] = []

    async def rows(
        self, upload: SheetUpload, max_rows: int, sheet_names: Collection[str] = ()
    ) -> list[NumberedRow]:
        self.read += 1
        self.sheet_names = list(sheet_names)
        return self.rows_given[:max_rows]


def members(*rows: Sequence[Cell]) -> RowsReader:
    return RowsReader([HEADER, *rows])


def request(club_id: int, kind: PeopleKind = PeopleKind.MEMBERS, **options: Any) -> ImportRequest:
    upload = SheetUpload(options.pop("content", b"file"), "people.xlsx")
    return ImportRequest(kind, club_id, upload, FORM, Variant.DEFAULT, ORIGIN, **options)


async def run(fed: World, reader: RowsReader, actor: Any, **options: Any) -> Any:
    club_id = options.pop("club_id", fed.sokol_id)
    return await import_people(fed.uow, reader, actor, request(club_id, **options))


ANA = ("Ana", "Anić", "17.05.2010.", "Ž", "Plavi")
MARKO = ("Marko", "Marković", date(2011, 2, 3), "M", "zeleni")


async def test_a_dry_run_reports_every_row_and_stores_nothing(fed: World) -> None:
    await fed.member_of(fed.sokol_id, "Ana", "Anić")  # born 2010-05-17: the same person
    other = await fed.db.members.add(
        Member(fed.soko_id, "MARKO", "Markovic", date(2011, 2, 3), True, "BELI")
    )
    reader = members(
        ANA, MARKO, ("Iva", "Ivić", "2012-01-01", "Ž", "žuti"), ("", "X", "1.1.2030", "?", "zlatni")
    )

    report = await run(fed, reader, fed.coach)

    assert [row.status for row in report.rows] == [
        RowStatus.SAME,
        RowStatus.DUPLICATE,
        RowStatus.NEW,
        RowStatus.ERROR,
    ]
    assert report.rows[1].match.club.name == "Soko" and report.rows[1].match.id == other.id
    assert report.rows[3].number == 5
    assert report.rows[3].errors == {
        "firstName": "required",
        "born": "born_out_of_range",
        "isMale": "error_import_sex",
        "belt": "error_import_belt",
    }
    assert report.rows[0].values == {
        "firstName": "Ana",
        "lastName": "Anić",
        "born": "17.05.2010.",
        "isMale": "Ž",
        "belt": "Plavi",
        "weight": "",
        "medicalValidUntil": "",
        "licenceNumber": "",
        **{column.field: "" for column in MEMBER_PLAIN_COLUMNS},
        "consentDate": "",
        "consentBy": "",
    }
    assert (report.summary.new, report.summary.same, report.summary.duplicates) == (1, 1, 1)
    assert report.summary.errors == 1 and report.stored == 0
    assert len(fed.db.members.all()) == 2


async def test_the_import_stores_the_new_rows_only_in_one_transaction(fed: World) -> None:
    await fed.db.members.add(
        Member(fed.soko_id, "Marko", "Marković", date(2011, 2, 3), True, "BELI")
    )
    reader = members(ANA, MARKO, ("Iva", "Ivić", "2012-01-01", "Ž", "žuti"))

    report = await run(fed, reader, fed.coach, dry_run=False)

    assert report.stored == 2 and fed.uow.commits == 1
    stored = [
        (m.first_name, m.born, m.is_male, m.belt)
        for m in fed.db.members.all()
        if m.club_id == fed.sokol_id
    ]
    assert stored == [
        ("Ana", date(2010, 5, 17), False, "PLAVI"),
        ("Iva", date(2012, 1, 1), False, "ZUTI"),
    ]


async def test_any_row_in_error_refuses_the_whole_import(fed: World) -> None:
    reader = members(
        ANA, ("Iva", "Ivić", "31.02.2012.", "Ž", "žuti"), ("Eva", "", "2012-01-01", "Ž", "x")
    )

    with pytest.raises(RuleBroken) as raised:
        await run(fed, reader, fed.coach, dry_run=False)

    assert raised.value.errors == {
        "rows.3.born": "error_import_date",
        "rows.4.lastName": "required",
        "rows.4.belt": "error_import_belt",
    }
    assert fed.db.members.all() == [] and fed.uow.commits == 0


async def test_admins_may_import_people_found_in_another_club(fed: World) -> None:
    await fed.db.members.add(
        Member(fed.soko_id, "Marko", "Marković", date(2011, 2, 3), True, "BELI")
    )

    report = await run(fed, members(MARKO), fed.admin, dry_run=False, with_duplicates=True)

    assert report.rows[0].status == RowStatus.DUPLICATE and report.stored == 1
    assert len(fed.db.members.all()) == 2
    with pytest.raises(Forbidden) as raised:
        await run(fed, members(MARKO), fed.coach, dry_run=False, with_duplicates=True)
    assert raised.value.message_key == "error_import_duplicates_admin"


async def test_duplicates_compare_names_without_case_and_diacritics_and_the_birth_date(
    fed: World,
) -> None:
    await fed.db.members.add(Member(fed.soko_id, "Đorđe", "Šarić", date(2011, 2, 3), True, "BELI"))
    reader = members(
        ("djordje", "SARIC", "2011-02-03", "M", "beli"),
        ("Đorđe", "Šarić", "2011-02-04", "M", "beli"),
    )

    report = await run(fed, reader, fed.coach)

    assert [row.status for row in report.rows] == [RowStatus.DUPLICATE, RowStatus.NEW]


async def test_a_person_listed_twice_in_the_file_is_an_error(fed: World) -> None:
    report = await run(fed, members(ANA, ("ana", "ANIC", "2010-05-17", "Ž", "plavi")), fed.coach)

    assert report.rows[1].status == RowStatus.ERROR
    assert report.rows[1].errors == {"row": "error_import_repeated"}
    assert report.errors() == {"rows.3": "error_import_repeated"}


async def test_staff_are_compared_by_name(fed: World) -> None:
    await fed.db.coaches.add(Coach(fed.soko_id, "Dragan", "Ilić"))
    reader = RowsReader([("First name", "Last name"), ("DRAGAN", "ilic"), ("Zoran", "Jović")])

    report = await run(fed, reader, fed.coach, kind=PeopleKind.COACHES, dry_run=False)

    assert [row.status for row in report.rows] == [RowStatus.DUPLICATE, RowStatus.NEW]
    assert [c.first_name for c in fed.db.coaches.all() if c.club_id == fed.sokol_id] == ["Zoran"]
    # the kind's sheet of an export, by its title in every language
    assert reader.sheet_names == ["Treneri", "Coaches", "Тренери"]


async def test_duplicate_detection_reads_the_directory_once_whatever_the_rows(fed: World) -> None:
    reader = members(
        *[(f"Ana{i}", "Anić", f"2010-01-{1 + i % 28:02d}", "Ž", "plavi") for i in range(300)]
    )

    report = await run(fed, reader, fed.coach, dry_run=False)

    assert report.stored == 300
    assert fed.db.people_directory.calls == ["known", "add_all"]


@pytest.mark.parametrize(
    ("who", "club", "error"),
    [("coach", "soko_id", Forbidden), ("other", "sokol_id", Forbidden), ("admin", None, NotFound)],
)
async def test_the_rights_of_adding_a_person_and_before_the_file_is_read(
    fed: World, who: str, club: str | None, error: type[Exception]
) -> None:
    reader = members(ANA)
    club_id = getattr(fed, club) if club else 999

    with pytest.raises(error):
        await run(fed, reader, getattr(fed, who), club_id=club_id, dry_run=False)

    assert reader.read == 0 and fed.db.members.all() == []


async def test_the_member_lock_stops_club_users_not_admins_and_not_for_staff(fed: World) -> None:
    await fed.set_settings(disable_create=True)

    with pytest.raises(Forbidden) as raised:
        await run(fed, members(ANA), fed.coach, dry_run=False)
    assert raised.value.message_key == "error_members_create_locked"

    assert (await run(fed, members(ANA), fed.admin, dry_run=False)).stored == 1
    coaches = RowsReader([("Ime", "Prezime"), ("Zoran", "Jović")])
    assert (await run(fed, coaches, fed.coach, kind=PeopleKind.COACHES, dry_run=False)).stored == 1


@pytest.mark.parametrize(
    ("rows", "errors"),
    [
        ([HEADER], {"file": "error_import_empty"}),
        ([], {"file": "error_import_empty"}),
        ([HEADER, *[ANA] * (MAX_IMPORT_ROWS + 1)], {"file": "error_import_too_many_rows"}),
        ([("Ime", "Pol"), ANA], {"lastName": "error_import_column_missing",
                                 "born": "error_import_column_missing",
                                 "belt": "error_import_column_missing"}),
    ],
)  # fmt: skip
async def test_a_file_without_rows_too_many_rows_or_columns_missing(
    fed: World, rows: list[Sequence[Cell]], errors: dict[str, str]
) -> None:
    with pytest.raises(RuleBroken) as raised:
        await run(fed, RowsReader(rows), fed.coach)
    assert raised.value.errors == errors


async def test_title_rows_above_the_header_are_skipped(fed: World) -> None:
    titles = [("Karate savez Srbije", None, None), (None, "Spisak članova", "2026.")]
    reader = RowsReader([*titles, HEADER, ANA, MARKO])

    report = await run(fed, reader, fed.coach)

    assert [(row.number, row.status) for row in report.rows] == [
        (4, RowStatus.NEW),
        (5, RowStatus.NEW),
    ]


async def test_as_many_rows_as_allowed_under_title_rows(fed: World) -> None:
    rows = [(f"Ana{i}", "Anić", date(2010, 1, 1), "Ž", "Plavi") for i in range(MAX_IMPORT_ROWS)]
    cells: list[Sequence[Cell]] = [*[("Karate savez Srbije",)] * 9, HEADER, *rows]
    assert len((await run(fed, RowsReader(cells), fed.coach)).rows) == MAX_IMPORT_ROWS
    with pytest.raises(RuleBroken) as raised:
        await run(fed, RowsReader([*cells, rows[0]]), fed.coach)
    assert raised.value.errors == {"file": "error_import_too_many_rows"}


async def test_a_file_over_5_mb_is_refused_before_it_is_read(fed: World) -> None:
    reader = members(ANA)
    with pytest.raises(FileTooLarge):
        await run(fed, reader, fed.coach, content=b"x" * (MAX_IMPORT_BYTES + 1))
    assert reader.read == 0


async def test_a_deleted_club_takes_no_import(fed: World) -> None:
    fed.soko.is_deleted = True
    await fed.db.clubs.update(fed.soko)
    with pytest.raises(NotFound):
        await run(fed, members(ANA), fed.admin, club_id=fed.soko_id)


async def test_referees_read_dan_and_rank_and_check_the_other_rank(fed: World) -> None:
    reader = RowsReader([
        ("Ime", "Prezime", "Dan", "Rang", "Drugi rang"),
        ("Zoran", "Jović", 3, "Nacionalni A", None),
        ("Pera", "Perić", "2.", "Drugo", None),
        ("Mika", "Mikić", 11, "nepoznat", None),
    ])  # fmt: skip
    report = await run(fed, reader, fed.coach, kind=PeopleKind.REFEREES)
    assert [row.errors for row in report.rows] == [
        {},
        {"rangOther": "required"},
        {"dan": "dan_range", "rang": "error_import_rang"},
    ]


class ClubBlockedWhileRead(RowsReader):
    """Reads its rows with no unit of work open (as the SQL adapter's, no connection held
    while a reader process parses), and the club is blocked meanwhile."""

    def __init__(self, fed: World, rows: Sequence[Sequence[Cell]]) -> None:
        super().__init__(rows)
        self.fed = fed
        self.open_while_read = True

    async def rows(
        self, upload: SheetUpload, max_rows: int, sheet_names: Collection[str] = ()
    ) -> list[NumberedRow]:
        self.open_while_read = self.fed.uow.is_open
        club = await self.fed.db.clubs.get(self.fed.sokol_id)
        assert club is not None
        await self.fed.db.clubs.update(replace(club, is_blocked=True))
        return await super().rows(upload, max_rows, sheet_names)


async def test_the_file_is_read_with_no_unit_of_work_open_and_rights_asked_again(
    fed: World,
) -> None:
    reader = ClubBlockedWhileRead(fed, [HEADER, ANA])

    with pytest.raises(ClubBlocked):
        await run(fed, reader, fed.coach, dry_run=False)

    assert reader.read == 1
    assert reader.open_while_read is False
    assert fed.db.members.all() == [] and fed.uow.commits == 0

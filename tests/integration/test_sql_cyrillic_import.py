"""Files written in Serbian Cyrillic (.xlsx, .ods, .csv) import on SQLite and PostgreSQL:
headers, sex, belts, ranks, dans and weights in Cyrillic; a person written in one script is
the same person written in the other (``same`` in the club, ``duplicate`` elsewhere)."""

from collections.abc import Callable
from datetime import date

import pytest

from adapters.sql.unit_of_work import SqlUnitOfWorkFactory
from fedreg_core.domain.entities import Member
from fedreg_core.domain.enums import RefereeRang, Variant
from fedreg_core.ports.people_directory import PeopleKind
from fedreg_core.ports.spreadsheets import SheetUpload
from fedreg_core.services.people_import import ImportRequest, import_people
from fedreg_core.sheets.people_import import ImportReport, RowStatus
from tests.fake_access_log import ORIGIN
from tests.integration.test_sql_people_import import ADMIN, FORM, READER, clubs
from tests.sheet_files import csv_text, ods, xlsx

Rows = list[list[object]]
MEMBERS: Rows = [
    ["Име", "Презиме", "Датум рођења", "Пол", "Појас", "Тежина (кг)", "Број лиценце",
     "Сагласност родитеља: датум", "Сагласност родитеља: дао/ла"],
    ["Јелена", "Ђорђевић", date(2010, 3, 5), "Ж", "Жути", "42,5 кг", "РС-1",
     "01.09.2025.", "Љиљана Ђорђевић"],
    ["Љубомир", "Његош", date(2009, 7, 1), "М", "Плави", "", "", "", ""],
    ["Џејн", "Шаркић", date(2011, 1, 2), "женски", "браон", "", "", "", ""],
]  # fmt: skip
REFEREES: Rows = [
    ["Име", "Презиме", "Дан", "Ранг", "Други ранг"],
    ["Ђорђе", "Чолић", "3. дан", "Национални А", ""],
    ["Нада", "Ћосић", 1, "Записничар", ""],
]
OFFICIALS: Rows = [["Име", "Презиме", "Функција"], ["Жика", "Јовић", "Делегат"]]
COACHES: Rows = [["ИМЕ:", "презиме*"], ["Ђура", "Џаковић"]]
FORMATS: dict[str, Callable[[Rows], bytes]] = {
    "xlsx": xlsx,
    "ods": ods,
    "csv": csv_text,
}


async def run(
    uow_factory: SqlUnitOfWorkFactory, kind: PeopleKind, club: int, upload: SheetUpload
) -> ImportReport:
    request = ImportRequest(kind, club, upload, FORM, Variant.DEFAULT, ORIGIN, dry_run=False)
    return await import_people(uow_factory(), READER, ADMIN, request)


@pytest.mark.parametrize("extension", FORMATS)
async def test_a_cyrillic_file_of_each_kind_is_read(
    uow_factory: SqlUnitOfWorkFactory, extension: str
) -> None:
    club, _, _ = await clubs(uow_factory)
    write = FORMATS[extension]
    kinds: dict[PeopleKind, Rows] = {PeopleKind.MEMBERS: MEMBERS, PeopleKind.REFEREES: REFEREES,
             PeopleKind.OFFICIALS: OFFICIALS, PeopleKind.COACHES: COACHES}  # fmt: skip
    for kind, rows in kinds.items():
        report = await run(uow_factory, kind, club, SheetUpload(write(rows), f"p.{extension}"))
        assert [(row.status, row.errors) for row in report.rows] == [(RowStatus.NEW, {})] * (
            len(rows) - 1
        ), kind
    async with uow_factory() as uow:
        people = await uow.people_directory.of_club(club)
    assert [(m.first_name, m.last_name, m.born, m.is_male, m.belt, m.weight_hg, m.licence_number,
             m.consent_date, m.consent_by)
            for m in sorted(people.members, key=lambda m: m.born)] == [
        ("Љубомир", "Његош", date(2009, 7, 1), True, "PLAVI", None, None, None, None),
        ("Јелена", "Ђорђевић", date(2010, 3, 5), False, "ZUTI", 425, "РС-1",
         date(2025, 9, 1), "Љиљана Ђорђевић"),
        ("Џејн", "Шаркић", date(2011, 1, 2), False, "BRAON", None, None, None, None),
    ]  # fmt: skip
    assert sorted((r.last_name, r.dan, r.rang) for r in people.referees) == [
        ("Ћосић", 1, RefereeRang.ZAPISNICAR),
        ("Чолић", 3, RefereeRang.NATIONAL_A),
    ]
    assert [(o.last_name, o.funct) for o in people.officials] == [("Јовић", "Делегат")]
    assert [c.last_name for c in people.coaches] == ["Џаковић"]


async def test_a_person_in_either_script_is_the_same_person(
    uow_factory: SqlUnitOfWorkFactory,
) -> None:
    sokol, soko, _ = await clubs(uow_factory)
    async with uow_factory() as uow:
        await uow.members.add(Member(sokol, "Jelena", "Đorđević", date(2010, 3, 5), False, "ZUTI"))
        await uow.commit()
    upload = SheetUpload(xlsx(MEMBERS[:2]), "clanovi.xlsx")
    same = await run(uow_factory, PeopleKind.MEMBERS, sokol, upload)
    elsewhere = await run(uow_factory, PeopleKind.MEMBERS, soko, upload)
    assert [row.status for row in same.rows] == [RowStatus.SAME]
    assert [row.status for row in elsewhere.rows] == [RowStatus.DUPLICATE]
    assert elsewhere.rows[0].match is not None
    assert elsewhere.rows[0].match.last_name == "Đorđević"
    assert (same.stored, elsewhere.stored) == (0, 0)

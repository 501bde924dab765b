"""POST /api/clubs/{id}/import/{kind}: the report, all or nothing, the rights, and bad files
of every kind refused with a clear message and nothing stored (issue 17)."""

import re
import zipfile
from collections.abc import Sequence
from datetime import date
from io import BytesIO
from typing import Any
from unittest.mock import ANY

import pytest
from python_calamine import CalamineWorkbook

from fedreg_core.messages import translate
from fedreg_core.sheets.columns import MEMBER_PLAIN_COLUMNS
from fedreg_core.sheets.people_import import MAX_IMPORT_BYTES, MAX_IMPORT_ROWS
from tests.api.resources.conftest import Federation
from tests.sheet_files import (
    MEMBER_HEADER,
    csv_text,
    far_cell_xlsx,
    member_rows,
    ods,
    xlsx,
    zip_bomb,
)

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def file(content: bytes, name: str = "clanovi.xlsx") -> dict[str, tuple[str, bytes, str]]:
    return {"file": (name, content, XLSX)}


def members_file(rows: Sequence[Sequence[object]]) -> dict[str, tuple[str, bytes, str]]:
    return file(xlsx([MEMBER_HEADER, *rows]))


async def post_import(
    fed: Federation, who: dict[str, str] | None, files: Any, *, club: int | None = None,
    kind: str = "members", **query: str,
) -> Any:  # fmt: skip
    url = f"/api/clubs/{club or fed.club_id}/import/{kind}"
    return await fed.call("POST", url, who, files=files, params=query)


async def members_of(fed: Federation, club_id: int) -> list[str]:
    query = {"by": f'{{"clubId": {club_id}}}', "limit": "1000"}
    response = await fed.call("GET", "/api/model/Members", fed.admin, params=query)
    return [item["firstName"] for item in response.json()["items"]]


async def test_a_dry_run_then_the_import(fed: Federation) -> None:
    files = members_file([*member_rows(3), ["", "Anić", "1.1.2030.", "X", "zlatni"]])

    checked = await post_import(fed, fed.coach, files)

    assert checked.status_code == 200, checked.text
    body = checked.json()
    assert body["summary"] == {
        "new": 3,
        "same": 0,
        "duplicates": 0,
        "errors": 1,
        "consents": 0,
        "stored": 0,
    }
    error = body["rows"][3]
    assert (error["row"], error["status"], error["match"]) == (5, "error", None)
    assert error["errors"] == {
        "firstName": translate("required", "sr"),
        "born": translate("born_out_of_range", "sr"),
        "isMale": translate("error_import_sex", "sr"),
        "belt": translate("error_import_belt", "sr"),
    }
    assert body["rows"][0]["values"] == {
        "firstName": "Ana0", "lastName": "Anić", "born": "2000-01-01", "isMale": "Ž",
        "belt": "plavi", "weight": "", "medicalValidUntil": "", "licenceNumber": "",
        **{column.field: "" for column in MEMBER_PLAIN_COLUMNS}, "consentDate": "", "consentBy": "",
    }  # fmt: skip
    assert await members_of(fed, fed.club_id) == []

    refused = await post_import(fed, fed.coach, files, dryRun="false")
    assert refused.status_code == 400
    assert set(refused.json()["errors"]) == {
        "rows.5.firstName", "rows.5.born", "rows.5.isMale", "rows.5.belt"
    }  # fmt: skip
    assert await members_of(fed, fed.club_id) == []

    stored = await post_import(fed, fed.coach, members_file(member_rows(3)), dryRun="false")
    assert stored.status_code == 201, stored.text
    assert stored.json()["summary"]["stored"] == 3
    assert sorted(await members_of(fed, fed.club_id)) == ["Ana0", "Ana1", "Ana2"]


async def test_messages_in_english(fed: Federation) -> None:
    files = file(csv_text([["First name", "Last name", "Born", "Sex", "Belt"],
                           ["Ana", "Anić", "17.05.2010.", "female", "purple"],
                           ["Iva", "Ivić", "05/17/2010", "F", "Blue"]]), "members.csv")  # fmt: skip
    answer = await post_import(fed, {**fed.coach, "Accept-Language": "en"}, files)
    assert answer.status_code == 200, answer.text
    rows = answer.json()["rows"]
    assert rows[0]["status"] == "new"
    assert rows[1]["errors"] == {"born": "Enter the date as dd.mm.yyyy. or yyyy-mm-dd."}


@pytest.mark.parametrize(("make", "name"), [(ods, "clanovi.ods"), (csv_text, "clanovi.csv")])
async def test_ods_and_csv_import_alike(fed: Federation, make: Any, name: str) -> None:
    answer = await post_import(
        fed, fed.coach, file(make([MEMBER_HEADER, *member_rows(4)]), name), dryRun="false"
    )
    assert answer.status_code == 201, answer.text
    assert answer.json()["summary"]["stored"] == 4


async def test_round_trip_export_then_import_here_and_elsewhere(fed: Federation) -> None:
    await post_import(fed, fed.coach, members_file(member_rows(12)), dryRun="false")
    exported = await fed.call("GET", f"/api/clubs/{fed.club_id}/people.xlsx", fed.coach)
    assert exported.status_code == 200 and exported.headers["content-type"].startswith(XLSX)
    again = file(exported.content, "people.xlsx")

    same = await post_import(fed, fed.coach, again)
    elsewhere = await post_import(fed, fed.other, again, club=fed.other_club_id, dryRun="false")

    assert [row["status"] for row in same.json()["rows"]] == ["same"] * 12
    body = elsewhere.json()
    assert elsewhere.status_code == 201 and body["summary"]["stored"] == 0
    assert [row["status"] for row in body["rows"]] == ["duplicate"] * 12
    assert body["rows"][0]["match"]["club"] == {"id": fed.club_id, "name": "Karate klub Sloga"}
    assert await members_of(fed, fed.other_club_id) == []
    coaches = await post_import(fed, fed.coach, again, kind="coaches")
    assert [row["status"] for row in coaches.json()["rows"]] == ["same"]  # Dragan Ilić

    forced = await post_import(fed, fed.admin, again, club=fed.other_club_id, dryRun="false",
                               importDuplicates="true")  # fmt: skip
    assert forced.status_code == 201 and forced.json()["summary"]["stored"] == 12
    refused = await post_import(fed, fed.other, again, club=fed.other_club_id,
                                importDuplicates="true")  # fmt: skip
    assert refused.status_code == 403


async def test_only_the_clubs_users_and_admins_import(fed: Federation) -> None:
    files = members_file(member_rows(2))
    assert (await post_import(fed, fed.other, files, dryRun="false")).status_code == 403
    assert (await post_import(fed, None, files, dryRun="false")).status_code == 401
    assert (await post_import(fed, fed.admin, files, club=99999)).status_code == 404
    assert await members_of(fed, fed.club_id) == []
    assert (await post_import(fed, fed.admin, files, dryRun="false")).status_code == 201


async def test_the_member_lock_applies_to_club_users(fed: Federation) -> None:
    settings = await fed.call("GET", "/api/model/Settings", fed.admin)
    settings_id = settings.json()["items"][0]["id"]
    locked = {"obj": {"disableCreate": True}}
    changed = await fed.call("PUT", f"/api/model/Settings/{settings_id}", fed.admin, json=locked)
    assert changed.status_code == 200, changed.text

    refused = await post_import(fed, fed.coach, members_file(member_rows(1)))
    assert refused.status_code == 403
    assert refused.json()["message"] == translate("error_members_create_locked", "sr")
    coaches = file(csv_text([["Ime", "Prezime"], ["Zoran", "Jović"]]), "treneri.csv")
    assert (await post_import(fed, fed.coach, coaches, kind="coaches")).status_code == 200


async def test_an_anonymous_upload_is_refused_before_its_body_is_read(fed: Federation) -> None:
    huge = file(b"x" * (MAX_IMPORT_BYTES + 1024 * 1024))
    assert (await post_import(fed, None, huge)).status_code == 401


def many_rows() -> bytes:
    return csv_text([MEMBER_HEADER, *member_rows(MAX_IMPORT_ROWS + 1)])


BAD_FILES = [
    ("zip bomb", lambda: zip_bomb(64 * 1024 * 1024), "a.xlsx", 413,
     "error_import_unpacked_too_large"),
    ("picture renamed", lambda: b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "a.xlsx", 415,
     "error_import_file_type"),
    ("unknown type", lambda: b"Ime;Prezime", "a.txt", 415, "error_import_file_type"),
    ("formulas", lambda: xlsx([MEMBER_HEADER, *member_rows(1)], '=HYPERLINK("http://x","y")'),
     "a.xlsx", 400, "error_import_formulas"),
    ("over 5 MB", lambda: b"x" * (MAX_IMPORT_BYTES + 100), "a.csv", 413, None),
    ("over 5,000 rows", many_rows, "a.csv", 400, "error_import_too_many_rows"),
    ("no encoding reads it", lambda: b"Ime;Prezime\n\x98or\x98e;x", "a.csv", 400,
     "error_import_encoding"),
    ("no rows", lambda: csv_text([MEMBER_HEADER]), "a.csv", 400, "error_import_empty"),
    ("a cell at XFD1048576", lambda: far_cell_xlsx(1_048_575, 16_383), "a.xlsx", 400,
     "error_import_sheet_too_large"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("case", "make", "name", "status", "key"), BAD_FILES, ids=[b[0] for b in BAD_FILES]
)
async def test_bad_files_are_refused_clearly_and_change_nothing(
    fed: Federation, case: str, make: Any, name: str, status: int, key: str | None
) -> None:
    answer = await post_import(fed, fed.coach, file(make(), name), dryRun="false")

    assert answer.status_code == status, answer.text
    body = answer.json()
    if key is not None:
        message = translate(key, "sr")
        assert message in (body["message"], (body.get("errors") or {}).get("file")), body
    assert await members_of(fed, fed.club_id) == []


@pytest.mark.parametrize(("make", "name"), [(xlsx, "a.xlsx"), (ods, "a.ods"), (csv_text, "a.csv")])
@pytest.mark.parametrize("empty_above", [1, 3])
async def test_an_error_names_the_row_the_spreadsheet_shows(
    fed: Federation, make: Any, name: str, empty_above: int
) -> None:
    bad: list[object] = ["Ana", "Anić", "5.3.10", "Ž", "plavi"]
    rows = [*[[""] * 5] * empty_above, MEMBER_HEADER, *member_rows(2), [""] * 5, bad]
    who = {**fed.coach, "Accept-Language": "en"}

    refused = await post_import(fed, who, file(make(rows), name), dryRun="false")

    assert refused.status_code == 400, refused.text
    row = empty_above + 5  # the header, two people, an empty row, then the row in error
    message = translate("error_import_two_digit_year", "en")
    assert refused.json()["errors"] == {f"rows.{row}.born": message}


async def test_a_file_no_encoding_reads_is_refused_in_the_users_language(
    fed: Federation,
) -> None:
    who = {**fed.coach, "Accept-Language": "en"}
    answer = await post_import(fed, who, file(b"Ime;Prezime\n\x98", "a.csv"))
    assert answer.json()["errors"] == {"file": translate("error_import_encoding", "en")}
    assert "Windows-1251" in answer.json()["errors"]["file"]


async def test_a_cell_of_a_megabyte(fed: Federation) -> None:
    rows: list[Sequence[object]] = [["x" * 1_000_000, "Anić", "17.05.2010.", "Ž", "plavi"]]
    rows += member_rows(1)
    files = file(csv_text([MEMBER_HEADER, *rows]), "a.csv")

    checked = await post_import(fed, fed.coach, files)
    refused = await post_import(fed, fed.coach, files, dryRun="false")

    row = checked.json()["rows"][0]
    assert row["errors"] == {"firstName": translate("max_length", "sr")}
    assert len(row["values"]["firstName"]) == 60
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"rows.2.firstName": translate("max_length", "sr")}
    assert await members_of(fed, fed.club_id) == []


async def test_a_kind_that_does_not_exist(fed: Federation) -> None:
    answer = await post_import(fed, fed.coach, members_file(member_rows(1)), kind="pets")
    assert answer.status_code == 400


async def test_templates_in_both_languages(fed: Federation) -> None:
    for language, header in (("sr", "Datum rođenja"), ("en", "Date of birth")):
        who = {**fed.coach, "Accept-Language": language}
        template = await fed.call("GET", "/api/clubs/import-templates/members", who)
        assert template.status_code == 200
        assert (
            template.headers["content-disposition"]
            == f'attachment; filename="members-{language}.xlsx"'
        )
        filled = file(template.content, "t.xlsx")
        # The template's header is what an import reads: only the rows are missing.
        empty = await post_import(fed, fed.coach, filled)
        assert empty.json()["errors"] == {"file": translate("error_import_empty", "sr")}
        sheet = CalamineWorkbook.from_filelike(BytesIO(template.content)).get_sheet_by_index(0)
        assert sheet.to_python()[0][2] == header


def list_validations(content: bytes) -> dict[str, str]:
    """The drop-down lists of the first sheet: cells -> the values offered."""
    sheet_xml = zipfile.ZipFile(BytesIO(content)).read("xl/worksheets/sheet1.xml").decode()
    found = re.findall(
        r'<dataValidation type="list"[^>]*sqref="([A-Z0-9:]+)"><formula1>"([^<]*)"</formula1>',
        sheet_xml,
    )
    return dict(found)


@pytest.mark.parametrize(
    ("language", "sheet_names", "sexes", "belts"),
    [
        ("sr", ["Članovi", "Primer", "Vrednosti"], "Muški,Ženski", "Crni,Braon,Ljubičasti"),
        ("en", ["Members", "Example", "Allowed values"], "Male,Female", "Black,Brown,Purple"),
    ],
)
async def test_the_template_has_drop_downs_an_example_that_imports_and_the_allowed_values(
    fed: Federation, language: str, sheet_names: list[str], sexes: str, belts: str
) -> None:
    who = {**fed.coach, "Accept-Language": language}
    template = await fed.call("GET", "/api/clubs/import-templates/members", who)

    book = CalamineWorkbook.from_filelike(BytesIO(template.content))
    assert book.sheet_names == sheet_names
    header, *rows = book.get_sheet_by_index(0).to_python()
    assert rows == []  # nothing to import by mistake
    drop_downs = list_validations(template.content)
    assert drop_downs["D2:D5001"] == sexes  # Pol / Sex
    assert drop_downs["E2:E5001"].startswith(belts)  # Pojas / Belt, black first
    example = book.get_sheet_by_name(sheet_names[1]).to_python()
    assert example[0] == header and len(example) == 2
    assert example[1][:5] == ["Đorđe", "Šarić", date(2012, 3, 15), sexes.split(",")[0], ANY]
    allowed = book.get_sheet_by_name(sheet_names[2]).to_python()
    assert allowed[0] == header
    sex_column = [row[3] for row in allowed[1:] if row[3]]
    assert sex_column[:2] == sexes.split(",") and "M" in str(sex_column[2])
    assert example[1][-2:] == [date(2025, 9, 1), "Milica Šarić"]  # a parent's consent
    assert allowed[1][-1] == translate("sheet_allowed_consent_by", language)

    # The example row, filled into the sheet to import, is a new member.
    checked = await post_import(fed, who, file(xlsx(example)))
    assert checked.status_code == 200, checked.text
    assert [row["status"] for row in checked.json()["rows"]] == ["new"]


async def test_the_referees_template_offers_the_ranks(fed: Federation) -> None:
    template = await fed.call("GET", "/api/clubs/import-templates/referees", fed.coach)
    assert list_validations(template.content)["D2:D5001"].startswith("Nacionalni A,")

"""The people workbook carries a minor's parental consent both ways: exported, edited in the
spreadsheet, imported, read back on the member, each consent recorded in the access log."""

from datetime import date
from io import BytesIO
from typing import Any

from python_calamine import CalamineWorkbook

from tests.api.resources.conftest import Federation, member_body
from tests.api.resources.test_people_import_api import file, post_import
from tests.sheet_files import xlsx


async def new_member(fed: Federation, first: str, last: str) -> int:
    body = member_body(fed.club_id, firstName=first, lastName=last)
    created = await fed.call("POST", "/api/model/Members", fed.coach, json=body)
    assert created.status_code == 201, created.text
    return int(created.json()["id"])


async def members_sheet(fed: Federation, language: str) -> list[list[Any]]:
    who = {**fed.coach, "Accept-Language": language}
    exported = await fed.call("GET", f"/api/clubs/{fed.club_id}/people.xlsx", who)
    assert exported.status_code == 200
    book = CalamineWorkbook.from_filelike(BytesIO(exported.content))
    return [list(row) for row in book.get_sheet_by_index(0).to_python()]


async def consent_log(fed: Federation, member_id: int) -> list[tuple[int, str]]:
    url = f"/api/access-log?personKind=members&personId={member_id}&kind=consent_change"
    log = await fed.call("GET", url, fed.admin)
    return [(row["userId"], row["what"]) for row in log.json()["items"]]


async def test_export_edit_import_and_read_the_consent_back(fed: Federation) -> None:
    jelena = await new_member(fed, "Jelena", "Đorđević")
    zarko = await new_member(fed, "Жарко", "Шћекић")
    consent = {"date": "2024-06-01", "givenBy": "Ljiljana Đorđević"}
    put = await fed.call("PUT", f"/api/members/{jelena}/consent", fed.coach, json=consent)
    assert put.status_code == 200, put.text

    header, *rows = await members_sheet(fed, "sr")
    english = (await members_sheet(fed, "en"))[0]

    date_at, by_at = header.index("Saglasnost roditelja: datum"), len(header) - 1
    assert header[by_at] == "Saglasnost roditelja: dao/la"
    assert english[date_at:] == ["Parental consent: date", "Parental consent: given by"]
    exported = {row[0]: (row[date_at], row[by_at]) for row in rows}
    assert exported == {"Jelena": (date(2024, 6, 1), "Ljiljana Đorđević"), "Жарко": ("", "")}

    for row in rows:  # the club writes Žarko's consent in; Jelena's stays as exported
        if row[0] == "Жарко":
            row[date_at], row[by_at] = "15.09.2025.", "Милица Шћекић"
    edited = file(xlsx([header, *rows]))
    checked = await post_import(fed, fed.coach, edited)
    stored = await post_import(fed, fed.coach, edited, dryRun="false")

    assert checked.status_code == 200, checked.text
    summary = checked.json()["summary"]
    assert (summary["same"], summary["consents"], summary["errors"]) == (2, 1, 0)
    changing = {row["values"]["firstName"]: row["consentChange"] for row in checked.json()["rows"]}
    assert changing == {"Jelena": False, "Жарко": True}
    assert stored.status_code == 201, stored.text
    assert stored.json()["summary"]["consents"] == 1
    read = await fed.call("GET", f"/api/model/Members/{zarko}", fed.coach)
    assert (read.json()["consentDate"], read.json()["consentBy"]) == (
        "2025-09-15", "Милица Шћекић",
    )  # fmt: skip
    assert await consent_log(fed, zarko) == [(fed.coach_id, "consent recorded")]
    assert await consent_log(fed, jelena) == [(fed.coach_id, "consent recorded")]  # the PUT's


async def test_a_consent_before_the_birth_is_reported_on_its_cell(fed: Federation) -> None:
    await new_member(fed, "Jelena", "Đorđević")
    header, *rows = await members_sheet(fed, "en")
    rows[0][-2:] = ["2010-05-16", "Ljiljana Đorđević"]

    answer = await post_import(fed, {**fed.coach, "Accept-Language": "en"},
                               file(xlsx([header, *rows])), dryRun="false")  # fmt: skip

    assert answer.status_code == 400
    assert answer.json()["errors"] == {
        "rows.2.consentDate": "The consent's date cannot be before the birth date (17/05/2010)."
    }

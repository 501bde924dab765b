"""A member's nationality (a plain field, declared once on ``Member``): the club sets it in the
form and in people.xlsx, sees it in its lists and the organizers in the entries workbook;
other clubs do not see it; a value that is not a country code is refused on its field."""

from io import BytesIO
from typing import Any

from python_calamine import CalamineWorkbook

from fedreg_core.messages import translate
from tests.api.registrations.conftest import Cup
from tests.sheet_files import MEMBER_HEADER, xlsx

MEMBERS = "/api/model/Members"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def sheet(content: bytes, name: str) -> list[list[Any]]:
    return CalamineWorkbook.from_filelike(BytesIO(content)).get_sheet_by_name(name).to_python()


def column(rows: list[list[Any]], header: str) -> list[Any]:
    at = rows[0].index(header)
    return [row[at] for row in rows[1:]]


async def create(cup: Cup, **fields: Any) -> Any:
    body = {"clubId": cup.fed.club_id, "firstName": "Đorđe", "lastName": "Šćepanović",
            "born": "2010-05-17", "isMale": True, "belt": "PLAVI", **fields}  # fmt: skip
    return await cup.call("POST", MEMBERS, cup.fed.coach, json={"obj": body, "returnObj": True})


async def test_the_club_sets_it_in_capitals_and_others_do_not_see_it(cup: Cup) -> None:
    created = await create(cup, nationality=" srb ")
    assert created.status_code == 201, created.text
    member = created.json()
    assert member["nationality"] == "SRB"
    url = f"{MEMBERS}/{member['id']}"
    listed = await cup.call("GET", f'{MEMBERS}?by={{"clubId":{cup.fed.club_id}}}', cup.fed.coach)
    assert [item.get("nationality") for item in listed.json()["items"]] == ["SRB"]
    assert "nationality" not in (await cup.call("GET", url, cup.fed.other)).json()

    cleared = await cup.call("PUT", url, cup.fed.coach, json={"obj": {"nationality": ""}})
    assert cleared.status_code == 200, cleared.text
    assert "nationality" not in cleared.json()  # an empty one is left out of the answer
    changed = await cup.call("PUT", url, cup.fed.coach, json={"obj": {"nationality": "bih"}})
    assert changed.json()["nationality"] == "BIH"


async def test_a_value_that_is_not_a_country_code_is_refused_on_its_field(cup: Cup) -> None:
    member = (await create(cup, nationality="MNE")).json()
    url = f"{MEMBERS}/{member['id']}"
    for bad in ("Srbija", "S1B", "RS"):
        refused = await cup.call("PUT", url, cup.fed.coach, json={"obj": {"nationality": bad}})
        assert refused.status_code == 400, bad
        assert refused.json()["errors"] == {"nationality": translate("nationality_code", "sr")}
    english = await cup.call("PUT", url, {**cup.fed.coach, "Accept-Language": "en"},
                             json={"obj": {"nationality": "Serbia"}})  # fmt: skip
    assert english.json()["errors"] == {"nationality": translate("nationality_code", "en")}
    assert (await cup.call("GET", url, cup.fed.coach)).json()["nationality"] == "MNE"


async def test_people_xlsx_writes_it_and_the_import_reads_it(cup: Cup) -> None:
    fed = cup.fed
    await create(cup, nationality="SRB")
    exported = await cup.call("GET", f"/api/clubs/{fed.club_id}/people.xlsx", fed.coach)
    assert column(sheet(exported.content, "Članovi"), "Državljanstvo") == ["SRB"]

    rows = [[*MEMBER_HEADER, "Country"], ["Željka", "Čolić", "01.02.2011.", "Ž", "Plavi", "hrv"],
            ["Ćiro", "Žunić", "03.04.2012.", "M", "Plavi", "Hrvatska"]]  # fmt: skip
    files = {"file": ("clanovi.xlsx", xlsx(rows), XLSX)}
    url = f"/api/clubs/{fed.club_id}/import/members"
    report = (await cup.call("POST", url, fed.coach, files=files)).json()
    assert [row["status"] for row in report["rows"]] == ["new", "error"]
    assert report["rows"][1]["errors"] == {"nationality": translate("nationality_code", "sr")}
    del rows[2]
    files = {"file": ("clanovi.xlsx", xlsx(rows), XLSX)}
    stored = await cup.call("POST", url, fed.coach, files=files, params={"dryRun": "false"})
    assert stored.status_code == 201, stored.text
    listed = await cup.call("GET", f'{MEMBERS}?by={{"clubId":{fed.club_id}}}', fed.coach)
    nationality = {item["firstName"]: item.get("nationality") for item in listed.json()["items"]}
    assert nationality == {"Đorđe": "SRB", "Željka": "HRV"}


async def test_the_entries_workbook_shows_it(cup: Cup) -> None:
    fed = cup.fed
    member = (await create(cup, nationality="SRB")).json()
    entry = {"memberId": member["id"], "categories": cup.categories("kumite")}
    url = f"/api/tournament/{cup.id}/register-competitor"
    assert (await cup.call("POST", url, fed.coach, json=entry)).status_code == 201

    book = await cup.call("GET", f"/api/tournament/{cup.id}/export/entries.xlsx", fed.admin)
    assert column(sheet(book.content, "Prijave"), "Državljanstvo") == ["SRB"]
    english = await cup.call("GET", f"/api/tournament/{cup.id}/export/entries.xlsx",
                             {**fed.admin, "Accept-Language": "en"})  # fmt: skip
    assert column(sheet(english.content, "Entries"), "Nationality") == ["SRB"]

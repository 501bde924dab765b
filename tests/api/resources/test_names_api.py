"""Names through the API: one rule for people, clubs and users, the same message as the
import's, names stored clean, and club names unique across case, diacritics and script."""

from typing import Any

import pytest

from fedreg_core.messages import translate
from tests.api.conftest import registration_body
from tests.api.resources.conftest import Federation, member_body
from tests.sheet_files import MEMBER_HEADER, csv_text

HIDDEN, FORMULA = "error_name_hidden_characters", "error_name_formula"
HOSTILE = [
    pytest.param("=cmd|' /C calc'!A0", FORMULA, id="formula"),
    pytest.param("+381", FORMULA, id="plus"),
    pytest.param("@SUM(1)", FORMULA, id="at"),
    pytest.param("＝1+1", FORMULA, id="full-width-equals"),
    pytest.param("Ana\r\nBcc: x@example.com", HIDDEN, id="crlf"),
    pytest.param("Ana\u202eevil", HIDDEN, id="rtl-override"),
    pytest.param("An\u200ba", HIDDEN, id="zero-width"),
]
PEOPLE: dict[str, dict[str, Any]] = {
    "Coaches": {},
    "Referees": {"dan": 3, "rang": "NATIONAL_A"},
    "Officials": {"funct": "Sekretar"},
}
ENGLISH = {"Accept-Language": "en"}


def refused(response: Any, field: str, key: str, language: str = "sr") -> bool:
    expected = {field: translate(key, language)}
    return bool(response.status_code == 400 and response.json()["errors"] == expected)


@pytest.mark.parametrize(("name", "key"), HOSTILE)
async def test_people_names_are_refused_per_field_in_both_languages(
    fed: Federation, name: str, key: str
) -> None:
    member = member_body(fed.club_id, lastName=name)
    answer = await fed.call("POST", "/api/model/Members", fed.coach, json=member)
    assert refused(answer, "lastName", key), answer.text
    for kind, fields in PEOPLE.items():
        body = {"obj": {"clubId": fed.club_id, "firstName": name, "lastName": "Ilić", **fields}}
        answer = await fed.call("POST", f"/api/model/{kind}", fed.coach, json=body, headers=ENGLISH)
        assert refused(answer, "firstName", key, "en"), (kind, answer.text)


@pytest.mark.parametrize(("name", "key"), HOSTILE)
async def test_club_and_user_names_are_refused_per_field(
    fed: Federation, name: str, key: str
) -> None:
    club = f"/api/model/Clubs/{fed.club_id}"
    for field in ("name", "shortName"):
        answer = await fed.call("PUT", club, fed.coach, json={"obj": {field: name}})
        assert refused(answer, field, key), answer.text
    profile = await fed.call("PUT", "/api/profile", fed.coach, json={"name": name})
    assert refused(profile, "name", key), profile.text
    body = registration_body("new@example.com")
    body["club"]["name"] = name
    signed_up = await fed.call("POST", "/api/register", None, json=body)
    assert refused(signed_up, "club.name", key), signed_up.text


async def test_names_are_stored_clean(fed: Federation) -> None:
    body = member_body(fed.club_id, firstName="  Ana\u00a0 Marija ", lastName="S\u030cekić")
    created = await fed.call("POST", "/api/model/Members", fed.coach, json=body)
    assert created.status_code == 201, created.text
    assert (created.json()["firstName"], created.json()["lastName"]) == ("Ana Marija", "Šekić")


@pytest.mark.parametrize(
    "name", ["KARATE KLUB BORAC", "Karate  klub Borac ", "Карате клуб Борац", "karate klub borać"]
)
async def test_a_club_name_is_taken_across_case_diacritics_and_script(
    fed: Federation, name: str
) -> None:
    taken = translate("error_club_name_taken", "sr")
    renamed = await fed.call(
        "PUT", f"/api/model/Clubs/{fed.club_id}", fed.coach, json={"obj": {"name": name}}
    )
    assert renamed.status_code == 409, renamed.text
    assert renamed.json()["errors"] == {"name": taken}
    body = registration_body("new@example.com")
    body["club"]["name"] = name
    signed_up = await fed.call("POST", "/api/register", None, json=body)
    assert signed_up.status_code == 409, signed_up.text
    assert signed_up.json()["errors"] == {"club.name": taken}


async def test_a_club_may_write_its_own_name_in_cyrillic_stored_clean(fed: Federation) -> None:
    club = f"/api/model/Clubs/{fed.club_id}"
    body = {"obj": {"name": " Карате  клуб Слога ", "city": "Novi\u00a0Sad "}}
    answer = await fed.call("PUT", club, fed.coach, json=body)
    assert answer.status_code == 200, answer.text
    assert (answer.json()["name"], answer.json()["city"]) == ("Карате клуб Слога", "Novi Sad")


async def test_the_import_refuses_the_same_names_with_the_same_message(fed: Federation) -> None:
    names = [p.values[0] for p in HOSTILE if "\n" not in str(p.values[0])]
    rows = [[name, "Anić", "17.05.2010.", "Ž", "plavi"] for name in names]
    files = {"file": ("clanovi.csv", csv_text([MEMBER_HEADER, *rows]), "text/csv")}
    url = f"/api/clubs/{fed.club_id}/import/members"

    report = await fed.call("POST", url, fed.coach, files=files, headers=ENGLISH)

    assert report.status_code == 200, report.text
    for name, row in zip(names, report.json()["rows"], strict=True):
        body = member_body(fed.club_id, firstName=name)
        answer = await fed.call("POST", "/api/model/Members", fed.coach, json=body, headers=ENGLISH)
        assert answer.status_code == 400
        assert row["errors"] == answer.json()["errors"], name

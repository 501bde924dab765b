"""The access log and a person's export through the API: who may, what is recorded, the CSV,
bad filters answered per field in the user's language."""

from typing import Any

import pytest

from tests.api.resources.conftest import Federation, member_body
from tests.api.resources.test_uploads_and_settings_api import png, upload

LOG = "/api/access-log"


async def new_member(fed: Federation, first: str = "Đorđe", last: str = "Šćepanović") -> int:
    body = member_body(fed.club_id, firstName=first, lastName=last)
    created = await fed.call("POST", "/api/model/Members", fed.coach, json=body)
    assert created.status_code == 201, created.text
    member_id: int = created.json()["id"]
    return member_id


async def log_rows(fed: Federation, **query: Any) -> list[dict[str, Any]]:
    answer = await fed.call("GET", LOG, fed.admin, params=query)
    assert answer.status_code == 200, answer.text
    items: list[dict[str, Any]] = answer.json()["items"]
    return items


async def test_an_admins_read_and_photo_link_are_logged_the_clubs_own_read_is_not(
    fed: Federation,
) -> None:
    member = await new_member(fed)
    url = f"/api/model/Members/{member}"
    assert (await upload(fed, url, png())).status_code == 200
    assert (await fed.call("GET", url, fed.coach)).status_code == 200
    assert (await fed.call("GET", url, fed.other)).status_code == 200  # names only
    assert await log_rows(fed) == []

    assert (await fed.call("GET", url, fed.admin)).status_code == 200
    rows = await log_rows(fed, personKind="members", personId=member)
    assert [(r["kind"], r["userId"], r["userName"]) for r in rows] == [
        ("photo_link", fed.admin_id, "Admin"),
        ("person_read", fed.admin_id, "Admin"),
    ]
    assert all(r["address"] and r["at"] for r in rows)


async def test_exports_are_logged_and_the_log_is_a_csv_in_the_users_language(
    fed: Federation,
) -> None:
    await new_member(fed)
    people = await fed.call("GET", f"/api/clubs/{fed.club_id}/people.xlsx", fed.coach)
    assert people.status_code == 200
    [row] = await log_rows(fed, kind="people_export")
    assert (row["userId"], row["what"], row["personId"]) == (
        fed.coach_id, f"club {fed.club_id}", None,
    )  # fmt: skip

    serbian = await fed.call("GET", f"{LOG}/export.csv", fed.admin)
    assert serbian.status_code == 200
    assert serbian.headers["content-type"].startswith("text/csv")
    text = serbian.content.decode("utf-8")
    assert text.startswith("\ufeffVreme,Vrsta,Korisnik,")
    assert "Izvoz ljudi kluba" in text and f"club {fed.club_id}" in text
    english = await fed.call(
        "GET", f"{LOG}/export.csv", fed.admin, headers={"Accept-Language": "en"}
    )
    assert english.content.decode("utf-8").startswith("\ufeffTime,Kind,User,")


@pytest.mark.parametrize(
    ("query", "language", "errors"),
    [
        ({"personId": "0", "kind": "nope"}, "sr", {"personId", "kind"}),
        ({"since": "2026-13-01"}, "en", {"since"}),
        ({"since": "2026-03-05", "until": "2026-03-01"}, "sr", {"until"}),
        ({"personId": "3"}, "en", {"personKind"}),
    ],
)
async def test_bad_filters_are_400_per_field_and_change_nothing(
    fed: Federation, query: dict[str, str], language: str, errors: set[str]
) -> None:
    for url in (LOG, f"{LOG}/export.csv"):
        answer = await fed.call(
            "GET", url, fed.admin, params=query, headers={"Accept-Language": language}
        )
        assert answer.status_code == 400, answer.text
        assert set(answer.json()["errors"]) == errors
    range_error = await fed.call(
        "GET", LOG, fed.admin, params={"since": "2026-03-05", "until": "2026-03-01"}
    )
    assert range_error.json()["errors"]["until"] == "Kraj perioda ne može biti pre početka."


async def test_no_route_writes_the_log(fed: Federation) -> None:
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        assert (await fed.call(method, LOG, fed.admin, json={})).status_code == 405


async def test_the_export_is_the_admins_a_clubs_own_person_403_another_clubs_404(
    fed: Federation,
) -> None:
    member = await new_member(fed, "Љубица", "Ђукић")
    url = f"/api/people/members/{member}/export"
    assert (await fed.call("GET", f"{url}.json", fed.coach)).status_code == 403
    assert (await fed.call("GET", f"{url}.json", fed.other)).status_code == 404
    assert (
        await fed.call("GET", "/api/people/members/999999/export.json", fed.admin)
    ).status_code == 404
    assert await log_rows(fed, kind="person_export") == []

    answer = await fed.call("GET", f"{url}.json", fed.admin)
    assert answer.status_code == 200
    assert answer.headers["content-disposition"] == f'attachment; filename="members-{member}.json"'
    document = answer.json()
    assert document["person"]["name"] == "Љубица Ђукић"
    assert document["record"]["born"] == "2010-05-17"
    assert [r["entry"]["kind"] for r in document["accessLog"]] == ["person_export"]
    printed = await fed.call("GET", f"{url}.pdf", fed.admin)
    assert printed.status_code == 200 and printed.content.startswith(b"%PDF")
    assert len(await log_rows(fed, kind="person_export")) == 2


async def test_the_retention_period_is_a_setting_of_1_to_20_years(fed: Federation) -> None:
    url = "/api/model/Settings/1"
    assert (await fed.call("GET", url, fed.admin)).json()["retentionYears"] == 3
    for years in (0, 21, 2**40):
        refused = await fed.call("PUT", url, fed.admin, json={"obj": {"retentionYears": years}})
        assert refused.status_code == 400, refused.text
        assert refused.json()["errors"] == {"retentionYears": "Broj godina je ceo broj od 1 do 20."}
    assert (await fed.call("GET", url, fed.admin)).json()["retentionYears"] == 3
    changed = await fed.call("PUT", url, fed.admin, json={"obj": {"retentionYears": 5}})
    assert changed.status_code == 200 and changed.json()["retentionYears"] == 5

"""Erasure through the API: admins only (a club's own person 403, another club's 404), refused
naming the tournaments while entered in one not archived, then done once: the pseudonym in
the entries, the photo gone from the files folder, one row in the access log; again: the
same record. An erased person takes no change and no photo (409)."""

from typing import Any

from fedreg_core.domain.access import PersonRef
from fedreg_core.domain.erasure import pseudonym_code
from tests.api.registrations.conftest import Cup
from tests.api.resources.test_uploads_and_settings_api import png, stored_files, upload


def erase_url(kind: str, person_id: int) -> str:
    return f"/api/model/{kind}/{person_id}/erase"


async def erasure_rows(cup: Cup) -> list[dict[str, Any]]:
    answer = await cup.call("GET", "/api/access-log", cup.fed.admin, params={"kind": "erasure"})
    assert answer.status_code == 200
    items: list[dict[str, Any]] = answer.json()["items"]
    return items


async def test_refused_to_clubs_and_while_entered_then_erased_once(cup: Cup) -> None:
    fed = cup.fed
    member = await cup.member(fed.club_id, "Đurđa")
    photo = await upload(fed, f"/api/model/Members/{member}", png())
    assert photo.status_code == 200, photo.text
    body = {"memberId": member, "categories": cup.categories("kumite")}
    url = f"/api/tournament/{cup.id}/register-competitor"
    assert (await cup.call("POST", url, fed.coach, json=body)).status_code == 201
    coach = await cup.person_id("coaches", fed.club_id)
    staff_url = f"/api/tournament/{cup.id}/register-coach/{coach}"
    assert (await cup.call("POST", staff_url, fed.coach)).status_code == 201
    files_before = stored_files(fed)

    assert (
        await cup.call("POST", erase_url("Members", member), fed.coach, json={})
    ).status_code == 403
    assert (
        await cup.call("POST", erase_url("Members", member), fed.other, json={})
    ).status_code == 404
    assert (
        await cup.call("POST", erase_url("Members", 999_999), fed.admin, json={})
    ).status_code == 404
    for kind, person, language, message in (
        ("Members", member, "sr", "nisu arhivirani: Cup."),
        ("Coaches", coach, "en", "that are not archived: Cup."),
    ):
        refused = await cup.call(
            "POST", erase_url(kind, person), fed.admin, json={},
            headers={"Accept-Language": language},
        )  # fmt: skip
        assert refused.status_code == 409, refused.text
        assert refused.json()["message"].endswith(message)
    assert await erasure_rows(cup) == [] and stored_files(fed) == files_before

    await cup.set_tournament(registration_open=False)
    archived = await cup.call("PUT", f"/api/tournament/{cup.id}/archive", fed.admin)
    assert archived.status_code == 200, archived.text
    erased = await cup.call("POST", erase_url("Members", member), fed.admin, json={})
    assert erased.status_code == 200, erased.text
    item = erased.json()["item"]
    code = pseudonym_code(PersonRef("members", member))
    assert erased.json()["success"] is True
    assert (item["firstName"], item["lastName"], item["born"]) == (
        "Obrisano lice",
        code,
        "2001-01-01",
    )
    assert item["erasedAt"] and item["avatar"] is None
    assert len(stored_files(fed)) == len(files_before) - 1  # the photo
    competitors = await cup.call("GET", f"/api/tournament/{cup.id}/competitors", fed.admin)
    assert "Đurđa" not in competitors.text and code in competitors.text

    again = await cup.call("POST", erase_url("Members", member), fed.admin, json={})
    assert again.status_code == 200 and again.json()["item"] == item
    [row] = await erasure_rows(cup)
    assert (row["personKind"], row["personId"], row["userId"]) == ("members", member, fed.admin_id)


async def test_an_erased_person_takes_no_change(cup: Cup) -> None:
    fed = cup.fed
    referee = await cup.person_id("referees", fed.club_id)
    erased = await cup.call("POST", erase_url("Referees", referee), fed.admin, json={})
    assert erased.status_code == 200, erased.text
    assert erased.json()["item"]["noCertificateWff"] == ""
    url = f"/api/model/Referees/{referee}"
    change = await cup.call("PUT", url, fed.coach, json={"obj": {"firstName": "Đorđe"}})
    assert change.status_code == 409, change.text
    assert change.json()["message"] == "Podaci ove osobe su obrisani: izmene više nisu moguće."
    assert (await upload(fed, url, png())).status_code == 409
    assert (await cup.call("GET", url, fed.coach)).json()["erasedAt"] == erased.json()["item"][
        "erasedAt"
    ]
    refused = await cup.call("POST", erase_url("Referees", referee), fed.admin, json={"x": 1})
    assert refused.status_code == 400
    entered = await cup.call(
        "POST", f"/api/tournament/{cup.id}/register-referee/{referee}", fed.coach
    )
    assert entered.status_code == 409, entered.text
    assert (
        entered.json()["message"] == "Podaci ove osobe su obrisani: ne može se prijaviti na turnir."
    )

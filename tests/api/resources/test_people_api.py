"""Members, coaches, referees and officials through the API."""

from typing import Any

import pytest

from fedreg_core.domain.enums import Variant
from fedreg_core.messages import translate
from tests.api.conftest import Api, ApiFactory
from tests.api.resources.conftest import Federation, fed_on, member_body

MEMBERS = "/api/model/Members"


async def create_member(
    fed: Federation, who: dict[str, str], headers: dict[str, str] | None = None, **changes: Any
) -> Any:
    body = member_body(fed.club_id, **changes)
    return await fed.call("POST", MEMBERS, who, json=body, headers=headers or {})


async def test_member_is_created_listed_changed_and_deleted(fed: Federation) -> None:
    created = await create_member(fed, fed.coach)
    assert created.status_code == 201, created.text
    member = created.json()
    assert member == {
        "id": member["id"],
        "clubId": fed.club_id,
        "firstName": "Ana",
        "lastName": "Anić",
        "belt": "PLAVI",
        "born": "2010-05-17",
        "isMale": False,
        "noPay": False,
        "alwaysPays": False,
        "avatar": None,
        "weight": None,
        "medicalValidUntil": None,
        "licenceNumber": None,
        "adultFrom": "2028-05-17",
        "consentDate": None,
        "consentBy": None,
        "consentDocument": None,
    }
    url = f"{MEMBERS}/{member['id']}"
    changed = await fed.call("PUT", url, fed.coach, json={"obj": {"belt": "CRNI"}})
    assert changed.json() == {**member, "belt": "CRNI"}
    listed = await fed.call("GET", f'{MEMBERS}?by={{"clubId":{fed.club_id}}}&q=ana', fed.coach)
    assert listed.json() == {"items": [{**member, "belt": "CRNI"}], "total": 1}
    assert (await fed.call("DELETE", url, fed.coach)).status_code == 204
    assert (await fed.call("GET", url, fed.coach)).status_code == 404


async def test_other_clubs_read_members_without_private_fields(fed: Federation) -> None:
    member = (await create_member(fed, fed.coach)).json()
    shown = {"id", "clubId", "firstName", "lastName", "belt"}
    listed = await fed.call("GET", MEMBERS, fed.other)
    assert [set(item) for item in listed.json()["items"]] == [shown]
    one = await fed.call("GET", f"{MEMBERS}/{member['id']}", fed.other)
    assert set(one.json()) == shown


async def test_people_of_another_club_are_403_and_unchanged(fed: Federation) -> None:
    member = (await create_member(fed, fed.coach)).json()
    url = f"{MEMBERS}/{member['id']}"
    assert (await create_member(fed, fed.other)).status_code == 403
    put = await fed.call("PUT", url, fed.other, json={"obj": {"belt": "CRNI"}})
    assert put.status_code == 403
    assert (await fed.call("DELETE", url, fed.other)).status_code == 403
    move = {"obj": {"clubId": fed.other_club_id}}
    assert (await fed.call("PUT", url, fed.coach, json=move)).status_code == 403
    assert (await fed.call("GET", url, fed.coach)).json() == member


async def test_only_admins_set_always_pays(fed: Federation) -> None:
    assert (await create_member(fed, fed.coach, alwaysPays=True)).status_code == 403
    created = await create_member(fed, fed.admin, alwaysPays=True)
    assert created.json()["alwaysPays"] is True
    both = await create_member(fed, fed.admin, alwaysPays=True, noPay=True)
    assert both.status_code == 400
    assert set(both.json()["errors"]) == {"alwaysPays"}


async def test_disable_create_refuses_club_users_but_not_admins(fed: Federation) -> None:
    lock = {"obj": {"disableCreate": True, "description": "Savez"}}
    assert (await fed.call("PUT", "/api/model/Settings/1", fed.admin, json=lock)).status_code == 200
    refused = await create_member(fed, fed.coach, headers={"Accept-Language": "en"})
    assert refused.status_code == 403
    assert refused.json()["error"] == "Adding members is locked at the moment."
    assert (await create_member(fed, fed.admin)).status_code == 201
    coach = {"obj": {"clubId": fed.club_id, "firstName": "Iva", "lastName": "Ivić"}}
    assert (await fed.call("POST", "/api/model/Coaches", fed.coach, json=coach)).status_code == 201


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        pytest.param({"belt": "BLUE"}, "belt", id="belt-of-the-other-variant"),
        pytest.param({"born": "2999-01-01"}, "born", id="born-in-the-future"),
        pytest.param({"born": "2010-02-30"}, "born", id="not-a-date"),
        pytest.param({"firstName": ""}, "firstName", id="name"),
        pytest.param({"isMale": None}, "isMale", id="gender"),
    ],
)
async def test_bad_members_are_400_per_field(
    fed: Federation, changes: dict[str, Any], field: str
) -> None:
    response = await create_member(fed, fed.coach, **changes)
    assert response.status_code == 400, response.text
    assert set(response.json()["errors"]) == {field}


async def test_wff_variant_checks_its_own_belts(make_api: ApiFactory) -> None:
    api: Api = await make_api(variant=Variant.WFF)
    fed = await fed_on(api)
    assert (await create_member(fed, fed.coach, belt="PLAVI")).status_code == 400
    assert (await create_member(fed, fed.coach, belt="BLUE")).status_code == 201


async def test_referees_coaches_and_officials(fed: Federation) -> None:
    base = {"clubId": fed.club_id, "firstName": "Zoran", "lastName": "Jović"}
    referee = {**base, "dan": 3, "rang": "OTHER", "noCertificateWff": "W-1"}
    missing = await fed.call("POST", "/api/model/Referees", fed.coach, json={"obj": referee})
    assert set(missing.json()["errors"]) == {"rangOther"}
    referee["rangOther"] = "Regionalni"
    created = await fed.call("POST", "/api/model/Referees", fed.coach, json={"obj": referee})
    assert created.json()["noCertificateWff"] == "W-1"
    official = {**base, "funct": "Sekretar"}
    made = await fed.call("POST", "/api/model/Officials", fed.coach, json={"obj": official})
    assert made.json()["funct"] == "Sekretar"
    coaches = await fed.call("GET", f'/api/model/Coaches?by={{"clubId":{fed.club_id}}}', fed.other)
    assert [c["lastName"] for c in coaches.json()["items"]] == ["Ilić"]


async def test_a_body_with_several_missing_fields_names_them_all(fed: Federation) -> None:
    body = {"obj": {"clubId": fed.club_id, "firstName": "X"}}
    english = {"Accept-Language": "en"}
    answer = await fed.call("POST", MEMBERS, fed.coach, json=body, headers=english)
    assert answer.status_code == 400
    required = translate("required", "en")
    assert answer.json()["errors"] == dict.fromkeys(
        ["lastName", "born", "isMale", "belt"], required
    )

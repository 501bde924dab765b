"""A member's date of birth lies between 1900-01-01 and today, on create and on update."""

from datetime import date, timedelta

import pytest

from fedreg_core.messages import translate
from tests.api.resources.conftest import Federation, member_body

AFTER_TODAY = (date.today() + timedelta(days=2)).isoformat()


@pytest.mark.parametrize("born", ["0001-01-01", "1899-12-31", AFTER_TODAY])
@pytest.mark.parametrize("language", ["sr", "en"])
async def test_an_implausible_date_of_birth_is_400_on_create_and_update(
    fed: Federation, born: str, language: str
) -> None:
    headers = {"Accept-Language": language}
    url = "/api/model/Members"
    created = await fed.call("POST", url, fed.coach, json=member_body(fed.club_id))
    assert created.status_code == 201, created.text
    member_url = f"{url}/{created.json()['id']}"

    for method, target, body in (
        ("POST", url, member_body(fed.club_id, born=born)),
        ("PUT", member_url, {"obj": {"born": born}}),
    ):
        response = await fed.call(method, target, fed.coach, json=body, headers=headers)
        assert response.status_code == 400, f"{method} {response.text}"
        assert response.json()["errors"] == {"born": translate("born_out_of_range", language)}

    stored = await fed.call("GET", member_url, fed.coach)
    assert stored.json()["born"] == "2010-05-17"


async def test_the_first_day_of_1900_and_today_are_accepted(fed: Federation) -> None:
    for born in ("1900-01-01", date.today().isoformat()):
        body = member_body(fed.club_id, born=born)
        response = await fed.call("POST", "/api/model/Members", fed.coach, json=body)
        assert response.status_code == 201, response.text

"""People's photos are served only through the short-lived signed links answers carry.

Whoever has a valid link gets the photo (an ``<img>`` sends no token); the photo's plain
path, an altered, foreign or expired link gets 404. Logos stay public.
"""

import time
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from adapters.http.file_links import FileLinks
from tests.api.conftest import SECRET_KEY, stored_path
from tests.api.resources.conftest import Federation
from tests.api.resources.test_uploads_and_settings_api import new_member_url, png, upload

PEOPLE = ["Members", "Coaches", "Referees", "Officials"]


async def person_url(fed: Federation, resource: str) -> str:
    """A person of the coach's club: a new member, or one registered with the club."""
    if resource == "Members":
        return await new_member_url(fed)
    listed = await fed.call("GET", f"/api/model/{resource}", fed.coach)
    [person] = [p for p in listed.json()["items"] if p["clubId"] == fed.club_id]
    return f"/api/model/{resource}/{person['id']}"


def query_of(link: str) -> dict[str, str]:
    return {name: values[0] for name, values in parse_qs(urlsplit(link).query).items()}


def with_query(link: str, **changes: str) -> str:
    query = {**query_of(link), **changes}
    return f"{stored_path(link)}?{urlencode(query)}"


async def status(fed: Federation, method: str, target: str) -> int:
    return int((await fed.api.client.request(method, target)).status_code)


@pytest.mark.parametrize("resource", PEOPLE)
async def test_a_persons_photo_is_served_only_through_its_signed_link(
    fed: Federation, resource: str
) -> None:
    url = await person_url(fed, resource)
    link = (await upload(fed, url, png())).json()["avatar"]
    assert set(query_of(link)) == {"expires", "signature"}
    assert stored_path(link).startswith("/files/avatars/")

    served = await fed.api.client.get(link)  # signed out, as an <img> asks
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/png"
    assert served.headers["cache-control"].startswith("private, max-age=")
    assert 3600 <= int(served.headers["cache-control"].rpartition("=")[2]) <= 4200
    assert await status(fed, "HEAD", link) == 200

    signature, expires = query_of(link)["signature"], query_of(link)["expires"]
    other = (await upload(fed, await new_member_url(fed), png((0, 90, 0)))).json()["avatar"]
    refused = [
        stored_path(link),
        f"{stored_path(link)}?signature={signature}",
        f"{stored_path(link)}?expires={expires}",
        with_query(link, signature=signature[:-2] + ("AA" if signature[-2:] != "AA" else "BB")),
        with_query(link, signature=signature.upper()),
        with_query(link, signature="é" * 43),
        with_query(link, expires=str(int(expires) + 600)),
        with_query(link, expires=f"{expires}0"),
        with_query(link, expires="²" * 3),
        with_query(other, signature=signature, expires=expires),
    ]
    for target in refused:
        for method in ("GET", "HEAD"):
            assert await status(fed, method, target) == 404, (method, target)
    authorized = await fed.call("GET", stored_path(link), fed.coach)
    assert authorized.status_code == 404  # a sign-in token does not open the plain path


async def test_links_expire_and_hold_only_under_the_servers_secret(fed: Federation) -> None:
    path = stored_path((await upload(fed, await new_member_url(fed), png())).json()["avatar"])
    two_hours_ago = FileLinks(SECRET_KEY, now=lambda: time.time() - 7200)
    assert await status(fed, "GET", two_hours_ago.link(path)) == 404
    almost_expired = FileLinks(SECRET_KEY, now=lambda: time.time() - 3590, rounded_to=1)
    assert await status(fed, "GET", almost_expired.link(path)) == 200
    another_worker = FileLinks(SECRET_KEY)  # same FEDREG_SECRET_KEY, another process
    assert await status(fed, "GET", another_worker.link(path)) == 200
    another_server = FileLinks("a-different-secret-key-of-a-proper-length-000")
    assert await status(fed, "GET", another_server.link(path)) == 404


async def test_every_answer_with_a_photo_carries_a_fresh_signed_link(fed: Federation) -> None:
    url = await new_member_url(fed)
    await upload(fed, url, png())
    answers: list[dict[str, Any]] = [
        (await fed.call("GET", url, fed.coach)).json(),
        (await fed.call("GET", url, fed.admin)).json(),
        (await fed.call("GET", "/api/model/Members", fed.coach)).json()["items"][0],
        (await fed.call("PUT", url, fed.coach, json={"obj": {"firstName": "Jelka"}})).json(),
    ]
    for answer in answers:
        assert set(query_of(answer["avatar"])) == {"expires", "signature"}
        assert await status(fed, "GET", answer["avatar"]) == 200
    hidden = (await fed.call("GET", url, fed.other)).json()
    assert "avatar" not in hidden  # another club's user gets no photo, hence no link


async def test_logos_stay_public(fed: Federation) -> None:
    logo = (await upload(fed, f"/api/model/Clubs/{fed.club_id}", png())).json()["logo"]
    assert "?" not in logo
    assert await status(fed, "GET", logo) == 200

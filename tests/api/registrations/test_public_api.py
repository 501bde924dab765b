"""The public tournament pages: no sign-in, only public tournaments, never private fields."""

import json
from datetime import date
from typing import Any

from adapters.sql.statement_counter import count_statements
from tests.api.conftest import ApiFactory, but_its_request_id
from tests.api.raw_asgi import raw_request
from tests.api.registrations.conftest import Cup, cup_on
from tests.api.registrations.test_teams_people_api import register_team
from tests.api.resources.catalog.test_tournament_files_api import PDF
from tests.api.resources.conftest import fed_on

PRIVATE = ("2001-01-01", "born", "PLAVI", "belt", "avatar", "@example.com", "email")


def page_url(cup: Cup) -> str:
    return f"/api/public/tournaments/{cup.id}"


async def public(cup: Cup, url: str, **headers: str) -> Any:
    return await cup.fed.api.client.get(url, headers=headers)


async def enter(cup: Cup) -> int:
    """Ana (kumite, kataA) and a women's team of Maja and Iva, of the coach's club: Ana's id."""
    fed = cup.fed
    ana = await cup.member(fed.club_id, "Ana")
    body = {"memberId": ana, "categories": cup.categories("kumite", "kataA")}
    registered = await cup.call(
        "POST", f"/api/tournament/{cup.id}/register-competitor", fed.coach, json=body
    )
    assert registered.status_code == 201, registered.text
    team = [await cup.member(fed.club_id, name) for name in ("Maja", "Iva")]
    assert (await register_team(cup, fed.coach, team)).status_code == 201
    return ana


async def test_only_public_tournaments_not_archived_are_listed(cup: Cup) -> None:
    listed = await public(cup, "/api/public/tournaments")
    assert listed.status_code == 200
    assert listed.json() == []
    made_public = await cup.call(
        "PUT", f"/api/model/Tournaments/{cup.id}", cup.fed.admin, json={"obj": {"isPublic": True}}
    )
    assert made_public.status_code == 200, made_public.text
    assert made_public.json()["isPublic"] is True
    assert made_public.json()["publicEntries"] is False
    listed = await public(cup, "/api/public/tournaments")
    assert listed.json() == [
        {
            "id": cup.id,
            "name": "Cup",
            "startDate": "2026-01-01T00:00:00",
            "endDate": None,
            "isActive": True,
            "eventDate": None,
            "place": "",
        }
    ]
    assert listed.headers["cache-control"] == "public, max-age=60"
    await cup.set_tournament(is_archived=True)
    assert (await public(cup, "/api/public/tournaments")).json() == []


async def test_the_competition_day_and_place_are_shown_and_change_the_version(cup: Cup) -> None:
    await cup.set_tournament(is_public=True, event_date=date(2026, 5, 9), place="Hala Čair, Niš")
    [listed] = (await public(cup, "/api/public/tournaments")).json()
    assert (listed["eventDate"], listed["place"]) == ("2026-05-09", "Hala Čair, Niš")
    first = await public(cup, page_url(cup))
    page = first.json()
    assert (page["eventDate"], page["place"]) == ("2026-05-09", "Hala Čair, Niš")
    assert (page["startDate"], page["endDate"]) == ("2026-01-01T00:00:00", None)
    await cup.set_tournament(place="Спортски центар Чаир, Ниш")
    moved = await public(cup, page_url(cup), **{"If-None-Match": first.headers["etag"]})
    assert moved.status_code == 200 and moved.json()["place"] == "Спортски центар Чаир, Ниш"
    await cup.set_tournament(event_date=date(2026, 5, 10))
    later = await public(cup, page_url(cup), **{"If-None-Match": moved.headers["etag"]})
    assert later.status_code == 200 and later.json()["eventDate"] == "2026-05-10"


async def test_a_tournament_not_shown_answers_as_one_that_does_not_exist(cup: Cup) -> None:
    missing = await public(cup, "/api/public/tournaments/999999", **{"Accept-Language": "en"})
    assert missing.status_code == 404
    hidden = await public(cup, page_url(cup), **{"Accept-Language": "en"})
    assert (hidden.status_code, but_its_request_id(hidden.json())) == (
        404,
        but_its_request_id(missing.json()),
    )
    await cup.set_tournament(is_public=True, is_archived=True)
    archived = await public(cup, page_url(cup), **{"Accept-Language": "en"})
    assert (archived.status_code, but_its_request_id(archived.json())) == (
        404,
        but_its_request_id(missing.json()),
    )
    await cup.set_tournament(is_archived=False)
    assert (await public(cup, page_url(cup))).status_code == 200


async def test_counts_without_entry_lists_unless_the_tournament_lists_them(cup: Cup) -> None:
    await enter(cup)
    await cup.set_tournament(is_public=True)
    page = (await public(cup, page_url(cup))).json()
    assert (page["clubsCount"], page["competitorsCount"], page["teamsCount"]) == (1, 1, 1)
    ids = cup.ids
    assert page["competitorCounts"] == [
        {
            "categoryId": ids["Seniors"],
            "disciplineId": ids[d],
            "kind": "WOMEN",
            "count": 1,
            "waiting": 0,
        }
        for d in ("kumite", "kataA")
    ]
    assert page["teamCounts"] == [
        {
            "categoryId": ids["Seniors"],
            "disciplineId": ids["team"],
            "kind": "WOMEN",
            "count": 1,
            "waiting": 0,
        }
    ]
    assert page["categories"] == [{"id": ids["Seniors"], "name": "Seniors"}]
    assert {d["name"] for d in page["disciplines"]} == {"kumite", "kataA", "team"}
    assert page["competitors"] is None
    assert page["teams"] is None
    assert "Ana" not in json.dumps(page)
    await cup.set_tournament(public_entries=True)
    page = (await public(cup, page_url(cup))).json()
    assert page["competitors"] == [
        {
            "firstName": "Ana",
            "lastName": "Anić",
            "club": "KK Sloga",
            "categoryId": ids["Seniors"],
            "disciplineId": ids[d],
        }
        for d in ("kumite", "kataA")
    ]
    assert page["teams"] == [
        {
            "members": ["Maja Anić", "Iva Anić"],
            "club": "KK Sloga",
            "teamType": "WOMEN",
            "categoryId": ids["Seniors"],
            "disciplineId": ids["team"],
        }
    ]
    text = json.dumps(page)
    assert not [word for word in PRIVATE if word in text]


async def test_individual_entries_are_counted_by_sex_in_every_discipline(cup: Cup) -> None:
    """Disciplines open to both sexes too: the counts the page promises, never "not given";
    a member's changed sex changes the counts and the page's version."""
    fed = cup.fed
    await enter(cup)
    marko = await cup.member(fed.club_id, "Marko", is_male=True)
    body = {"memberId": marko, "categories": cup.categories("kumite")}
    registered = await cup.call(
        "POST", f"/api/tournament/{cup.id}/register-competitor", fed.coach, json=body
    )
    assert registered.status_code == 201, registered.text
    await cup.set_tournament(is_public=True)
    first = await public(cup, page_url(cup))
    ids = cup.ids

    def counts(page: Any) -> set[tuple[str, str, int]]:
        names = {ids[n]: n for n in ("kumite", "kataA")}
        return {(names[c["disciplineId"]], c["kind"], c["count"]) for c in page["competitorCounts"]}

    assert counts(first.json()) == {
        ("kumite", "MEN", 1),
        ("kumite", "WOMEN", 1),
        ("kataA", "WOMEN", 1),
    }
    member = {"obj": {"isMale": False}}
    changed = await cup.call("PUT", f"/api/model/Members/{marko}", fed.coach, json=member)
    assert changed.status_code == 200, changed.text
    second = await public(cup, page_url(cup), **{"If-None-Match": first.headers["etag"]})
    assert second.status_code == 200
    assert counts(second.json()) == {("kumite", "WOMEN", 2), ("kataA", "WOMEN", 1)}


async def test_documents_download_without_signing_in(cup: Cup) -> None:
    fed = cup.fed
    await cup.set_tournament(is_public=True)
    document = {"obj": {"tournamentId": cup.id, "name": "Propozicije"}}
    made = (await cup.call("POST", "/api/model/Documents", fed.admin, json=document)).json()
    files = {"file": ("propozicije.pdf", PDF, "application/pdf")}
    uploaded = await cup.call("POST", f"/api/model/Documents/{made['id']}", fed.admin, files=files)
    assert uploaded.status_code == 200, uploaded.text
    [listed] = (await public(cup, page_url(cup))).json()["documents"]
    assert listed["name"] == "Propozicije"
    download = await public(cup, listed["path"])
    assert (download.status_code, download.content) == (200, PDF)


async def test_etag_answers_304_until_the_entries_change(cup: Cup) -> None:
    await cup.set_tournament(is_public=True, public_entries=True)
    first = await public(cup, page_url(cup))
    etag = first.headers["etag"]
    assert first.headers["cache-control"] == "public, max-age=60"
    assert first.headers["content-encoding"] == "gzip"  # the client accepts it
    plain = await public(cup, page_url(cup), **{"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    assert plain.json() == first.json()
    again = await public(cup, page_url(cup), **{"If-None-Match": etag})
    assert (again.status_code, again.content, again.headers["etag"]) == (304, b"", etag)
    ana = await enter(cup)
    changed = await public(cup, page_url(cup), **{"If-None-Match": etag})
    assert changed.status_code == 200
    assert changed.headers["etag"] != etag
    assert len(changed.json()["competitors"]) == 2
    etag = changed.headers["etag"]
    async with cup.fed.api.context.uow() as uow:  # a registered member is renamed
        member = await uow.members.get(ana)
        assert member is not None
        member.first_name = "Anastasija"
        await uow.members.update(member)
        await uow.commit()
    renamed = await public(cup, page_url(cup), **{"If-None-Match": etag})
    assert renamed.status_code == 200
    assert renamed.json()["competitors"][0]["firstName"] == "Anastasija"


async def test_public_requests_are_limited_per_address(make_api: ApiFactory) -> None:
    api = await make_api(public_requests_per_minute=2)
    for _ in range(2):
        answer = await raw_request(
            api.client.app, "GET", "/api/public/tournaments", {}, [], client="10.0.0.1"
        )
        assert answer.status == 200
    refused = await raw_request(
        api.client.app, "GET", "/api/public/tournaments", {}, [], client="10.0.0.1"
    )
    assert refused.status == 429
    assert 1 <= int(refused.headers["retry-after"]) <= 60  # the rest of the minute
    other = await raw_request(
        api.client.app, "GET", "/api/public/tournaments", {}, [], client="10.0.0.2"
    )
    assert other.status == 200


async def test_the_page_takes_the_same_statements_whatever_the_entries(
    make_api: ApiFactory,
) -> None:
    # the per-address limit writes its counts once a second, not per request: off here
    cup = await cup_on(await fed_on(await make_api(public_requests_per_minute=0)))
    await cup.set_tournament(is_public=True, public_entries=True)
    url = page_url(cup)

    async def statements() -> int:
        cup.fed.api.context.public_pages.__init__()  # type: ignore[misc]  # built afresh
        with count_statements(cup.fed.api.engine) as counter:
            assert (await public(cup, url)).status_code == 200
        return counter.count

    empty = await statements()
    await enter(cup)
    for n in range(5):
        member = await cup.member(cup.fed.other_club_id, f"Ivana{n}")
        body = {"memberId": member, "categories": cup.categories("kumite")}
        await cup.call(
            "POST", f"/api/tournament/{cup.id}/register-competitor", cup.fed.admin, json=body
        )
    assert await statements() == empty


async def test_a_worker_answers_revalidations_from_the_state_it_read_a_moment_ago(
    make_api: ApiFactory,
) -> None:
    api = await make_api(public_page_seconds=60, public_requests_per_minute=0)
    cup = await cup_on(await fed_on(api))
    await cup.set_tournament(is_public=True, public_entries=True)
    url = page_url(cup)
    etag = (await public(cup, url)).headers["etag"]
    with count_statements(cup.fed.api.engine) as counter:
        for _ in range(3):
            assert (await public(cup, url, **{"If-None-Match": etag})).status_code == 304
            assert (await public(cup, "/api/public/tournaments")).status_code == 200
    assert counter.count == 1  # the listing, once; the page's state was kept


async def test_a_hidden_tournament_and_a_missing_one_take_the_same_path(
    make_api: ApiFactory,
) -> None:
    cup = await cup_on(await fed_on(await make_api(public_requests_per_minute=0)))
    await enter(cup)  # a hidden tournament with entries, images and documents to read

    async def answer(url: str) -> tuple[int, bytes, dict[str, str], list[str]]:
        with count_statements(cup.fed.api.engine) as counter:
            found = await public(cup, url, **{"Accept-Language": "en"})
        headers = dict(found.headers)
        request_id = headers.pop("x-request-id")  # every request has its own
        content = found.content.replace(request_id.encode(), b"")
        return found.status_code, content, headers, counter.statements

    missing = await answer("/api/public/tournaments/999999")
    assert missing[0] == 404
    for hidden in ({"is_public": False}, {"is_public": True, "is_archived": True}):
        await cup.set_tournament(**hidden)
        assert await answer(page_url(cup)) == missing  # status, body, headers, statements

"""A club works in every tournament that is not archived, not only the active one: its
tournaments list with its counts and fee, and every read and write in two open
tournaments at once, a closed one (read only) and an archived one (out of reach)."""

from datetime import date, datetime
from typing import Any

import pytest

from fedreg_core.domain.entities import Tournament
from tests.api.registrations.conftest import FEES, Cup

KUMITE_KATA = ("kumite", "kataA")


async def tournament(cup: Cup, name: str, start: datetime, **fields: Any) -> int:
    """Another tournament with the cup's disciplines."""
    async with cup.fed.api.context.uow() as uow:
        made = await uow.tournaments.add(
            Tournament(
                name,
                "",
                start,
                None,
                fees=FEES,
                discipline_ids=[cup.ids[n] for n in ("kumite", "kataA", "kataB", "men")],
                team_discipline_ids=[cup.ids["team"]],
                **fields,
            )
        )
        await uow.commit()
    assert made.id is not None
    return made.id


@pytest.fixture
async def second(cup: Cup) -> int:
    """A second open tournament, starting after the cup."""
    return await tournament(cup, "Spring open", datetime(2026, 4, 1), registration_open=True)


async def enter_everything(cup: Cup, tournament_id: int, member_ids: list[int]) -> None:
    """The coach enters a competitor, a team and the club's coach (every write succeeds)."""
    coach = cup.fed.coach
    base = f"/api/tournament/{tournament_id}"
    competitor = {"memberId": member_ids[0], "categories": cup.categories(*KUMITE_KATA)}
    team = {"type": "WOMEN", "memberIds": member_ids, "categories": cup.categories("team")}
    coach_id = await cup.person_id("coaches", cup.fed.club_id)
    for url, body in (
        (f"{base}/register-competitor", competitor),
        (f"{base}/register-team", team),
        (f"{base}/register-coach/{coach_id}", None),
    ):
        answer = await cup.call("POST", url, coach, json=body)
        assert answer.status_code in (200, 201), (url, answer.text)


async def club_tournaments(cup: Cup, who: dict[str, str]) -> dict[int, Any]:
    answer = await cup.call("GET", f"/api/tournament/of-club/{cup.fed.club_id}", who)
    assert answer.status_code == 200, answer.text
    return {t["id"]: t for t in answer.json()}


async def test_a_coach_works_in_two_open_tournaments_at_once(cup: Cup, second: int) -> None:
    fed = cup.fed
    members = [await cup.member(fed.club_id, name) for name in ("Ana", "Maja")]
    for tournament_id in (cup.id, second):
        await enter_everything(cup, tournament_id, members)
    # Every read of the club works in both: details, lists, the club's view and fee, invoice.
    for tournament_id in (cup.id, second):
        base = f"/api/tournament/{tournament_id}"
        for url in (
            base,
            f"{base}/competitors",
            f"{base}/teams",
            f"{base}/club/{fed.club_id}",
            f"{base}/fees/{fed.club_id}",
            f"{base}/fees/{fed.club_id}/invoice.pdf",
        ):
            answer = await cup.call("GET", url, fed.coach)
            assert answer.status_code == 200, (url, answer.text)
    # The first tournament's entries still change and go while the second is open.
    view = (await cup.call("GET", f"/api/tournament/{cup.id}/club/{fed.club_id}", fed.coach)).json()
    competitor = f"/api/tournament/competitor/{view['competitors'][0]['id']}"
    changed = await cup.call(
        "PUT", competitor, fed.coach, json={"categories": cup.categories("kataB")}
    )
    assert changed.status_code == 200, changed.text
    team = f"/api/tournament/team/{view['teams'][0]['id']}"
    assert (await cup.call("DELETE", team, fed.coach)).status_code == 200
    listed = await club_tournaments(cup, fed.coach)
    assert [listed[t]["name"] for t in listed] == ["Spring open", "Cup"]  # latest start first
    first, spring = listed[cup.id], listed[second]
    assert (first["competitors"], first["teams"], first["competitorEntries"]) == (1, 0, 1)
    assert (spring["competitors"], spring["teams"], spring["competitorEntries"]) == (1, 1, 2)
    assert first["isActive"] and spring["isActive"]
    for tournament_id, shown in listed.items():
        fee = await cup.call(
            "GET", f"/api/tournament/{tournament_id}/fees/{fed.club_id}", fed.coach
        )
        expected = {k: fee.json()[k] for k in ("gross", "discounts", "net", "deduction", "total")}
        assert shown["fee"] == expected
        assert shown["fee"]["total"] > 0


async def test_closed_tournaments_are_read_and_archived_ones_left_out(cup: Cup) -> None:
    fed = cup.fed
    member, other = [await cup.member(fed.club_id, name) for name in ("Ana", "Maja")]
    await enter_everything(cup, cup.id, [member, other])
    await cup.set_tournament(registration_open=False)
    archived = await tournament(cup, "Old", datetime(2025, 1, 1), is_archived=True)
    listed = await club_tournaments(cup, fed.coach)
    assert list(listed) == [cup.id]
    assert listed[cup.id]["isActive"] is False
    assert listed[cup.id]["competitors"] == 1
    assert listed[cup.id]["isPublic"] is False
    assert (listed[cup.id]["eventDate"], listed[cup.id]["place"]) == (None, "")
    await cup.set_tournament(event_date=date(2026, 3, 14), place="Sportski centar „Šumice“")
    day_and_place = (await club_tournaments(cup, fed.coach))[cup.id]
    assert (day_and_place["eventDate"], day_and_place["place"]) == (
        "2026-03-14",
        "Sportski centar „Šumice“",
    )
    await cup.set_tournament(is_public=True)  # its public page is linked from the list
    assert (await club_tournaments(cup, fed.coach))[cup.id]["isPublic"] is True
    read = await cup.call("GET", f"/api/tournament/{cup.id}/club/{fed.club_id}", fed.coach)
    assert read.status_code == 200
    assert len(read.json()["competitors"]) == 1
    body = {"memberId": member, "categories": cup.categories("kataB")}
    refused = await cup.call(
        "POST", f"/api/tournament/{cup.id}/register-competitor", fed.coach, json=body
    )
    assert refused.status_code == 403
    hidden = await cup.call("GET", f"/api/tournament/{archived}/club/{fed.club_id}", fed.coach)
    assert hidden.status_code == 404


async def test_another_clubs_tournaments_are_refused(cup: Cup) -> None:
    fed = cup.fed
    answer = await cup.call("GET", f"/api/tournament/of-club/{fed.club_id}", fed.other)
    assert answer.status_code == 403
    assert set(await club_tournaments(cup, fed.admin)) == {cup.id}

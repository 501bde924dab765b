"""Draws over HTTP: made by admins once applications close, the group's shape, seeds,
publishing for clubs, stale marks, archived tournaments, and a fixed statement count."""

import re
from datetime import date
from io import BytesIO
from typing import Any

from pypdf import PdfReader

from adapters.sql.statement_counter import count_statements
from fedreg_core.domain.entities import CategoryEntry, CompetitorRegistration, Member
from fedreg_core.domain.enums import SeenSex
from fedreg_core.draws.groups import Group
from tests.api.registrations.conftest import Cup

DRAW_KEYS = {
    "groupKey", "categoryId", "disciplineId", "sex", "format", "seed", "stale", "published",
    "entrants", "bouts",
}  # fmt: skip


async def enter(
    cup: Cup, count: int, discipline: str = "kumite", first: str = "Ana", *, men: bool = False
) -> list[int]:
    """``count`` women (or ``men``) of both clubs in Seniors ``discipline``, stored directly."""
    fed, ids = cup.fed, []
    async with fed.api.context.uow() as uow:
        for n in range(count):
            club = fed.club_id if n % 2 else fed.other_club_id
            member = await uow.members.add(
                Member(club, f"{first}{n}", "Anić", date(2001, 1, 1), men, "PLAVI")
            )
            entry = CategoryEntry(cup.ids["Seniors"], [cup.ids[discipline]])
            stored = await uow.competitor_registrations.add(
                CompetitorRegistration(cup.id, club, member.id or 0, [entry])
            )
            ids.append(stored.id or 0)
        await uow.commit()
    return ids


def women(cup: Cup, discipline: str = "kumite") -> str:
    """The name of the women's group of Seniors in ``discipline``."""
    group = Group(cup.ids["Seniors"], cup.ids[discipline], sex=SeenSex.WOMEN)
    return cup.fed.api.context.group_ids.of(cup.id, group)


async def make(cup: Cup, body: dict[str, Any], who: dict[str, str] | None = None) -> Any:
    url = f"/api/tournament/{cup.id}/draws"
    return await cup.call("POST", url, cup.fed.admin if who is None else who, json=body)


async def test_a_draw_answers_the_shape_other_tools_read(cup: Cup) -> None:
    ids = await enter(cup, 6)
    assert (await make(cup, {})).status_code == 409
    await cup.set_tournament(registration_open=False)
    made = await make(cup, {"seed": 42})
    assert made.status_code == 200, made.text
    answer = await cup.call("GET", f"/api/tournament/{cup.id}/draws/{women(cup)}", cup.fed.admin)
    draw = answer.json()
    assert set(draw) == DRAW_KEYS and draw == made.json()[0]
    assert draw["groupKey"] == women(cup) and draw["sex"] == "WOMEN"
    assert draw["format"] == "ELIMINATION_REPECHAGE" and draw["seed"] == 42
    assert not draw["stale"] and not draw["published"]
    assert sorted(e["registrationId"] for e in draw["entrants"]) == sorted(ids)
    assert {e["clubName"] for e in draw["entrants"]} == {"Karate klub Sloga", "Karate klub Borac"}
    first = [b for b in draw["bouts"] if b["round"] == 1]
    assert len(first) == 4 and sum(b["red"] is None or b["blue"] is None for b in first) == 2
    assert all(set(b) == {"round", "index", "red", "blue"} for b in draw["bouts"])
    again = await make(cup, {"seed": 42, "groups": [women(cup)]})
    assert again.json() == made.json()


async def test_the_list_shows_groups_sizes_formats_and_stale_draws(cup: Cup) -> None:
    await enter(cup, 3)
    await enter(cup, 1, "kataA")
    await cup.set_tournament(registration_open=False)
    await make(cup, {"groups": [women(cup)], "seed": 1})
    await enter(cup, 1, first="Late")
    listed = (await cup.call("GET", f"/api/tournament/{cup.id}/draws", cup.fed.admin)).json()
    groups = {g["groupKey"]: g for g in listed["groups"]}
    kumite, kata = groups[women(cup)], groups[women(cup, "kataA")]
    assert kumite["size"] == 4 and kumite["drawn"] and kumite["stale"]
    assert kumite["added"] == ["Late0 Anić"] and kumite["removed"] == []
    assert kumite["categoryName"] == "Seniors" and kumite["disciplineName"] == "kumite"
    assert not kata["drawn"] and kata["size"] == 1 and kata["format"] == "ROUND_ROBIN"
    url = f"/api/tournament/{cup.id}/draws/{women(cup)}"
    assert (await cup.call("GET", url, cup.fed.admin)).json()["stale"]


async def test_clubs_read_only_published_draws_and_only_admins_change_them(cup: Cup) -> None:
    await enter(cup, 2)
    await cup.set_tournament(registration_open=False)
    fed, url = cup.fed, f"/api/tournament/{cup.id}/draws"
    assert (await make(cup, {}, fed.coach)).status_code == 403
    assert (await make(cup, {})).status_code == 200
    assert (await cup.call("GET", url, fed.coach)).status_code == 403
    assert (await cup.call("GET", f"{url}/{women(cup)}", fed.coach)).status_code == 403
    publish = f"{url}/publish"
    assert (await cup.call("PUT", publish, fed.coach, json={})).status_code == 403
    assert (await cup.call("PUT", publish, fed.admin, json={})).json() == {"published": True}
    seen = await cup.call("GET", f"{url}/{women(cup)}", fed.coach)
    assert seen.status_code == 200 and seen.json()["published"]
    listed = (await cup.call("GET", url, fed.other)).json()
    assert [g["groupKey"] for g in listed["groups"]] == [women(cup)]
    await cup.call("PUT", publish, fed.admin, json={"published": False})
    assert (await cup.call("GET", url, fed.coach)).status_code == 403
    assert (await cup.call("GET", url, None)).status_code == 401


async def test_seeds_bad_input_and_unknown_groups(cup: Cup) -> None:
    ids = await enter(cup, 8)
    await cup.set_tournament(registration_open=False)
    fed, url = cup.fed, f"/api/tournament/{cup.id}/draws"
    seeds = {
        "seeds": [{"registrationId": ids[3], "seed": 1}, {"registrationId": ids[4], "seed": 2}]
    }
    marked = await cup.call("PUT", f"{url}/{women(cup)}/seeds", fed.admin, json=seeds)
    assert marked.status_code == 200, marked.text
    draw = (await make(cup, {"seed": 9})).json()[0]
    lines = [b[side] for b in draw["bouts"] if b["round"] == 1 for side in ("red", "blue")]
    assert lines[0] == ids[3] and lines[-1] == ids[4]
    assert {e["registrationId"]: e["seed"] for e in draw["entrants"]}[ids[3]] == 1
    twice = {
        "seeds": [{"registrationId": ids[1], "seed": 1}, {"registrationId": ids[2], "seed": 1}]
    }
    refused = await cup.call("PUT", f"{url}/{women(cup)}/seeds", fed.admin, json=twice)
    assert refused.status_code == 400 and "seeds" in refused.json()["errors"]
    assert (await make(cup, {"seed": -1})).status_code == 400
    assert (await make(cup, {"groups": ["a" * 24]})).status_code == 400
    assert (await make(cup, {"groups": ["i-999-1-MEN"]})).status_code == 400
    assert (await cup.call("GET", f"{url}/{'a' * 24}", fed.admin)).status_code == 404
    assert (await cup.call("GET", f"{url}/i-1-1-MIX", fed.admin)).status_code == 400
    assert (await cup.call("GET", "/api/tournament/999/draws", fed.admin)).status_code == 404


async def test_archived_tournaments_keep_their_draws(cup: Cup) -> None:
    await enter(cup, 2)
    await cup.set_tournament(registration_open=False)
    assert (await make(cup, {})).status_code == 200
    await cup.set_tournament(is_archived=True)
    assert (await make(cup, {})).status_code == 403
    publish = f"/api/tournament/{cup.id}/draws/publish"
    assert (await cup.call("PUT", publish, cup.fed.admin, json={})).status_code == 403
    assert (
        await cup.call("GET", f"/api/tournament/{cup.id}/draws", cup.fed.admin)
    ).status_code == 200


async def test_making_and_reading_draws_take_a_fixed_number_of_statements(cup: Cup) -> None:
    await cup.set_tournament(registration_open=False)
    counts = []
    for size in (2, 30):
        await enter(cup, size, first=f"S{size}-")
        with count_statements(cup.fed.api.engine) as making:
            assert (await make(cup, {})).status_code == 200
        with count_statements(cup.fed.api.engine) as listing:
            await cup.call("GET", f"/api/tournament/{cup.id}/draws", cup.fed.admin)
        with count_statements(cup.fed.api.engine) as reading:
            await cup.call("GET", f"/api/tournament/{cup.id}/draws/{women(cup)}", cup.fed.admin)
        counts.append((making.count, listing.count, reading.count))
    assert counts[0] == counts[1]


async def test_the_draws_print_one_group_per_page_with_the_seed(cup: Cup) -> None:
    await enter(cup, 11)
    await enter(cup, 3, "kataA")
    await enter(cup, 1, "kataB")
    await cup.set_tournament(registration_open=False, event_date=date(2026, 3, 14))
    await cup.set_federation("Karate savez Srbije")
    await make(cup, {"seed": 777})
    url = f"/api/tournament/{cup.id}/draws.pdf"
    assert (await cup.call("GET", url, cup.fed.coach)).status_code == 403
    answer = await cup.call("GET", url, cup.fed.admin, headers={"Accept-Language": "en"})
    assert answer.status_code == 200 and answer.headers["content-type"] == "application/pdf"
    reader = PdfReader(BytesIO(answer.content))
    assert len(reader.pages) == 3
    assert reader.pages[0].mediabox.width > reader.pages[0].mediabox.height
    texts = [" ".join(page.extract_text().split()) for page in reader.pages]
    assert all("777" in text for text in texts)
    head = "Federation: Karate savez Srbije · Tournament: Cup (14/03/2026) · Printed on:"
    assert all(head in text for text in texts)
    assert "Repechage" in texts[0] and "Karate klub Sloga" in texts[0]
    assert "Round robin" in texts[1] and "walkover" in texts[2]
    cyrillic = await cup.call("GET", url, cup.fed.admin, headers={"Accept-Language": "sr-Cyrl"})
    first = " ".join(PdfReader(BytesIO(cyrillic.content)).pages[0].extract_text().split())
    assert "Савез: Karate savez Srbije · Турнир: Cup (14.03.2026.) · Одштампано:" in first


async def test_group_names_tell_another_club_nothing_and_stay_the_same(cup: Cup) -> None:
    await enter(cup, 2)
    await enter(cup, 2, first="Marko", men=True)
    await cup.set_tournament(registration_open=False)
    fed, url = cup.fed, f"/api/tournament/{cup.id}/draws"
    made = {d["sex"]: d["groupKey"] for d in (await make(cup, {"seed": 1})).json()}
    await cup.call("PUT", f"{url}/publish", fed.admin, json={})
    listed = [g["groupKey"] for g in (await cup.call("GET", url, fed.other)).json()["groups"]]
    assert sorted(listed) == sorted(made.values())
    told = {str(cup.ids["Seniors"]), str(cup.ids["kumite"]), "MEN", "WOMEN", "i", "t"}
    for name in listed:
        assert re.fullmatch("[a-z2-7]{24}", name), name  # no separator, no part to read
        assert not set(name.upper().split("-")) & told
        drawn = await cup.call("GET", f"{url}/{name}", fed.other)
        assert drawn.status_code == 200 and drawn.json()["groupKey"] == name
    old_style = f"i-{cup.ids['Seniors']}-{cup.ids['kumite']}-WOMEN"
    assert (await cup.call("GET", f"{url}/{old_style}", fed.other)).status_code == 400
    redrawn = {d["sex"]: d["groupKey"] for d in (await make(cup, {"seed": 2})).json()}
    assert redrawn == made  # links keep working after a redraw


async def test_clubs_download_the_published_draws_of_a_tournament_they_see(cup: Cup) -> None:
    await enter(cup, 5, first="Đurđa")
    await cup.set_tournament(
        registration_open=False, event_date=date(2026, 3, 14), place="Hala Čair, Niš"
    )
    fed, url = cup.fed, f"/api/tournament/{cup.id}/draws"
    await make(cup, {"seed": 5})
    assert (await cup.call("GET", f"{url}.pdf", fed.coach)).status_code == 403
    await cup.call("PUT", f"{url}/publish", fed.admin, json={})
    for club in (fed.coach, fed.other):
        answer = await cup.call("GET", f"{url}.pdf", club, headers={"Accept-Language": "sr"})
        assert answer.status_code == 200 and answer.headers["content-type"] == "application/pdf"
        text = " ".join(PdfReader(BytesIO(answer.content)).pages[0].extract_text().split())
        assert "Đurđa0 Anić" in text and "Karate klub Sloga" in text
        assert "Turnir: Cup (14.03.2026., Hala Čair, Niš)" in text
    await cup.set_tournament(is_archived=True)
    for read in (f"{url}.pdf", url, f"{url}/{women(cup)}"):
        assert (await cup.call("GET", read, fed.coach)).status_code == 404, read
        assert (await cup.call("GET", read, fed.admin)).status_code == 200, read
    missing = "/api/tournament/999999/draws.pdf"
    assert (await cup.call("GET", missing, fed.coach)).status_code == 404


async def test_whoever_sees_the_tournament_asks_whether_its_draws_are_published(
    cup: Cup,
) -> None:
    await enter(cup, 2)
    await cup.set_tournament(registration_open=False)
    fed, url = cup.fed, f"/api/tournament/{cup.id}/draws/publish"
    assert (await cup.call("GET", url, fed.coach)).json() == {"published": False}
    await make(cup, {})
    await cup.call("PUT", url, fed.admin, json={})
    for who in (fed.coach, fed.other, fed.admin):
        answer = await cup.call("GET", url, who)
        assert answer.status_code == 200 and answer.json() == {"published": True}
    await cup.call("PUT", url, fed.admin, json={"published": False})
    assert (await cup.call("GET", url, fed.other)).json() == {"published": False}
    assert (await cup.call("GET", url, None)).status_code == 401
    await cup.set_tournament(is_archived=True)
    assert (await cup.call("GET", url, fed.coach)).status_code == 404
    assert (await cup.call("GET", url, fed.admin)).json() == {"published": False}


async def test_the_list_names_the_clubs_of_each_drawn_group(cup: Cup) -> None:
    await enter(cup, 3)
    await enter(cup, 1, "kataA")
    await cup.set_tournament(registration_open=False)
    await make(cup, {"groups": [women(cup)]})
    fed, url = cup.fed, f"/api/tournament/{cup.id}/draws"
    listed = (await cup.call("GET", url, fed.admin)).json()
    groups = {g["groupKey"]: g for g in listed["groups"]}
    assert groups[women(cup)]["clubIds"] == sorted({fed.club_id, fed.other_club_id})
    assert groups[women(cup, "kataA")]["clubIds"] == []
    await cup.call("PUT", f"{url}/publish", fed.admin, json={})
    seen = (await cup.call("GET", url, fed.coach)).json()["groups"]
    assert [g["clubIds"] for g in seen] == [sorted({fed.club_id, fed.other_club_id})]


async def test_the_round_robin_column_names_one_competitor_in_both_languages(cup: Cup) -> None:
    await enter(cup, 3, "kataA", first="Đurđa")
    await cup.set_tournament(registration_open=False)
    await make(cup, {"seed": 5})
    url = f"/api/tournament/{cup.id}/draws.pdf"
    for language, column, count in (("sr", "Takmičar", "Takmičara"), ("en", "Entrant", "Entrants")):
        answer = await cup.call("GET", url, cup.fed.admin, headers={"Accept-Language": language})
        text = " ".join(PdfReader(BytesIO(answer.content)).pages[0].extract_text().split())
        assert f"{count} 3" in text, text  # the facts count the entrants
        assert f"# {column} " in text and f"# {count}" not in text, text  # the column names one


async def test_the_history_records_the_admins_own_steps(cup: Cup) -> None:
    """Closing and opening applications, making, publishing and withdrawing draws."""
    await enter(cup, 3, first="Šćepan")
    await enter(cup, 2, "kataA", first="Žarko", men=True)
    fed, tournament = cup.fed, f"/api/tournament/{cup.id}"

    async def put(**obj: Any) -> None:
        url = f"/api/model/Tournaments/{cup.id}"
        assert (await cup.call("PUT", url, fed.admin, json={"obj": obj})).status_code == 200

    await put(registrationOpen=False)
    await make(cup, {"seed": 777})
    await make(cup, {"seed": 778, "groups": [women(cup)]})
    await cup.call("PUT", f"{tournament}/draws/publish", fed.admin, json={})
    await cup.call("PUT", f"{tournament}/draws/publish", fed.admin, json={})  # no change
    await cup.call("PUT", f"{tournament}/draws/publish", fed.admin, json={"published": False})
    await put(registrationOpen=True)

    history = (await cup.call("GET", f"{tournament}/history", fed.admin)).json()
    steps = [(h["type"], h["item"], h["user"]) for h in reversed(history)]
    name = "Admin"
    assert steps == [
        ("APPLICATIONS_CLOSED", "Cup", name),
        ("DRAWS_MADE", "777", name),
        ("DRAWS_MADE", "778: Seniors · kumite", name),
        ("DRAWS_PUBLISHED", "Cup", name),
        ("DRAWS_UNPUBLISHED", "Cup", name),
        ("APPLICATIONS_OPENED", "Cup", name),
    ]

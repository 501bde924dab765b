"""A tournament's place (where the competition is held) over HTTP: created, changed, read by
admins and clubs, trimmed, cleared, and refused per field in the user's language when it
would hide characters, start a formula or run too long."""

from tests.api.resources.catalog.conftest import Catalog

EN = {"Accept-Language": "en"}


async def test_the_place_is_created_changed_trimmed_cleared_and_read(catalog: Catalog) -> None:
    fed = catalog.fed
    made = await catalog.create_tournament(place="  Hala „Pinki“, Zemun  ", eventDate="2099-04-04")
    assert made["place"] == "Hala „Pinki“, Zemun"
    changed = await catalog.update(made["id"], place="Спортски центар Чаир, Ниш")
    assert changed.status_code == 200, changed.text
    for who in (fed.admin, fed.coach):
        read = await fed.call("GET", f"/api/tournament/{made['id']}", who)
        assert read.status_code == 200, read.text
        assert (read.json()["place"], read.json()["eventDate"]) == (
            "Спортски центар Чаир, Ниш",
            "2099-04-04",
        )
    untouched = await catalog.update(made["id"], name="Prvenstvo Vojvodine")
    assert untouched.json()["place"] == "Спортски центар Чаир, Ниш"
    cleared = await catalog.update(made["id"], place="   ")
    assert cleared.status_code == 200 and cleared.json()["place"] == ""
    without = await catalog.create_tournament(name="Kup Šapca")
    assert without["place"] == ""


async def test_a_broken_place_is_refused_on_its_field_in_the_users_language(
    catalog: Catalog,
) -> None:
    fed = catalog.fed
    made = await catalog.create_tournament()
    for place, english, serbian in (
        ('=HYPERLINK("x")', "A name may not begin with", "ne sme da počinje znakom"),
        ("Hala\u200bsportova", "invisible characters", "nevidljive znakove"),
        ("Ž" * 201, "Too many characters.", "Previše karaktera."),
    ):
        for who, expected in (({**fed.admin, **EN}, english), (fed.admin, serbian)):
            refused = await catalog.update(made["id"], who, place=place)
            assert refused.status_code == 400, refused.text
            assert list(refused.json()["errors"]) == ["place"]
            assert expected in refused.json()["errors"]["place"], refused.json()
        body = catalog.tournament(place=place)
        created = await fed.call("POST", "/api/model/Tournaments", fed.admin, json=body)
        assert (created.status_code, list(created.json()["errors"])) == (400, ["place"])
    kept = await fed.call("GET", f"/api/tournament/{made['id']}", fed.admin)
    assert kept.json()["place"] == ""

"""Every club's coaches, referees and officials of a tournament, with club names (admins)."""

from tests.api.registrations.conftest import Cup

ROLES = {"coach": "coaches", "referee": "referees", "official": "officials"}


async def enter_staff(cup: Cup, club_id: int, who: dict[str, str]) -> None:
    for role, table in ROLES.items():
        person_id = await cup.person_id(table, club_id)
        url = f"/api/tournament/{cup.id}/register-{role}/{person_id}"
        answer = await cup.call("POST", url, who)
        assert answer.status_code == 201, answer.text


async def test_admins_list_every_clubs_staff_by_club_name(cup: Cup) -> None:
    fed = cup.fed
    await enter_staff(cup, fed.club_id, fed.coach)  # Karate klub Sloga
    await enter_staff(cup, fed.other_club_id, fed.other)  # Karate klub Borac
    answer = await cup.call("GET", f"/api/tournament/{cup.id}/staff", fed.admin)
    assert answer.status_code == 200, answer.text
    staff = answer.json()
    assert staff["tournamentId"] == cup.id
    expected = {
        "coaches": ("Dragan", "Ilić"),
        "referees": ("Zoran", "Jović"),
        "officials": ("Vesna", "Marić"),
    }
    for table, (first, last) in expected.items():
        listed = [(p["clubName"], p["clubId"], p["firstName"], p["lastName"]) for p in staff[table]]
        assert listed == [
            ("Karate klub Borac", fed.other_club_id, first, last),
            ("Karate klub Sloga", fed.club_id, first, last),
        ]


async def test_club_users_are_refused_and_unknown_tournaments_not_found(cup: Cup) -> None:
    fed = cup.fed
    assert (await cup.call("GET", f"/api/tournament/{cup.id}/staff", fed.coach)).status_code == 403
    assert (await cup.call("GET", "/api/tournament/9999/staff", fed.admin)).status_code == 404

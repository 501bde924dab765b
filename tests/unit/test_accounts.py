"""Sign-up: register and validate_registration (docs/product.md, API and Validation)."""

import pytest

from fedreg_core.domain.entities import Coach, Official, Referee
from fedreg_core.domain.enums import RefereeRang
from fedreg_core.domain.errors import Conflict, RuleBroken
from fedreg_core.services.accounts import register, validate_registration
from tests.unit.accounts_setup import PASSWORD, World, new_club, valid_registration


@pytest.fixture
def world() -> World:
    return World()


def assert_nothing_stored(world: World, users: int = 0, clubs: int = 0) -> None:
    db = world.db
    assert len(db.users.all()) == users
    assert len(db.clubs.all()) == clubs
    assert db.coaches.all() == []
    assert db.referees.all() == []
    assert db.officials.all() == []


async def test_register_stores_everything_in_one_commit(world: World) -> None:
    account = await register(world.uow, world.hasher, valid_registration())

    assert world.uow.commits == 1
    [user] = world.db.users.all()
    [club] = world.db.clubs.all()
    assert account.user == user
    assert account.club == club
    assert (user.name, user.email, user.club_id) == ("Ana Anić", "ana@klub.rs", club.id)
    assert user.password_hash == "hashed:" + PASSWORD
    assert (user.is_admin, user.is_blocked, user.token_version) == (False, False, 0)
    assert club.name == "Karate klub Sokol"
    coaches, referees = world.db.coaches.all(), world.db.referees.all()
    officials = world.db.officials.all()
    assert [(c.first_name, c.club_id) for c in coaches] == [("Petar", club.id), ("Iva", club.id)]
    assert [(r.first_name, r.rang_other, r.club_id) for r in referees] == [
        ("Marko", "WKF", club.id)
    ]
    assert [(o.funct, o.club_id) for o in officials] == [("Sekretar", club.id)]


async def test_register_without_people(world: World) -> None:
    data = valid_registration()
    data.coaches, data.referees, data.officials = [], [], []

    account = await register(world.uow, world.hasher, data)

    assert account.club is not None
    assert account.user.club_id == account.club.id
    assert_nothing_stored(world, users=1, clubs=1)


async def test_register_reports_every_broken_rule_and_stores_nothing(world: World) -> None:
    club = new_club(email="sokol")
    club.name, club.website = "", "not a url"
    data = valid_registration()
    data.name, data.email, data.password, data.club = "", "ana", "12345", club
    data.coaches = [Coach(0, "Petar", "Perić"), Coach(0, "", "Ivić")]
    data.referees = [Referee(0, "Marko", "Marković", 11, RefereeRang.OTHER)]
    data.officials = [Official(0, "Jovan", "Jović", " ")]

    with pytest.raises(RuleBroken) as caught:
        await register(world.uow, world.hasher, data)

    assert caught.value.errors == {
        "name": "required",
        "email": "email",
        "password": "min_length",
        "club.name": "required",
        "club.email": "email",
        "club.website": "url",
        "coaches.1.firstName": "required",
        "referees.0.dan": "dan_range",
        "referees.0.rangOther": "required",
        "officials.0.funct": "required",
    }
    assert world.uow.commits == 0
    assert_nothing_stored(world)


async def test_register_rejects_a_password_over_72_bytes(world: World) -> None:
    data = valid_registration()
    data.password = "ž" * 37

    with pytest.raises(RuleBroken) as caught:
        await register(world.uow, world.hasher, data)

    assert caught.value.errors == {"password": "password_too_long"}
    assert_nothing_stored(world)


@pytest.mark.parametrize("email", ["ana@klub.rs", "ANA@KLUB.RS", " Ana@Klub.rs "])
async def test_register_with_a_taken_email_conflicts_and_stores_nothing(
    world: World, email: str
) -> None:
    await world.add_user("ana@klub.rs")

    with pytest.raises(Conflict) as caught:
        await register(world.uow, world.hasher, valid_registration(email))

    assert (caught.value.field, caught.value.message_key) == ("email", "error_email_taken")
    assert world.uow.commits == 0
    assert_nothing_stored(world, users=1, clubs=1)


async def test_validate_registration_accepts_a_free_email(world: World) -> None:
    await world.add_user("marko@klub.rs")

    await validate_registration(world.uow, "Ana", "ana@klub.rs", PASSWORD)

    assert world.uow.commits == 0
    assert len(world.db.users.all()) == 1


@pytest.mark.parametrize(
    ("name", "email", "password", "errors"),
    [
        pytest.param(
            "",
            "",
            "",
            {"name": "required", "email": "required", "password": "required"},
            id="empty",
        ),
        pytest.param("Ana", "ana@", "123", {"email": "email", "password": "min_length"}, id="bad"),
    ],
)
async def test_validate_registration_reports_broken_rules(
    world: World, name: str, email: str, password: str, errors: dict[str, str]
) -> None:
    with pytest.raises(RuleBroken) as caught:
        await validate_registration(world.uow, name, email, password)

    assert caught.value.errors == errors


async def test_validate_registration_conflicts_on_a_taken_email(world: World) -> None:
    await world.add_user("ana@klub.rs")

    with pytest.raises(Conflict) as caught:
        await validate_registration(world.uow, "Ana", "Ana@KLUB.rs", PASSWORD)

    assert caught.value.field == "email"
    assert world.uow.commits == 0

"""create_admin and the demo federation, with in-memory fakes."""

import pytest

from fedreg_core.domain.enums import BELTS, Variant
from fedreg_core.domain.errors import Conflict, RuleBroken
from fedreg_core.services.admins import create_admin
from fedreg_core.services.demo import DEMO_ADMIN_EMAIL, DEMO_CLUBS, load_demo
from tests.fakes import FakeDatabase, FakePasswordHasher, FakeUnitOfWork, FixedClock


async def test_create_admin_stores_an_admin_without_club() -> None:
    db = FakeDatabase()
    user = await create_admin(
        FakeUnitOfWork(db), FakePasswordHasher(), "Boss@Fed.rs", "Boss", "secret1"
    )
    stored = await db.users.get_by_email("boss@fed.rs")
    assert stored is not None and stored.id == user.id
    assert stored.is_admin and stored.club_id is None
    assert stored.password_hash == "hashed:secret1"


async def test_create_admin_refuses_bad_input_and_taken_email() -> None:
    db = FakeDatabase()
    with pytest.raises(RuleBroken) as broken:
        await create_admin(FakeUnitOfWork(db), FakePasswordHasher(), "nope", "", "123")
    assert set(broken.value.errors) == {"email", "name", "password"}
    await create_admin(FakeUnitOfWork(db), FakePasswordHasher(), "a@b.rs", "A", "secret1")
    with pytest.raises(Conflict):
        await create_admin(FakeUnitOfWork(db), FakePasswordHasher(), "A@B.rs", "B", "secret1")


@pytest.mark.parametrize("variant", list(Variant))
async def test_demo_loads_a_whole_federation_once(variant: Variant) -> None:
    db = FakeDatabase()
    uow = FakeUnitOfWork(db)
    logins = await load_demo(uow, FakePasswordHasher(), FixedClock(), variant, "Demo")
    assert logins is not None
    assert logins[0].email == DEMO_ADMIN_EMAIL
    assert len(logins) == 1 + len(DEMO_CLUBS)
    assert uow.commits == 1
    members = [await db.members.get(i) for i in range(1, 9)]
    assert all(m is not None and m.belt in BELTS[variant] for m in members)
    settings = await db.settings.get()
    assert settings.active_tournament_id is not None
    tournament = await db.tournaments.get(settings.active_tournament_id)
    assert tournament is not None and tournament.registration_open
    assert tournament.discipline_ids and tournament.team_discipline_ids
    again = await load_demo(FakeUnitOfWork(db), FakePasswordHasher(), FixedClock(), variant, "D")
    assert again is None
